import type { DeckWithSlides } from "@pds/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok, slideTitles, updateWhere } from "./editor-helpers.ts";
import { draft, FakeAiEngine, gate } from "./fake-ai-engine.ts";
import { SyncTestClient } from "@pds/testkit";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const GENERATION_FAILED = "Something went wrong while generating your deck. Please try again.";

const engine = new FakeAiEngine("Scripted test engine");
let server: TestServer;
let alice: SignedUpUser;
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

beforeAll(async () => {
  server = await startTestServer({ aiEngine: engine });
  alice = await signUp(server, { name: "Alice" });
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
