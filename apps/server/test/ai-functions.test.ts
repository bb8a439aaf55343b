import type { DeckWithSlides, Message } from "@pds/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok, slideTitles, updateWhere } from "./editor-helpers.ts";
import { draft, FakeAiEngine, gate } from "./fake-ai-engine.ts";
import { SyncTestClient } from "@pds/testkit";
import { signUp, STACK_TRACE, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const GENERATION_FAILED = "Something went wrong while generating your deck. Please try again.";
const SEND_FAILED = "Failed to send message. Please try again.";

const engine = new FakeAiEngine("Scripted test engine");
let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
const open: SyncTestClient[] = [];

const brief = {
  title: "Acme Seed Deck",
  startupName: "Acme",
  overview: "Acme turns briefs into pitch decks.",
};
const drafted = ["Acme", "Problem", "Solution", "Market", "Ask"].map((title) => draft(title));

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

describe("ai.getEngineInfo", () => {
  it("names the injected engine", async () => {
    expect(await ok(server, "ai.getEngineInfo", {}, alice)).toEqual({
      kind: "model",
      label: "Scripted test engine",
    });
  });
});

describe("ai.generateDeckFromBrief", () => {
  it("writes the drafted slides in order, saves the brief and the deck title, and reports the count", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Untitled" }, alice);
    engine.script({ slides: drafted });
    const result = await ok(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    expect(result).toEqual({ slides: 5, cancelled: false });
    expect(engine.drafts).toEqual([brief]);

    const state = await deckState(server, deckId, alice);
    expect(state?.deck.title).toBe("Acme Seed Deck");
    expect(
      state?.slides.map(({ position, title, content, notes }) => ({ position, title, content, notes })),
    ).toEqual(drafted.map((slide, position) => ({ position, ...slide })));
    expect(await ok(server, "briefs.getBrief", { deckId }, alice)).toMatchObject(brief);
    expect(await ok(server, "ai.getGenerationStatus", { deckId }, alice)).toMatchObject({
      status: "succeeded",
      slidesWritten: 5,
      error: null,
      finishedAt: expect.any(Number),
    });
  });

  it("refuses a deck that already has slides with CONFLICT, unless replaceExisting is true", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Has slides", ["Mine 1", "Mine 2"]);
    const before = await deckState(server, deckId, alice);
    engine.script({ slides: drafted.slice(0, 3) });

    for (const replaceExisting of [undefined, false]) {
      const refused = await call(
        server,
        "ai.generateDeckFromBrief",
        { deckId, ...brief, replaceExisting },
        alice,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe("CONFLICT");
      expect(refused.body.error?.message).toMatch(/already has slides/);
    }
    expect(engine.calls).toBe(0);
    expect(await deckState(server, deckId, alice)).toEqual(before);
    expect(await ok(server, "briefs.getBrief", { deckId }, alice)).toBeNull();

    expect(
      await ok(server, "ai.generateDeckFromBrief", { deckId, ...brief, replaceExisting: true }, alice),
    ).toEqual({
      slides: 3,
      cancelled: false,
    });
    const state = await deckState(server, deckId, alice);
    expect(slideTitles(state)).toEqual(["Acme", "Problem", "Solution"]);
    expect(state?.slides.some((slide) => slideIds.includes(slide._id))).toBe(false);
  });

  it("a failure after 2 slides is UPSTREAM_FAILED, keeps the 2 whole slides, and the status says failed", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Will fail" }, alice);
    engine.script({ slides: drafted, failAfter: 2 });
    const response = await call(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    expect(response.status).toBe(502);
    expect(response.body.error).toEqual({ code: "UPSTREAM_FAILED", message: GENERATION_FAILED });

    const state = await deckState(server, deckId, alice);
    expect(
      state?.slides.map(({ position, title, content, notes }) => ({ position, title, content, notes })),
    ).toEqual(drafted.slice(0, 2).map((slide, position) => ({ position, ...slide })));
    expect(await ok(server, "ai.getGenerationStatus", { deckId }, alice)).toMatchObject({
      status: "failed",
      slidesWritten: 2,
      finishedAt: expect.any(Number),
    });
    expect(await ok(server, "briefs.getBrief", { deckId }, alice)).toMatchObject(brief);

    // The founder can try again; replacing the partial draft needs the same confirmation.
    engine.script({ slides: drafted });
    const retry = await call(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    expect(retry.body.error?.code).toBe("CONFLICT");
    expect(
      await ok(server, "ai.generateDeckFromBrief", { deckId, ...brief, replaceExisting: true }, alice),
    ).toEqual({
      slides: 5,
      cancelled: false,
    });
    expect(await ok(server, "ai.getGenerationStatus", { deckId }, alice)).toMatchObject({
      status: "succeeded",
    });
  });

  it("an engine that yields nothing is a failure, not an empty success", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Empty draft" }, alice);
    engine.script({ slides: [] });
    const response = await call(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    expect(response.body.error).toEqual({ code: "UPSTREAM_FAILED", message: GENERATION_FAILED });
    expect((await deckState(server, deckId, alice))?.slides).toEqual([]);
    expect(await ok(server, "ai.getGenerationStatus", { deckId }, alice)).toMatchObject({
      status: "failed",
      slidesWritten: 0,
    });
  });

  it("a subscriber sees the first slide before the engine has yielded the last", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Streaming" }, alice);
    const watcher = await socket(alice);
    await watcher.subscribe("deck", "decks.getDeckWithSlidesByStringId", { deckId });
    const status = await socket(alice);
    await status.subscribe("status", "ai.getGenerationStatus", { deckId });
    const last = gate();
    const lastIndex = drafted.length - 1;
    engine.script({
      slides: drafted,
      beforeSlide: (index) => (index === lastIndex ? last.promise : Promise.resolve()),
    });

    const writer = await socket(alice);
    const answer = writer.call("action", "generate", "ai.generateDeckFromBrief", { deckId, ...brief });
    const first = await updateWhere<DeckWithSlides | null>(
      watcher,
      "deck",
      (r) => (r?.slides.length ?? 0) >= 1,
    );
    expect(first?.slides[0]?.title).toBe("Acme");
    expect(engine.yielded).toBeLessThan(drafted.length);
    await updateWhere<{ status: string; slidesWritten: number } | null>(
      status,
      "status",
      (r) => r?.status === "running" && r.slidesWritten === lastIndex,
    );

    last.open();
    expect(await answer).toEqual({
      type: "result",
      requestId: "generate",
      result: { slides: drafted.length, cancelled: false },
    });
    const full = await updateWhere<DeckWithSlides | null>(
      watcher,
      "deck",
      (r) => r?.slides.length === drafted.length,
    );
    expect(slideTitles(full)).toEqual(drafted.map((slide) => slide.title));
    await updateWhere<{ status: string } | null>(status, "status", (r) => r?.status === "succeeded");
  });

  it("a second draft of the same deck while one is running is refused", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Busy" }, alice);
    const hold = gate();
    engine.script({ slides: drafted.slice(0, 2), beforeSlide: () => hold.promise });
    const status = await socket(alice);
    await status.subscribe("status", "ai.getGenerationStatus", { deckId });
    const running = call(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    await updateWhere<{ status: string } | null>(status, "status", (r) => r?.status === "running");
    const second = await call(
      server,
      "ai.generateDeckFromBrief",
      { deckId, ...brief, replaceExisting: true },
      alice,
    );
    expect(second.body.error?.code).toBe("CONFLICT");
    hold.open();
    expect((await running).body.result).toEqual({ slides: 2, cancelled: false });
  });
});

describe("the hourly generation quota", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ aiEngine: engine, env: { AI_GENERATIONS_PER_HOUR: "2" } });
  });
  afterAll(() => limited?.close());

  it("refuses the third draft in an hour with RATE_LIMITED and a clear message, changing nothing", async () => {
    const founder = await signUp(limited, { name: "Busy Founder" });
    engine.script({ slides: drafted.slice(0, 2) });
    const decks: string[] = [];
    for (let i = 0; i < 3; i++)
      decks.push(await ok(limited, "decks.createDeck", { title: `Deck ${i}` }, founder));
    for (const deckId of decks.slice(0, 2)) {
      expect(await ok(limited, "ai.generateDeckFromBrief", { deckId, ...brief }, founder)).toEqual({
        slides: 2,
        cancelled: false,
      });
    }
    engine.script({ slides: drafted });
    const third = await call(limited, "ai.generateDeckFromBrief", { deckId: decks[2]!, ...brief }, founder);
    expect(third.status).toBe(429);
    expect(third.body.error).toEqual({
      code: "RATE_LIMITED",
      message: "You have reached the limit of 2 deck drafts per hour. Please try again later.",
    });
    expect(engine.calls).toBe(0);
    const state = await deckState(limited, decks[2]!, founder);
    expect(state).toMatchObject({ deck: { title: "Deck 2" }, slides: [] });
    expect(await ok(limited, "briefs.getBrief", { deckId: decks[2]! }, founder)).toBeNull();

    // The quota is per user: another founder on the same server may still draft.
    const other = await signUp(limited, { name: "Other Founder" });
    const otherDeck = await ok(limited, "decks.createDeck", { title: "Other" }, other);
    expect(await ok(limited, "ai.generateDeckFromBrief", { deckId: otherDeck, ...brief }, other)).toEqual({
      slides: drafted.length,
      cancelled: false,
    });
  });
});

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
    expect(state?.deck.title).toBe("After copilot");
    expect(slideTitles(state)).toEqual(["Intro", "Pricing", "Problem"]);
    expect(state?.slides[2]).toMatchObject({
      _id: problem,
      title: "Problem",
      content: "Decks take weeks\nInvestors skim",
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
