import { SyncTestClient, until, VoiceTestClient } from "@pds/testkit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearerHeaders } from "../src/auth/bearer-token.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  server = await startTestServer({ onLog: (entry) => logged.push(entry) });
  founder = await signUp(server);
});
afterAll(() => server.close());
beforeEach(() => {
  logged.length = 0;
});

/** Tokens no header can carry: `new Headers` throws on the first three, the last is not a Latin-1 string. */
const malformed = () => [
  `${founder.token}\u0000`,
  `${founder.token}\r\nx-evil: 1`,
  `abc\ndef`,
  `${founder.token}\u0100`,
];

describe("a socket token that is not a valid header value", () => {
  it("is no token at all", () => {
    for (const token of malformed()) expect(bearerHeaders(token)).toBeNull();
    expect(bearerHeaders("\u0001abc")).toBeNull();
    expect(bearerHeaders("has space")).toBeNull();
    expect(bearerHeaders(founder.token)?.get("authorization")).toBe(`Bearer ${founder.token}`);
  });

  it("voice start answers UNAUTHORIZED and closes, not INTERNAL", async () => {
    for (const token of malformed()) {
      const client = await VoiceTestClient.connect(server, { origin: server.origin });
      client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle", token });
      const error = await client.waitFor("error");
      expect({ code: error.code, message: error.message }).toEqual({
        code: "UNAUTHORIZED",
        message: "Sign in to continue.",
      });
      await until(() => client.closed, "the socket to close");
    }
    expect(logged.filter((entry) => entry.level === "error")).toEqual([]);
  });

  it("sync hello is welcomed as signed out, and calls answer UNAUTHORIZED", async () => {
    for (const token of malformed()) {
      const client = await SyncTestClient.connect(server);
      try {
        expect((await client.hello(token)).userId).toBeNull();
        expect(await client.subscribeRaw("s1", "decks.getDecks", {})).toMatchObject({
          type: "error",
          code: "UNAUTHORIZED",
        });
      } finally {
        await client.close();
      }
    }
    expect(logged.filter((entry) => entry.level === "error")).toEqual([]);
  });

  it("the same token without the stray character still signs in on both sockets", async () => {
    const voice = await VoiceTestClient.connect(server, { origin: server.origin });
    voice.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle", token: founder.token });
    await voice.waitFor("ready");
    voice.send({ type: "stop" });
    await voice.waitFor("ended");
    const sync = await SyncTestClient.connect(server);
    try {
      expect((await sync.hello(founder.token)).userId).toBe(founder.id);
    } finally {
      await sync.close();
    }
  });
});
