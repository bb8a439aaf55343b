import type { Deck } from "@pds/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import { callFn, signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
const open: SyncTestClient[] = [];

async function client(user: SignedUpUser, mode: "cookie" | "token" = "cookie"): Promise<SyncTestClient> {
  const socket = await SyncTestClient.open(
    server,
    mode === "cookie" ? { cookie: user.cookie } : { token: user.token },
  );
  open.push(socket);
  return socket;
}

const titles = (result: unknown) => (result as Deck[]).map((deck) => deck.title);

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(() => server?.close());

describe("live queries", () => {
  it("a subscriber sees a deck the same user creates over HTTP, and another user's subscriber sees nothing", async () => {
    const watcher = await client(alice);
    const stranger = await client(bob);
    const initial = await watcher.subscribe("decks", "decks.getDecks", {});
    expect(initial.type).toBe("update");
    const before = initial.type === "update" ? titles(initial.result) : [];
    expect(await stranger.subscribe("decks", "decks.getDecks", {})).toMatchObject({ result: [] });

    const created = await callFn(server, "decks.createDeck", { title: "Made over HTTP" }, alice);
    expect(created.status).toBe(200);
    const update = await watcher.nextUpdate("decks");
    expect(titles(update.result)).toEqual(["Made over HTTP", ...before]);
    expect((update.result as Deck[])[0]?._id).toBe(created.body.result);

    // Bob's own change is the next thing his subscription reports: nothing of Alice's came before it.
    await callFn(server, "decks.createDeck", { title: "Bob's own" }, bob);
    const bobUpdate = await stranger.nextUpdate("decks");
    expect(titles(bobUpdate.result)).toEqual(["Bob's own"]);
    await stranger.roundTrip();
    expect(stranger.unread()).toEqual([]);
  });

  it("a subscriber sees a deck the same user creates on another socket (bearer token mode)", async () => {
    const watcher = await client(alice);
    const writer = await client(alice, "token");
    const initial = await watcher.subscribe("decks", "decks.getDecks", {});
    const count = initial.type === "update" ? (initial.result as Deck[]).length : -1;

    const answer = await writer.mutation("live-1", "decks.createDeck", { title: "From another tab" });
    expect(answer.type).toBe("result");
    const update = await watcher.nextUpdate("decks");
    expect(update.result).toHaveLength(count + 1);
    expect((update.result as Deck[])[0]).toMatchObject({
      _id: answer.type === "result" ? answer.result : "",
      title: "From another tab",
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
  });

  it("a blank title becomes the default title", async () => {
    const writer = await client(alice);
    const answer = await writer.mutation("blank-title", "decks.createDeck", { title: "   " });
    expect(answer.type).toBe("result");
    const decks = await callFn(server, "decks.getDecks", {}, alice);
    expect(titles(decks.body.result)).toContain("My Pitch Deck");
  });

  it("after unsubscribe no more updates arrive for that subscription", async () => {
    const watcher = await client(alice);
    await watcher.subscribe("decks", "decks.getDecks", {});
    watcher.send({ type: "unsubscribe", id: "decks" });
    await watcher.roundTrip();
    const other = await client(alice);
    await other.subscribe("decks-2", "decks.getDecks", {});
    await callFn(server, "decks.createDeck", { title: "After unsubscribe" }, alice);
    await other.nextUpdate("decks-2");
    await watcher.roundTrip();
    expect(watcher.unread()).toEqual([]);
  });
});

describe("exactly-once mutations", () => {
  it("a resend of the same request id on a new socket is answered, not applied again", async () => {
    const requestId = `once-${Date.now()}`;
    const before = ((await callFn(server, "decks.getDecks", {}, alice)).body.result as Deck[]).length;

    const first = await client(alice);
    const original = await first.mutation(requestId, "decks.createDeck", { title: "Exactly once" });
    expect(original.type).toBe("result");
    await first.close();

    // The client reconnects and resends what it never saw acknowledged.
    const second = await client(alice);
    const resent = await second.mutation(requestId, "decks.createDeck", { title: "Exactly once" });
    expect(resent).toEqual(original);

    const decks = (await callFn(server, "decks.getDecks", {}, alice)).body.result as Deck[];
    expect(decks).toHaveLength(before + 1);
    expect(decks.filter((deck) => deck.title === "Exactly once")).toHaveLength(1);
  });

  it("a resend of a delete whose first try was applied gets the first answer, not NOT_FOUND; a failure is not stored", async () => {
    const deckId = (await callFn(server, "decks.createDeck", { title: "Delete once" }, alice)).body
      .result as string;
    const requestId = `delete-once-${Date.now()}`;
    const first = await client(alice);
    const original = await first.mutation(requestId, "decks.deleteDeck", { deckId });
    expect(original.type).toBe("result");
    const resent = await (await client(alice)).mutation(requestId, "decks.deleteDeck", { deckId });
    expect(resent).toEqual(original);

    // A request that failed left no answer behind: the same id, sent again, fails again.
    const failing = `delete-missing-${Date.now()}`;
    const socket = await client(alice);
    const refused = await socket.mutation(failing, "decks.deleteDeck", { deckId });
    expect(refused).toMatchObject({ type: "error", code: "NOT_FOUND" });
    expect(await socket.mutation(failing, "decks.deleteDeck", { deckId })).toMatchObject({
      type: "error",
      code: "NOT_FOUND",
    });
  });

  it("the same request id over HTTP (Idempotency-Key) is applied once", async () => {
    const key = `http-once-${Date.now()}`;
    const headers = { "idempotency-key": key };
    const first = await callFn(server, "decks.createDeck", { title: "HTTP once" }, alice, headers);
    const again = await callFn(server, "decks.createDeck", { title: "HTTP once" }, alice, headers);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const decks = (await callFn(server, "decks.getDecks", {}, alice)).body.result as Deck[];
    expect(decks.filter((deck) => deck.title === "HTTP once")).toHaveLength(1);
  });

  it("another user reusing a request id gets their own mutation applied", async () => {
    // Request ids are the caller's own: a guessed or colliding id must neither block nor replay another user's.
    const requestId = `shared-${Date.now()}`;
    const aliceSocket = await client(alice);
    const aliceAnswer = await aliceSocket.mutation(requestId, "decks.createDeck", { title: "Alice first" });
    expect(aliceAnswer.type).toBe("result");
    const bobSocket = await client(bob);
    const bobAnswer = await bobSocket.mutation(requestId, "decks.createDeck", { title: "Bob second" });
    expect(bobAnswer).toMatchObject({ type: "result", requestId });
    expect(bobAnswer).not.toEqual(aliceAnswer);
    const bobDecks = (await callFn(server, "decks.getDecks", {}, bob)).body.result as Deck[];
    expect(bobDecks.filter((deck) => deck.title === "Bob second")).toHaveLength(1);
  });

  it("two users sending the same Idempotency-Key each get their own mutation applied, once", async () => {
    const headers = { "idempotency-key": `shared-http-${Date.now()}` };
    const aliceFirst = await callFn(server, "decks.createDeck", { title: "Alice keyed" }, alice, headers);
    const bobFirst = await callFn(server, "decks.createDeck", { title: "Bob keyed" }, bob, headers);
    const bobAgain = await callFn(server, "decks.createDeck", { title: "Bob keyed" }, bob, headers);
    expect(aliceFirst.status).toBe(200);
    expect(bobFirst.status).toBe(200);
    expect(bobFirst.body.result).not.toEqual(aliceFirst.body.result);
    expect(bobAgain.body).toEqual(bobFirst.body);
    const decksOf = async (user: SignedUpUser) =>
      titles((await callFn(server, "decks.getDecks", {}, user)).body.result);
    expect((await decksOf(alice)).filter((title) => title === "Alice keyed")).toHaveLength(1);
    expect((await decksOf(bob)).filter((title) => title === "Bob keyed")).toHaveLength(1);
  });
});
