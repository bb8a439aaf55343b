import { PGlite, types } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { clientForDrizzle } from "./pglite-drizzle.ts";
import * as schema from "./schema.ts";

const joined = new Date("2026-03-14T09:26:53.589Z");
const expires = new Date("2026-12-31T23:59:59.000Z");

describe("drizzle over PGlite without per-query parsers", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    await handle.db
      .insert(schema.user)
      .values({ id: "u1", name: "Ada", email: "ada@example.com", createdAt: joined, updatedAt: joined });
    await handle.db.insert(schema.session).values({
      id: "s1",
      token: "t1",
      userId: "u1",
      expiresAt: expires,
      createdAt: joined,
      updatedAt: joined,
    });
  });
  afterAll(() => handle.close());

  it("reads dates and times back as the same instants", async () => {
    const [user] = await handle.db.select().from(schema.user).where(eq(schema.user.id, "u1"));
    expect(user?.createdAt.toISOString()).toBe(joined.toISOString());
    const [session] = await handle.db
      .select({ expiresAt: schema.session.expiresAt })
      .from(schema.session)
      .where(eq(schema.session.token, "t1"));
    expect(session?.expiresAt.toISOString()).toBe(expires.toISOString());
  });

  it("does the same inside a transaction, through the transaction's own client", async () => {
    const read = await handle.db.transaction(async (tx) => {
      await tx.update(schema.session).set({ expiresAt: joined }).where(eq(schema.session.id, "s1"));
      return tx.select({ expiresAt: schema.session.expiresAt }).from(schema.session);
    });
    expect(read[0]?.expiresAt.toISOString()).toBe(joined.toISOString());
  });

  it("reads what a drizzle over an unwrapped PGlite reads", async () => {
    const plain = new PGlite();
    const wrapped = new PGlite();
    try {
      const query = `select timestamp '2026-03-14 09:26:53.589' as at, timestamptz '2026-03-14 09:26:53+02' as zoned,
        interval '1 day 2 hours' as span, date '2026-11-27' as day, array[date '2026-11-27'] as days,
        array[1.5::numeric] as amounts, 42 as n`;
      const fromPlain = await drizzle(plain).execute(query);
      await wrapped.waitReady;
      const fromWrapped = await drizzle(clientForDrizzle(wrapped)).execute(query);
      expect(fromPlain.rows[0]?.day).toBe("2026-11-27");
      expect(fromWrapped.rows).toEqual(fromPlain.rows);
    } finally {
      await plain.close();
      await wrapped.close();
    }
  });

  it("keeps a query's own parsers when they are not the ones PGlite started with", async () => {
    const client = new PGlite();
    try {
      await client.waitReady;
      const result = await clientForDrizzle(client).query<{ n: unknown }>("select 7 as n", [], {
        parsers: { [types.INT4]: (value: string) => `int ${value}` },
      });
      expect(result.rows[0]?.n).toBe("int 7");
    } finally {
      await client.close();
    }
  });
});

describe("transactions queued behind a commit on PGlite", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
  });
  afterAll(() => handle.close());

  it("let the reads the commit set off go first", async () => {
    const order: string[] = [];
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push("first save");
    });
    const second = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push("second save");
    });
    await first;
    const read = handle.db.execute(sql`select 1`).then(() => order.push("read after the first save"));
    await Promise.all([second, read]);
    expect(order).toEqual(["first save", "read after the first save", "second save"]);
  });

  it("run one after another in the order they came, past one that fails", async () => {
    const order: number[] = [];
    const saves = [1, 2, 3, 4].map((n) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        order.push(n);
        if (n === 2) throw new Error("refused");
      }),
    );
    const settled = await Promise.allSettled(saves);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
  });
});
