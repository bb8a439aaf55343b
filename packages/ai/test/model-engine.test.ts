import { describe, expect, it } from "vitest";
import { draftSlideSchema, type ChatInput, type DraftSlide } from "../src/engine.ts";
import { createModelEngine } from "../src/model-engine.ts";
import { loadAiConfig } from "../src/providers/registry.ts";
import { AiUnavailableError } from "../src/errors.ts";
import { repairDraftSlide } from "../src/tasks/draft-deck/schema.ts";
import { DraftSlideReader } from "../src/tasks/draft-deck/index.ts";
import { pieces, scriptedModel, textParts, toolCallParts } from "./mock-model.ts";

const config = loadAiConfig({ AI_FIRST_TOKEN_TIMEOUT_MS: "2000", AI_TOTAL_TIMEOUT_MS: "10000" });
const fastPolicy = { policy: { baseDelayMs: 5 } };
const brief = {
  title: "Seed deck",
  startupName: "Acme",
  overview: "Acme makes invoicing simple for plumbers.",
};

const slides: DraftSlide[] = [
  { title: "Acme", content: "Invoicing for plumbers", notes: "Hello.", section: "title" },
  {
    title: "Problem",
    content: "Plumbers lose hours on paperwork\n[Add hours per week here]",
    notes: "",
    section: "problem",
  },
  { title: "Solution", content: "Invoices from a photo of the job", notes: "Demo.", section: "solution" },
];

async function collect(iterable: AsyncIterable<DraftSlide>): Promise<DraftSlide[]> {
  const out: DraftSlide[] = [];
  for await (const slide of iterable) out.push(slide);
  return out;
}

describe("model engine with the SDK mock model", () => {
  it("drafts: yields validated slides in order, the first before the stream has finished", async () => {
    const json = JSON.stringify({ elements: slides });
    const { model, calls } = scriptedModel([textParts(pieces(json))], 5);
    const engine = createModelEngine(model, config, "mock · test", fastPolicy);
    const started = Date.now();
    const seen: Array<{ slide: DraftSlide; at: number }> = [];
    for await (const slide of engine.draftDeck(brief)) seen.push({ slide, at: Date.now() - started });
    expect(seen.map((s) => s.slide)).toEqual(slides);
    const total = Date.now() - started;
    expect(seen[0]!.at).toBeLessThan(total * 0.6);
    // The JSON schema derived from the slide API is sent as the response format.
    const format = calls[0]!.responseFormat;
    expect(format?.type).toBe("json");
    expect(JSON.stringify(format)).toContain('"maxLength":120');
    // The brief is fenced as data in the prompt.
    expect(JSON.stringify(calls[0]!.prompt)).toContain("<brief>");
    expect(calls[0]!.maxOutputTokens === undefined || calls[0]!.maxOutputTokens > 0).toBe(true);
  });

  it("repairs a fixable element and drops an unusable one, never yielding raw output", async () => {
    const longTitle = "A very long title ".repeat(12);
    const json = JSON.stringify({
      elements: [
        { title: longTitle, content: ["Bullet one", "Bullet two"] },
        { title: "", content: "no title" },
        { oops: true },
        { title: "Team", content: "Founder A\nFounder B", notes: "Who we are." },
      ],
    });
    const { model } = scriptedModel([textParts(pieces(json, 11))]);
    const out = await collect(createModelEngine(model, config, "mock", fastPolicy).draftDeck(brief));
    expect(out).toHaveLength(2);
    for (const slide of out) expect(draftSlideSchema.safeParse(slide).success).toBe(true);
    expect(out[0]!.title.length).toBeLessThanOrEqual(120);
    expect(out[0]!.title.endsWith("…")).toBe(true);
    expect(out[0]!.content).toBe("Bullet one\nBullet two");
    expect(out[0]!.notes).toBe("");
    expect(out[1]!.title).toBe("Team");
  });

  it("keeps the section each slide is for: as the model names it, else as its title names it", async () => {
    const json = JSON.stringify({
      elements: [
        { title: "42 clinics pay us, up 30% a month", content: "42 paying clinics", section: "traction" },
        { title: "Our team", content: "Two founders", section: "people" },
        { title: "Why clinics switch", content: "Texts, not calls", section: null },
      ],
    });
    const { model, calls } = scriptedModel([textParts(pieces(json, 9))]);
    const out = await collect(createModelEngine(model, config, "mock", fastPolicy).draftDeck(brief));
    expect(out.map((slide) => slide.section)).toEqual(["traction", "team", undefined]);
    expect(JSON.stringify(calls[0]!.responseFormat)).toContain('"section"');
    expect(JSON.stringify(calls[0]!.prompt)).toMatch(/Traction \\"traction\\"/u);
  });

  it("reads a deck wrapped in a ```json fence or given as a bare array", async () => {
    const reader = new DraftSlideReader();
    const out: DraftSlide[] = [];
    for (const piece of pieces("Here you go:\n```json\n" + JSON.stringify(slides) + "\n```", 5)) {
      out.push(...(await reader.push(piece)));
    }
    out.push(...(await reader.finish()));
    expect(out).toEqual(slides);
    expect(repairDraftSlide("nope")).toBeNull();
  });

  it("retries output with no usable slide, then gives up with AiUnavailableError", async () => {
    const { model, calls } = scriptedModel([textParts(["this is not json"])]);
    const engine = createModelEngine(model, config, "mock", fastPolicy);
    const error = await collect(engine.draftDeck(brief)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).code).toBe("invalid_output");
    expect(calls).toHaveLength(3);
  });

  it("does not retry once a slide was yielded (no duplicates): the failure is final", async () => {
    const firstOnly = JSON.stringify({ elements: [slides[0], slides[1]] }).slice(0, -10);
    const broken = [
      ...textParts(pieces(firstOnly)).slice(0, -2),
      { type: "error" as const, error: new Error("boom") },
    ];
    const { model, calls } = scriptedModel([broken, textParts([JSON.stringify({ elements: slides })])]);
    const engine = createModelEngine(model, config, "mock", fastPolicy);
    const got: DraftSlide[] = [];
    const error = await (async () => {
      for await (const slide of engine.draftDeck(brief)) got.push(slide);
    })().catch((e: unknown) => e);
    expect(got).toEqual([slides[0]]);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect(calls).toHaveLength(1);
  });

  it("chat: collects tool calls into validated operations and streams the reply", async () => {
    const input: ChatInput = {
      message: "Add a pricing slide and rename the deck",
      history: [
        { role: "user", content: "hi" },
        { role: "assistant", content: "Hello!" },
      ],
      deck: { title: "Seed", slides: [{ id: "s1", title: "Problem", content: "Paperwork", notes: "" }] },
      brief,
    };
    const { model, calls } = scriptedModel([
      toolCallParts([
        {
          toolName: "createSlide",
          input: { title: "Pricing", content: "€29 per month\n[Add discount tiers]" },
        },
        { toolName: "renameDeck", input: { title: "Acme seed round" } },
        { toolName: "updateSlide", input: { slideId: "does-not-exist", title: "x" } },
        { toolName: "deleteSlide", input: { slideId: 42 } },
      ]),
      textParts(["I added a ", "Pricing slide and ", "renamed the deck."]),
    ]);
    const deltas: string[] = [];
    const result = await createModelEngine(model, config, "mock", fastPolicy).chat(input, {
      onText: (d) => deltas.push(d),
    });
    expect(result.operations).toEqual([
      { type: "createSlide", title: "Pricing", content: "€29 per month\n[Add discount tiers]", notes: "" },
      { type: "renameDeck", title: "Acme seed round" },
    ]);
    expect(deltas).toEqual(["I added a ", "Pricing slide and ", "renamed the deck."]);
    expect(result.reply).toBe("I added a Pricing slide and renamed the deck.");
    expect(calls).toHaveLength(2);
    // The model saw why the bad calls were rejected.
    const second = JSON.stringify(calls[1]!.prompt);
    expect(second).toContain("no slide with id");
    // The system prompt carries the slides with their ids, fenced, and the history is passed as turns.
    const first = JSON.stringify(calls[0]!.prompt);
    expect(first).toContain("id: s1");
    expect(first).toContain("<slides>");
    expect(first).toContain("Hello!");
    // Tool schemas come from the operation schema.
    const tools = calls[0]!.tools ?? [];
    expect(tools.map((t) => t.name).sort()).toEqual([
      "changeLayout",
      "createSlide",
      "deleteSlide",
      "renameDeck",
      "reorderSlides",
      "setTheme",
      "updateSlide",
    ]);
  });

  it("chat: a reply with edits but no text gets a summary", async () => {
    const { model } = scriptedModel([
      toolCallParts([{ toolName: "deleteSlide", input: { slideId: "s1" } }]),
      textParts([]),
    ]);
    const result = await createModelEngine(model, config, "mock", fastPolicy).chat({
      message: "delete it",
      history: [],
      deck: { title: "D", slides: [{ id: "s1", title: "T", content: "C", notes: "" }] },
      brief: null,
    });
    expect(result.operations).toEqual([{ type: "deleteSlide", slideId: "s1" }]);
    expect(result.reply).toBe("I deleted a slide.");
  });

  it("a caller abort ends the run with code aborted", async () => {
    const { model } = scriptedModel([textParts(pieces(JSON.stringify({ elements: slides })))], 50);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await collect(
      createModelEngine(model, config, "mock", fastPolicy).draftDeck(brief, { signal: controller.signal }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).code).toBe("aborted");
  });
});
