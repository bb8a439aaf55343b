import type { Message } from "@pds/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok, slideTitles, updateWhere } from "./editor-helpers.ts";
import { FakeAiEngine } from "./fake-ai-engine.ts";
import { SyncTestClient } from "@pds/testkit";
import { signUp, STACK_TRACE, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const SEND_FAILED = "Failed to send message. Please try again.";

const engine = new FakeAiEngine("Scripted test engine");
let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
const open: SyncTestClient[] = [];

async function socket(user: SignedUpUser): Promise<SyncTestClient> {
  const client = await SyncTestClient.open(server, { cookie: user.cookie });
  open.push(client);
  return client;
}

const messagesOf = (deckId: string, user: SignedUpUser = alice) =>
  ok(server, "messages.getMessages", { deckId }, user);

beforeAll(async () => {
  server = await startTestServer({ aiEngine: engine });
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterEach(async () => {
  engine.release();
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => server?.close());

describe("ai.chatWithAI", () => {
  it("stores the founder's message and the assistant's reply, in order", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Chatty" }, alice);
    engine.script({ reply: "Here is what I think about your deck.", chunkSize: 3 });
    const result = await ok(server, "ai.chatWithAI", { deckId, userMessage: "  How does it look?  " }, alice);
    expect(result).toEqual({ reply: "Here is what I think about your deck.", changes: 0 });
    expect(engine.chats[0]).toMatchObject({
      message: "How does it look?",
      deck: { title: "Chatty", slides: [] },
    });

    const messages = await messagesOf(deckId);
    expect(messages.map(({ role, content, status }) => ({ role, content, status }))).toEqual([
      { role: "user", content: "How does it look?", status: "done" },
      { role: "assistant", content: "Here is what I think about your deck.", status: "done" },
    ]);

    engine.script({ reply: "Second answer." });
    await ok(server, "ai.chatWithAI", { deckId, userMessage: "And now?" }, alice);
    expect(engine.chats[0]?.history).toEqual([
      { role: "user", content: "How does it look?" },
      { role: "assistant", content: "Here is what I think about your deck." },
    ]);
    const all: Message[] = await messagesOf(deckId);
    expect(all.map((message) => `${message.role}:${message.content}`)).toEqual([
      "user:How does it look?",
      "assistant:Here is what I think about your deck.",
      "user:And now?",
      "assistant:Second answer.",
    ]);
  });

  it("shows the founder's message and a streaming reply while the engine is still thinking", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Thinking" }, alice);
    const watcher = await socket(alice);
    await watcher.subscribe("messages", "messages.getMessages", { deckId });
    engine.script({ hang: true, reply: "Finally." });
    const pending = call(server, "ai.chatWithAI", { deckId, userMessage: "Are you there?" }, alice);
    const during = await updateWhere<Message[]>(watcher, "messages", (list) => list.length === 2);
    expect(during.map(({ role, status }) => [role, status])).toEqual([
      ["user", "done"],
      ["assistant", "streaming"],
    ]);
    engine.release();
    expect((await pending).body.result).toEqual({ reply: "Finally.", changes: 0 });
    const after = await updateWhere<Message[]>(watcher, "messages", (list) => list[1]?.status === "done");
    expect(after[1]?.content).toBe("Finally.");
  });

  it("applies createSlide, updateSlide, deleteSlide, reorderSlides and renameDeck operations", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Before copilot", [
      "Intro",
      "Problem",
      "Old",
    ]);
    const [intro, problem, old] = slideIds as [string, string, string];
    engine.script({
      reply: "I made four changes.",
      operations: [
        { type: "createSlide", title: "Pricing", content: "Per seat\nAnnual plans", notes: "", position: 1 },
        { type: "updateSlide", slideId: problem, content: "Decks take weeks\nInvestors skim" },
        { type: "deleteSlide", slideId: old },
        { type: "renameDeck", title: "After copilot" },
      ],
    });
    expect(await ok(server, "ai.chatWithAI", { deckId, userMessage: "Improve it" }, alice)).toEqual({
      reply: "I made four changes.",
      changes: 4,
    });
    let state = await deckState(server, deckId, alice);
    expect(state?.deck).toMatchObject({ title: "After copilot", version: 2 });
    expect(slideTitles(state)).toEqual(["Intro", "Pricing", "Problem"]);
    expect(state?.slides[2]).toMatchObject({
      _id: problem,
      title: "Problem",
      content: "Decks take weeks\nInvestors skim",
      // The copilot's edit bumps the version like any other write: an open editor's older copy is stale.
      version: 2,
    });
    expect(engine.chats[0]?.deck.slides.map((slide) => slide.id)).toEqual(slideIds);

    const pricing = state?.slides[1]?._id ?? "";
    engine.script({
      reply: "Moved pricing last.",
      operations: [{ type: "reorderSlides", slideIds: [intro, problem, pricing] }],
    });
    expect(await ok(server, "ai.chatWithAI", { deckId, userMessage: "Pricing last" }, alice)).toMatchObject({
      changes: 1,
    });
    state = await deckState(server, deckId, alice);
    expect(slideTitles(state)).toEqual(["Intro", "Problem", "Pricing"]);
    expect(state?.slides.map((slide) => slide.position)).toEqual([0, 1, 2]);
  });

  it("ignores operations naming a slide of another deck or of another user", async () => {
    const target = await deckWithSlides(server, alice, "Talked about", ["Mine"]);
    const otherDeck = await deckWithSlides(server, alice, "Alice's other deck", ["Untouchable"]);
    const bobsDeck = await deckWithSlides(server, bob, "Bob's deck", ["Bob's slide"]);
    const snapshots = async () => ({
      target: await deckState(server, target.deckId, alice),
      other: await deckState(server, otherDeck.deckId, alice),
      bobs: await deckState(server, bobsDeck.deckId, bob),
    });
    const before = await snapshots();
    engine.script({
      reply: "Done.",
      operations: [
        { type: "updateSlide", slideId: otherDeck.slideIds[0]!, title: "Hijacked" },
        { type: "deleteSlide", slideId: otherDeck.slideIds[0]! },
        { type: "updateSlide", slideId: bobsDeck.slideIds[0]!, content: "Hijacked" },
        { type: "deleteSlide", slideId: bobsDeck.slideIds[0]! },
        { type: "reorderSlides", slideIds: [bobsDeck.slideIds[0]!] },
        { type: "reorderSlides", slideIds: [target.slideIds[0]!, otherDeck.slideIds[0]!] },
      ],
    });
    const result = await ok(
      server,
      "ai.chatWithAI",
      { deckId: target.deckId, userMessage: "Mess around" },
      alice,
    );
    expect(result.changes).toBe(0);
    expect(result.reply).toContain("could not be applied");
    expect(await snapshots()).toEqual(before);
  });

  it("an engine failure is UPSTREAM_FAILED and leaves no messages behind", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Unlucky", ["A"]);
    engine.script({
      reply: "A partial reply that never finishes",
      chunkSize: 2,
      chatFails: true,
      operations: [],
    });
    const before = await deckState(server, deckId, alice);
    const response = await call(server, "ai.chatWithAI", { deckId, userMessage: "Hello?" }, alice);
    expect(response.status).toBe(502);
    expect(response.body.error).toEqual({ code: "UPSTREAM_FAILED", message: SEND_FAILED });
    expect(engine.chats).toHaveLength(1);
    expect(await messagesOf(deckId)).toEqual([]);
    expect(await deckState(server, deckId, alice)).toEqual(before);

    const client = await socket(alice);
    const answer = await client.call("action", "chat-fail", "ai.chatWithAI", {
      deckId,
      userMessage: "Again?",
    });
    expect(answer).toEqual({
      type: "error",
      requestId: "chat-fail",
      code: "UPSTREAM_FAILED",
      message: SEND_FAILED,
    });
    for (const frame of client.frames) expect(frame).not.toMatch(STACK_TRACE);
    expect(await messagesOf(deckId)).toEqual([]);
  });

  it.each([
    ["only spaces", " ".repeat(20)],
    ["empty", ""],
    ["over 1000 characters", "m".repeat(1001)],
  ])("a message that is %s is INVALID_INPUT and nothing is stored", async (_label, userMessage) => {
    const deckId = await ok(server, "decks.createDeck", { title: "Quiet" }, alice);
    engine.script({ reply: "Should not be asked." });
    const response = await call(server, "ai.chatWithAI", { deckId, userMessage }, alice);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("INVALID_INPUT");
    expect(engine.calls).toBe(0);
    expect(await messagesOf(deckId)).toEqual([]);
  });

  it("a message of exactly 1000 characters after trimming is accepted", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Long message" }, alice);
    engine.script({ reply: "Read it all." });
    const userMessage = `  ${"w".repeat(1000)}  `;
    await ok(server, "ai.chatWithAI", { deckId, userMessage }, alice);
    expect((await messagesOf(deckId))[0]?.content).toBe("w".repeat(1000));
  });

  it("another user can neither read a deck's messages nor post to it, and nothing is stored", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Private chat" }, alice);
    engine.script({ reply: "For Alice only." });
    await ok(server, "ai.chatWithAI", { deckId, userMessage: "Secret question" }, alice);
    const before = await messagesOf(deckId);
    expect(before).toHaveLength(2);

    engine.script({ reply: "For Bob.", operations: [{ type: "renameDeck", title: "Bob was here" }] });
    expect(await ok(server, "messages.getMessages", { deckId }, bob)).toEqual([]);
    const posted = await call(server, "ai.chatWithAI", { deckId, userMessage: "Let me in" }, bob);
    expect(posted.status).toBe(404);
    expect(posted.body.error?.code).toBe("NOT_FOUND");

    const client = await socket(bob);
    expect(await client.subscribe("m", "messages.getMessages", { deckId })).toEqual({
      type: "update",
      id: "m",
      result: [],
    });
    expect(
      await client.call("action", "bob-chat", "ai.chatWithAI", { deckId, userMessage: "Socket" }),
    ).toMatchObject({
      type: "error",
      code: "NOT_FOUND",
    });
    expect(engine.calls).toBe(0);
    expect(await messagesOf(deckId)).toEqual(before);
    expect((await deckState(server, deckId, alice))?.deck.title).toBe("Private chat");
  });
});
