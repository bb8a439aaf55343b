import { functions, type FunctionName } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleArgs } from "./sample-args.ts";
import { SyncTestClient } from "@pds/testkit";
import { callFn, STACK_TRACE, startTestServer, type TestServer } from "./test-server.ts";

const names = Object.keys(functions) as FunctionName[];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("every contract function refuses an unauthenticated caller", () => {
  it.each(names)("valid sample arguments can be derived for %s", (name) => {
    expect(functions[name].args.safeParse(sampleArgs(name)).success).toBe(true);
  });

  it.each(names)("HTTP POST /api/fn/%s answers 401 UNAUTHORIZED", async (name) => {
    const response = await callFn(server, name as string, sampleArgs(name), null);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: "UNAUTHORIZED", message: "Sign in to continue." } });
    expect(response.text).not.toMatch(STACK_TRACE);
  });

  it.each(names)("sync channel refuses %s with UNAUTHORIZED", async (name) => {
    const client = await SyncTestClient.open(server);
    try {
      const kind = functions[name].kind;
      const answer =
        kind === "query"
          ? await client.subscribeRaw("s1", name, sampleArgs(name))
          : await client.call(kind, "r1", name, sampleArgs(name));
      expect(answer).toMatchObject({ type: "error", code: "UNAUTHORIZED", message: "Sign in to continue." });
    } finally {
      await client.close();
    }
  });

  it("a bearer token that is not a session is treated as anonymous", async () => {
    const response = await callFn(server, "decks.getDecks", {}, { token: "not-a-real-token" });
    expect(response.status).toBe(401);
    expect(response.body.error?.code).toBe("UNAUTHORIZED");
    const client = await SyncTestClient.connect(server);
    try {
      const welcome = await client.hello("not-a-real-token");
      expect(welcome.userId).toBeNull();
    } finally {
      await client.close();
    }
  });

  it("nothing was created by the refused calls", async () => {
    const decks = await server.database.db.query.decks.findMany();
    expect(decks).toEqual([]);
  });
});
