import { PROTOCOL_VERSION } from "@pds/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import {
  callFn,
  signUp,
  STACK_TRACE,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;
let decksBefore: number;

async function deckCount(): Promise<number> {
  const response = await callFn(server, "decks.getDecks", {}, user);
  return (response.body.result as unknown[]).length;
}

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
  await callFn(server, "decks.createDeck", { title: "Existing deck" }, user);
});
afterAll(() => server?.close());
beforeEach(async () => {
  decksBefore = await deckCount();
});

describe("malformed sync messages", () => {
  async function withClient(run: (client: SyncTestClient) => Promise<void>) {
    const client = await SyncTestClient.connect(server, { cookie: user.cookie });
    try {
      await run(client);
    } finally {
      await client.close();
    }
    for (const frame of client.frames) expect(frame).not.toMatch(STACK_TRACE);
    expect(await deckCount()).toBe(decksBefore);
  }

  it("a frame that is not JSON gets INVALID_INPUT and the socket stays usable", () =>
    withClient(async (client) => {
      client.sendRaw("{not json");
      expect(await client.nextError()).toEqual({
        type: "error",
        code: "INVALID_INPUT",
        message: "Malformed message: not JSON.",
      });
      expect((await client.hello()).userId).toBe(user.id);
    }));

  it("an unknown message type gets INVALID_INPUT", () =>
    withClient(async (client) => {
      await client.hello();
      client.sendRaw(JSON.stringify({ type: "drop-all-tables", requestId: "x" }));
      expect(await client.nextError()).toMatchObject({
        code: "INVALID_INPUT",
        message: "Malformed message.",
      });
    }));

  it("a message of a known type with the wrong shape gets INVALID_INPUT", () =>
    withClient(async (client) => {
      await client.hello();
      client.sendRaw(JSON.stringify({ type: "mutation", requestId: 42, name: "decks.createDeck" }));
      expect(await client.nextError()).toMatchObject({
        code: "INVALID_INPUT",
        message: "Malformed message.",
      });
    }));

  it("a hello with another protocol version gets UNSUPPORTED_VERSION and the socket is closed", async () => {
    const client = await SyncTestClient.connect(server, { cookie: user.cookie });
    client.send({ type: "hello", v: PROTOCOL_VERSION + 1 });
    const error = await client.nextError();
    expect(error.code).toBe("UNSUPPORTED_VERSION");
    expect(error.message).toMatch(/reload/);
    expect((await client.waitForClose()).code).toBe(4000);
  });

  it("anything but hello and ping before hello is refused", () =>
    withClient(async (client) => {
      client.send({
        type: "mutation",
        requestId: "early",
        name: "decks.createDeck",
        args: { title: "Early" },
      });
      expect(await client.nextError()).toMatchObject({ code: "INVALID_INPUT", message: "Say hello first." });
      client.send({ type: "subscribe", id: "early-sub", name: "decks.getDecks", args: {} });
      expect(await client.nextError()).toMatchObject({ code: "INVALID_INPUT", message: "Say hello first." });
    }));
});

describe("bad arguments over the sync channel", () => {
  const cases: Array<[string, string, unknown, string, RegExp]> = [
    [
      "wrong type",
      "decks.createDeck",
      { title: 5 },
      "INVALID_INPUT",
      /Invalid arguments for decks.createDeck: title/,
    ],
    ["overlong title", "decks.createDeck", { title: "x".repeat(201) }, "INVALID_INPUT", /title/],
    ["unknown key", "decks.createDeck", { title: "ok", ownerId: "someone" }, "INVALID_INPUT", /ownerId/],
    ["args not an object", "decks.createDeck", "title", "INVALID_INPUT", /Invalid arguments/],
    ["unknown function", "decks.dropAll", {}, "NOT_FOUND", /Unknown function "decks.dropAll"/],
    ["query sent as a mutation", "decks.getDecks", {}, "INVALID_INPUT", /is a query/],
  ];

  it.each(cases)("%s gets a clear error and changes nothing", async (_label, name, args, code, message) => {
    const client = await SyncTestClient.open(server, { cookie: user.cookie });
    try {
      const answer = await client.call("mutation", `bad-${Math.random()}`, name, args);
      expect(answer).toMatchObject({ type: "error", code });
      expect(answer.type === "error" && answer.message).toMatch(message);
    } finally {
      await client.close();
    }
    for (const frame of client.frames) expect(frame).not.toMatch(STACK_TRACE);
    expect(await deckCount()).toBe(decksBefore);
  });

  it("a subscription with bad arguments is refused with its id", async () => {
    const client = await SyncTestClient.open(server, { cookie: user.cookie });
    try {
      client.send({ type: "subscribe", id: "bad", name: "decks.getDecks", args: { all: true } });
      expect(await client.nextError()).toMatchObject({ id: "bad", code: "INVALID_INPUT" });
    } finally {
      await client.close();
    }
  });
});

describe("bad arguments over HTTP", () => {
  const cases: Array<[string, string, unknown, number, string]> = [
    ["wrong type", "decks.createDeck", { title: 5 }, 400, "INVALID_INPUT"],
    ["overlong title", "decks.createDeck", { title: "x".repeat(201) }, 400, "INVALID_INPUT"],
    ["unknown key", "decks.createDeck", { title: "ok", ownerId: "someone" }, 400, "INVALID_INPUT"],
    ["missing title", "decks.createDeck", {}, 400, "INVALID_INPUT"],
    ["array body", "decks.createDeck", [], 400, "INVALID_INPUT"],
    ["unknown function", "decks.dropAll", {}, 404, "NOT_FOUND"],
  ];

  it.each(cases)("%s answers %s %s and changes nothing", async (_label, name, args, status, code) => {
    const response = await callFn(server, name, args, user);
    expect(response.status).toBe(status);
    expect(response.body.error?.code).toBe(code);
    expect(response.body.error?.message).toEqual(expect.any(String));
    expect(response.text).not.toMatch(STACK_TRACE);
    expect(await deckCount()).toBe(decksBefore);
  });

  it("a body that is not JSON answers 400 with a clear message", async () => {
    const response = await fetch(`${server.url}/api/fn/decks.createDeck`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: user.cookie },
      body: "{title:",
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: "INVALID_INPUT", message: "The request body is not valid JSON." },
    });
    expect(text).not.toMatch(STACK_TRACE);
    expect(await deckCount()).toBe(decksBefore);
  });

  it("a body that is not declared as JSON is refused", async () => {
    const response = await fetch(`${server.url}/api/fn/decks.createDeck`, {
      method: "POST",
      headers: { "content-type": "text/plain", cookie: user.cookie },
      body: JSON.stringify({ title: "Plain" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INVALID_INPUT");
    expect(await deckCount()).toBe(decksBefore);
  });

  it("a title of exactly 200 characters is accepted", async () => {
    const response = await callFn(server, "decks.createDeck", { title: "y".repeat(200) }, user);
    expect(response.status).toBe(200);
    expect(await deckCount()).toBe(decksBefore + 1);
  });

  it("an unknown API path answers a JSON 404", async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such endpoint." } });
  });
});
