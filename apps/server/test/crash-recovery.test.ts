import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deckJson, startFakeOpenAiServer, VoiceTestClient, type FakeOpenAiServer } from "@pds/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fn, ok, signUp, startServerProcess, type Founder, type ServerProcess } from "./server-process.ts";

// A chaos test over the real process: the server is killed with SIGKILL while a deck draft, a research run,
// a live practice session and a review's feedback are all under way, then started again on the same
// embedded database. The founder must be able to start each of them again at once.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pds-crash-"));
let model: FakeOpenAiServer;
/** Until the kill the model never answers, so every piece of work stays in progress. */
let modelHangs = true;
let server: ServerProcess | null = null;

const start = async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.baseURL,
    AI_MODEL: "fake-model",
    AI_MAX_RETRIES: "0",
    RATE_LIMIT_ENABLED: "false",
    VOICE_MAX_CONCURRENT: "1",
  });
  return server.url;
};

beforeAll(async () => {
  model = await startFakeOpenAiServer({
    fallback: () =>
      modelHangs ? { kind: "hang" } : { kind: "status", status: 500, body: "no scripted response" },
  });
});
afterAll(async () => {
  await server?.killHard();
  await model?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const brief = { title: "Acme Seed", startupName: "Acme", overview: "Acme turns briefs into decks." };

/** Start a practice session: "ready", or the code it was refused with. */
async function practice(founder: Founder) {
  const client = await VoiceTestClient.connect(founder, { origin: founder.url, cookie: founder.cookie });
  client.ws.on("error", () => undefined);
  client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
  const answer = await client.waitFor("ready", () => true, 60_000).catch(() => null);
  const error = client.messages.find((m) => m.type === "error");
  return { client, outcome: error ? error.code : answer ? "ready" : "no answer" };
}

async function researchDeck(founder: Founder) {
  const deckId = await ok<string>(founder, "decks.createDeck", { title: "Acme research" });
  await ok(founder, "slides.createSlide", { deckId, title: "Market", content: "Agencies first" });
  await ok(founder, "sources.addSource", {
    deckId,
    title: "Agency survey",
    text: "There are 120,000 marketing agencies in the US.",
  });
  return deckId;
}

const transcript = [
  { role: "assistant", content: "What are you making?" },
  { role: "user", content: "Acme turns a founder's brief into an investor deck. We have 40 paying teams." },
];

// The PostgreSQL stage re-runs the server project; this test drives its own embedded database (where the
// boot sweep ends every orphaned run at once), so it runs in the PGlite stage only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a server killed with SIGKILL mid-work", () => {
  it("comes back with the draft and the research failed, the practice slot free and the review still to write; each starts again at once", async () => {
    const first = await start();
    const founder = await signUp(first);
    const draftDeck = await ok<string>(founder, "decks.createDeck", { title: "Acme Seed" });
    const researchDeckId = await researchDeck(founder);
    const conversationId = await ok<string>(founder, "voiceai.saveConversation", {
      firmTag: "YC",
      transcript,
    });

    void fn(founder, "ai.generateDeckFromBrief", { deckId: draftDeck, ...brief }).catch(() => undefined);
    void fn(founder, "research.startResearch", { deckId: researchDeckId }).catch(() => undefined);
    void fn(founder, "voiceai.generateSessionFeedback", { conversationId }).catch(() => undefined);
    const live = await practice(founder);
    expect(live.outcome).toBe("ready");
    await expect
      .poll(async () => [
        await ok(founder, "ai.getGenerationStatus", { deckId: draftDeck }),
        await ok(founder, "research.getResearchStatus", { deckId: researchDeckId }),
      ])
      .toMatchObject([{ status: "running" }, { status: "running" }]);
    await expect.poll(() => model.requests.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

    await server?.killHard();
    modelHangs = false;
    const again = { ...founder, url: await start() };

    expect(await ok(again, "ai.getGenerationStatus", { deckId: draftDeck })).toMatchObject({
      status: "failed",
      error: "The draft stopped unexpectedly. Please start it again.",
    });
    expect(await ok(again, "research.getResearchStatus", { deckId: researchDeckId })).toMatchObject({
      status: "failed",
    });
    const review = await ok<{ metrics: { feedbackOrigin: unknown } }>(again, "voiceai.getConversation", {
      conversationId,
    });
    expect(review.metrics.feedbackOrigin).toMatchObject({ source: "rule-based", pending: true });

    // The session the kill cut off no longer holds the founder's only practice slot.
    const next = await practice(again);
    expect(next.outcome).toBe("ready");
    next.client.send({ type: "stop" });
    await next.client.waitFor("ended");

    model.enqueue({ kind: "text", text: deckJson([{ title: "Acme", content: "- Decks from briefs" }]) });
    expect(await ok(again, "ai.generateDeckFromBrief", { deckId: draftDeck, ...brief })).toMatchObject({
      cancelled: false,
    });
    expect(await ok(again, "ai.getGenerationStatus", { deckId: draftDeck })).toMatchObject({
      status: "succeeded",
    });

    // The model now fails, so research finds its facts by rule and still finishes.
    await ok(again, "research.startResearch", { deckId: researchDeckId });
    expect(await ok(again, "research.getResearchStatus", { deckId: researchDeckId })).toMatchObject({
      status: "succeeded",
    });

    const feedback = { feedback: [{ message: "Lead with the 40 paying teams.", slideId: null }] };
    model.enqueue({ kind: "text", text: JSON.stringify(feedback) });
    expect(await ok(again, "voiceai.generateSessionFeedback", { conversationId })).toMatchObject({
      source: "model",
    });
  }, 150_000);
});
