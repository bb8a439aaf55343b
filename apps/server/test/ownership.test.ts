import { randomUUID } from "node:crypto";
import { schema } from "@pds/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import { callFn, signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
let aliceDeckId: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
  const created = await callFn(server, "decks.createDeck", { title: "Alice's secret deck" }, alice);
  aliceDeckId = created.body.result as string;
  await server.database.db.insert(schema.voiceConversations).values({
    id: randomUUID(),
    ownerId: alice.id,
    firmTag: "YC",
    deckId: aliceDeckId,
    transcript: [{ role: "user", content: "We make decks." }],
    metrics: null,
    createdAt: Date.now(),
  });
});
afterAll(() => server?.close());

describe("one user's data is invisible to another", () => {
  it("the owner sees her deck and her voice session", async () => {
    const decks = await callFn(server, "decks.getDecks", {}, alice);
    expect(decks.body.result).toEqual([
      expect.objectContaining({ _id: aliceDeckId, title: "Alice's secret deck" }),
    ]);
    const voice = await callFn(server, "voiceai.getRecentConversations", {}, alice);
    expect(voice.body.result).toEqual([expect.objectContaining({ firmTag: "YC" })]);
  });

  it("another user lists no decks and no voice sessions over HTTP", async () => {
    const decks = await callFn(server, "decks.getDecks", {}, bob);
    expect(decks.status).toBe(200);
    expect(decks.body.result).toEqual([]);
    const voice = await callFn(server, "voiceai.getRecentConversations", {}, { token: bob.token });
    expect(voice.status).toBe(200);
    expect(voice.body.result).toEqual([]);
  });

  it("another user's live queries return only his own rows", async () => {
    const client = await SyncTestClient.open(server, { cookie: bob.cookie });
    try {
      expect(await client.subscribe("decks", "decks.getDecks", {})).toEqual({
        type: "update",
        id: "decks",
        result: [],
      });
      expect(await client.subscribe("voice", "voiceai.getRecentConversations", {})).toEqual({
        type: "update",
        id: "voice",
        result: [],
      });
    } finally {
      await client.close();
    }
  });

  it("each user's getCurrentUser is himself", async () => {
    const me = await callFn(server, "auth.getCurrentUser", {}, bob);
    expect(me.body.result).toEqual({ _id: bob.id, name: "Bob", email: bob.email });
  });

  it("a deck created by another user does not show up in the owner's list", async () => {
    await callFn(server, "decks.createDeck", { title: "Bob's deck" }, bob);
    const decks = await callFn(server, "decks.getDecks", {}, alice);
    expect((decks.body.result as Array<{ title: string }>).map((d) => d.title)).toEqual([
      "Alice's secret deck",
    ]);
  });
});
