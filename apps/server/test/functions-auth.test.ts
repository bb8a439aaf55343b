import { functions, type ArgsOf, type FunctionName } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "./sync-client.ts";
import { callFn, STACK_TRACE, startTestServer, type TestServer } from "./test-server.ts";

/**
 * Valid arguments for every function in the contract. The mapped type makes `tsc` fail when a function
 * is added without an entry here, so the "refuses anonymous callers" checks cover it automatically.
 */
const sampleArgs: { [N in FunctionName]: ArgsOf<N> } = {
  "auth.getCurrentUser": {},
  "decks.getDecks": {},
  "decks.createDeck": { title: "Anonymous deck" },
  "voiceai.getRecentConversations": {},
};

const names = Object.keys(functions) as FunctionName[];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("every contract function refuses an unauthenticated caller", () => {
  it("has sample arguments for exactly the functions in the contract", () => {
    expect(Object.keys(sampleArgs).sort()).toEqual([...names].sort());
  });

  it.each(names)("HTTP POST /api/fn/%s answers 401 UNAUTHORIZED", async (name) => {
    const response = await callFn(server, name, sampleArgs[name], null);
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
          ? await client.subscribe("s1", name, sampleArgs[name])
          : await client.call(kind, "r1", name, sampleArgs[name]);
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
