import { describe, expect, it } from "vitest";
import { droppedConnection, isRetriableDrop, retryDroppedConnections } from "./retry-dropped.ts";

const terminated = Object.assign(new Error("terminating connection due to administrator command"), {
  code: "57P01",
});

describe("which statements are asked again after the server dropped their connection", () => {
  it("any statement the server said it was terminating, since it did not complete", () => {
    expect(isRetriableDrop(terminated, "insert into decks values ($1)")).toBe(true);
    expect(isRetriableDrop(Object.assign(new Error("shutdown"), { code: "57P02" }), "select 1")).toBe(true);
  });

  it("a connection closed with no word only for a read, since a write may have committed", () => {
    const closed = new Error("Connection terminated unexpectedly");
    expect(isRetriableDrop(closed, 'select "id" from "decks"')).toBe(true);
    expect(isRetriableDrop(closed, 'update "decks" set "title" = $1')).toBe(false);
  });

  it("never an error of the statement itself", () => {
    const unique = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isRetriableDrop(unique, "select 1")).toBe(false);
    expect(isRetriableDrop(new Error("syntax error"), "select")).toBe(false);
  });
});

describe("a pool whose connections the server dropped", () => {
  const dropped = () =>
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

  it("asks a read again on another connection, and gives up after as many tries as it has connections", async () => {
    let calls = 0;
    const pool = {
      query: async () => {
        calls += 1;
        if (calls < 3) throw dropped();
        return { rows: [{ ok: 1 }] };
      },
      connect: async () => ({}),
    };
    retryDroppedConnections(pool as never, 10);
    expect(await (pool.query as (text: string) => Promise<unknown>)("select 1")).toEqual({
      rows: [{ ok: 1 }],
    });
    expect(calls).toBe(3);

    calls = -100;
    await expect((pool.query as (text: string) => Promise<unknown>)("select 1")).rejects.toThrow(
      /terminating/,
    );
    expect(calls).toBe(-89);
  });

  it("gives back a connection whose begin failed, which the query builder would keep forever", async () => {
    const released: unknown[] = [];
    const client = {
      query: async (config: { text: string }) => {
        if (/^begin/u.test(config.text)) throw dropped();
        return { rows: [] };
      },
      release: (error?: unknown) => released.push(error),
    };
    const pool = { query: async () => ({ rows: [] }), connect: async () => client };
    retryDroppedConnections(pool as never, 10);
    const checkedOut = (await (pool.connect as () => Promise<typeof client>)()) as typeof client;
    await expect(checkedOut.query({ text: "begin" })).rejects.toThrow(/terminating/);
    expect(released).toHaveLength(1);
    await checkedOut.query({ text: "select 1" });
    expect(released).toHaveLength(1);
  });
});

describe("droppedConnection", () => {
  it("reads the driver's error through the query builder's wrapper", () => {
    const wrap = (query: string, cause: Error) =>
      Object.assign(new Error(`Failed query: ${query}`), { query, cause });
    const closed = new Error("Connection terminated unexpectedly");
    expect(droppedConnection(wrap("begin", closed))).toBe("not-applied");
    expect(droppedConnection(wrap('insert into "decks"', closed))).toBe("maybe-applied");
    expect(
      droppedConnection(wrap('insert into "decks"', Object.assign(new Error("x"), { code: "57P01" }))),
    ).toBe("not-applied");
    expect(
      droppedConnection(wrap("commit", Object.assign(new Error("deadlock"), { code: "40P01" }))),
    ).toBeNull();
  });
});
