import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DraftSlide } from "../src/engine.ts";
import { createModelEngine } from "../src/model-engine.ts";
import { createLanguageModel, loadAiConfig, modelLabel } from "../src/providers/registry.ts";
import { AiUnavailableError } from "../src/errors.ts";
import { deckJson, splitTokens, startFakeOpenAiServer, type FakeOpenAiServer } from "@pds/testkit";

/** The model engine against a local fake OpenAI-compatible server over real HTTP + SSE. No internet. */

const brief = {
  title: "Seed deck",
  startupName: "Acme",
  overview: "Acme makes invoicing simple for plumbers.",
};
const deck = [
  { title: "Acme", content: "Invoicing for plumbers", notes: "", section: "title" },
  {
    title: "Problem",
    content: "Paperwork eats evenings\n[Add hours lost per week]",
    notes: "Say it.",
    section: "problem",
  },
  { title: "Solution", content: "Invoice from a photo", notes: "", section: "solution" },
  { title: "The ask", content: "[Add the amount you are raising]", notes: "", section: "ask" },
];

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

function engineFor(env: Record<string, string> = {}) {
  const config = loadAiConfig({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: server.baseURL,
    AI_MODEL: "fake-llama",
    AI_API_KEY: "local-key",
    ...env,
  });
  const model = createLanguageModel(config);
  if (!model) throw new Error("expected a model");
  return createModelEngine(model, config, modelLabel(config) ?? "", { policy: { baseDelayMs: 20 } });
}

async function collect(iterable: AsyncIterable<DraftSlide>) {
  const out: Array<{ slide: DraftSlide; at: number }> = [];
  const started = Date.now();
  for await (const slide of iterable) out.push({ slide, at: Date.now() - started });
  return out;
}

describe("model engine over HTTP (fake OpenAI-compatible server)", () => {
  it("streams a deck at a fixed rate; slides arrive one by one, validated", async () => {
    const text = deckJson(deck);
    server.enqueue({ kind: "text", text, tokensPerSecond: 100 });
    const engine = engineFor();
    expect(engine.label).toBe("openai-compatible · fake-llama");
    const out = await collect(engine.draftDeck(brief));
    expect(out.map((o) => o.slide)).toEqual(deck);
    // The first slide is yielded as soon as it is complete, while the rest is still streaming in.
    const tokensAfterFirst = splitTokens(text.slice(text.indexOf("}") + 1)).length;
    expect(out[3]!.at - out[0]!.at).toBeGreaterThanOrEqual((tokensAfterFirst / 100) * 1000 * 0.6);
    const request = server.requests[0]!;
    expect(request.body.stream).toBe(true);
    expect(request.body.model).toBe("fake-llama");
    expect(request.headers.authorization).toBe("Bearer local-key");
    expect(JSON.stringify(request.body.response_format)).toContain("json_schema");
  });

  it("malformed JSON output is retried, then ends in a clean AiUnavailableError", async () => {
    server.enqueue(
      { kind: "text", text: '{"elements": [{"title": "Acme", "content": ' },
      { kind: "text", text: "Sorry, I cannot do that." },
      { kind: "text", text: "{not json at all" },
    );
    const error = await collect(engineFor().draftDeck(brief)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).code).toBe("invalid_output");
    expect(server.requests).toHaveLength(3);
  });

  it("a 429 with Retry-After: 1 is waited out (~1 s) and then succeeds", async () => {
    server.enqueue(
      { kind: "status", status: 429, headers: { "retry-after": "1" }, body: "slow down" },
      { kind: "text", text: deckJson(deck) },
    );
    const out = await collect(engineFor().draftDeck(brief));
    expect(out.map((o) => o.slide)).toEqual(deck);
    expect(server.requests).toHaveLength(2);
    const waited = server.requests[1]!.at - server.requests[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(1600);
  });

  it("a hang past the first-token timeout ends in AiUnavailableError (timeout) within the budget", async () => {
    server.enqueue({ kind: "hang" }, { kind: "hang", afterHeaders: true });
    const engine = engineFor({ AI_FIRST_TOKEN_TIMEOUT_MS: "200", AI_MAX_RETRIES: "1" });
    const started = Date.now();
    const error = await collect(engine.draftDeck(brief)).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).code).toBe("timeout");
    expect((error as AiUnavailableError).message).not.toMatch(/127\.0\.0\.1|fake/);
    expect(server.requests).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(400);
    expect(elapsed).toBeLessThan(1500);
  });

  it("the total timeout stops a slow stream even after the first token", async () => {
    server.enqueue({ kind: "text", text: deckJson(deck), tokensPerSecond: 10 });
    const engine = engineFor({ AI_TOTAL_TIMEOUT_MS: "400" });
    const started = Date.now();
    const error = await collect(engine.draftDeck(brief)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it("a 500 every time gives up after 2 retries (3 calls)", async () => {
    server.enqueue(
      { kind: "status", status: 500 },
      { kind: "status", status: 500 },
      { kind: "status", status: 500 },
      { kind: "status", status: 500 },
    );
    const error = await collect(engineFor().draftDeck(brief)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).code).toBe("upstream");
    expect((error as AiUnavailableError).attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it("a 400 is not retried", async () => {
    server.enqueue({ kind: "status", status: 400 }, { kind: "text", text: deckJson(deck) });
    const error = await collect(engineFor().draftDeck(brief)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect(server.requests).toHaveLength(1);
  });

  it("chat: tool calls over SSE become operations, the reply streams", async () => {
    server.enqueue(
      {
        kind: "toolCalls",
        calls: [
          { name: "updateSlide", arguments: JSON.stringify({ slideId: "s2", title: "The problem" }) },
          { name: "reorderSlides", arguments: JSON.stringify({ slideIds: ["s2", "s1"] }) },
          { name: "createSlide", arguments: '{"title": "Broken' },
        ],
      },
      { kind: "text", text: "I renamed the problem slide and moved it first." },
    );
    const deltas: string[] = [];
    const result = await engineFor().chat(
      {
        message: "Move the problem slide first and call it The problem",
        history: [],
        deck: {
          title: "Seed",
          slides: [
            { id: "s1", title: "Acme", content: "Invoicing", notes: "" },
            { id: "s2", title: "Problem", content: "Paperwork", notes: "" },
          ],
        },
        brief,
      },
      { onText: (d) => deltas.push(d) },
    );
    expect(result.operations).toEqual([
      { type: "updateSlide", slideId: "s2", title: "The problem" },
      { type: "reorderSlides", slideIds: ["s2", "s1"] },
    ]);
    expect(result.reply).toBe("I renamed the problem slide and moved it first.");
    expect(deltas.join("")).toBe(result.reply);
    expect(deltas.length).toBeGreaterThan(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.body.tools?.map((t) => t.function.name)).toContain("renameDeck");
    // The second request carries the tool results back to the model.
    expect(JSON.stringify(server.requests[1]!.body.messages)).toContain("recorded");
  });

  it("chat: a 503 with an HTTP-date Retry-After is retried before any text", async () => {
    const soon = new Date(Date.now() + 1000).toUTCString();
    server.enqueue(
      { kind: "status", status: 503, headers: { "retry-after": soon } },
      { kind: "text", text: "Hi!" },
    );
    const result = await engineFor().chat({
      message: "hello",
      history: [],
      deck: { title: "Seed", slides: [] },
      brief: null,
    });
    expect(result).toEqual({ reply: "Hi!", operations: [] });
    expect(server.requests).toHaveLength(2);
  });
});
