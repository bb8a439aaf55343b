import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draft, FakeAiEngine, gate } from "./fake-ai-engine.ts";
import { call, deckState, ok, slideTitles } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const engine = new FakeAiEngine();
const brief = { title: "Seed", startupName: "Acme", overview: "We schedule clinics." };
let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ aiEngine: engine });
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterAll(() => server?.close());

describe("ai.cancelGeneration", () => {
  it("stops a draft before its next slide, keeps what was written, and records the run as cancelled", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Seed" }, alice);
    const third = gate();
    engine.script({
      slides: [draft("Title"), draft("Problem"), draft("Solution"), draft("Why now")],
      beforeSlide: (index) => (index === 2 ? third.promise : Promise.resolve()),
    });
    const drafting = ok(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    await expect
      .poll(async () => slideTitles(await deckState(server, deckId, alice)))
      .toEqual(["Title", "Problem"]);

    expect((await call(server, "ai.cancelGeneration", { deckId }, bob)).status).toBe(404);
    await ok(server, "ai.cancelGeneration", { deckId }, alice);
    third.open();

    expect(await drafting).toEqual({ slides: 2, cancelled: true });
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual(["Title", "Problem"]);
    const status = await ok(server, "ai.getGenerationStatus", { deckId }, alice);
    expect(status).toMatchObject({ status: "cancelled", error: "Stopped by you." });
  });

  it("stops a draft whose engine is still thinking at once, without waiting for a slide", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Thinking" }, alice);
    engine.script({ slides: [draft("Title")], hang: true });
    const drafting = ok(server, "ai.generateDeckFromBrief", { deckId, ...brief }, alice);
    await expect
      .poll(async () => (await ok(server, "ai.getGenerationStatus", { deckId }, alice))?.status)
      .toBe("running");
    await ok(server, "ai.cancelGeneration", { deckId }, alice);

    expect(await drafting).toEqual({ slides: 0, cancelled: true });
    expect(engine.yielded).toBe(0);
    const status = await ok(server, "ai.getGenerationStatus", { deckId }, alice);
    expect(status).toMatchObject({ status: "cancelled", error: "Stopped by you." });
  });

  it("does nothing when no draft is running", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Idle" }, alice);
    await ok(server, "ai.cancelGeneration", { deckId }, alice);
    expect(await ok(server, "ai.getGenerationStatus", { deckId }, alice)).toBeNull();
  });
});
