import { describe, expect, it } from "vitest";
import { draftSlideSchema, type DraftSlide } from "../src/engine.ts";
import { createModelEngine } from "../src/model-engine.ts";
import { loadAiConfig } from "../src/providers/registry.ts";
import { pieces, scriptedModel, textParts, toolCallParts } from "./mock-model.ts";

const config = loadAiConfig({ AI_FIRST_TOKEN_TIMEOUT_MS: "2000", AI_TOTAL_TIMEOUT_MS: "10000" });
const fastPolicy = { policy: { baseDelayMs: 5 } };
const brief = {
  title: "Seed deck",
  startupName: "Acme",
  overview: "Acme makes invoicing simple for plumbers.",
};

async function draft(elements: unknown[]): Promise<{ out: DraftSlide[]; format: string }> {
  const { model, calls } = scriptedModel([textParts(pieces(JSON.stringify({ elements }), 13))]);
  const out: DraftSlide[] = [];
  for await (const slide of createModelEngine(model, config, "mock", fastPolicy).draftDeck(brief)) {
    out.push(slide);
  }
  return { out, format: JSON.stringify(calls[0]!.responseFormat) };
}

const market = {
  layout: "bigNumbers",
  fields: { metrics: [{ value: "$4B", label: "Trades invoicing in the US", source: "[Add source]" }] },
};

describe("model engine drafts into layouts (SDK mock model)", () => {
  it("keeps a valid layout, writes content from its fields, and asks for the layout union", async () => {
    const { out, format } = await draft([
      { title: "Market", content: "ignored when the layout is valid", notes: "Size it.", body: market },
    ]);
    expect(out).toEqual([
      {
        title: "Market",
        content: "$4B Trades invoicing in the US ([Add source])",
        notes: "Size it.",
        body: market,
        section: "market",
      },
    ]);
    expect(format).toContain('"bigNumbers"');
    expect(format).toContain('"comparison"');
  });

  it("falls back to bullets of the slide's text when the layout is invalid, never failing the run", async () => {
    const { out } = await draft([
      {
        title: "Traction",
        content: "120 plumbers use Acme\n$9k MRR",
        notes: "",
        body: { layout: "chart", fields: { kind: "pie", points: "lots" } },
      },
      {
        title: "Team",
        content: "",
        notes: "",
        body: { layout: "hologram", fields: { name: "Ada Lovelace" } },
      },
      {
        title: "Competition",
        content: "Unlike Jobber, we work offline",
        notes: "",
        body: {
          layout: "comparison",
          fields: { columns: ["Acme", "Jobber"], rows: [{ criterion: "Offline", cells: [true] }] },
        },
      },
    ]);
    expect(out.map((s) => [s.title, s.body, s.content])).toEqual([
      ["Traction", undefined, "120 plumbers use Acme\n$9k MRR"],
      ["Team", undefined, "Ada Lovelace"],
      ["Competition", undefined, "Unlike Jobber, we work offline"],
    ]);
    for (const slide of out) expect(draftSlideSchema.safeParse(slide).success).toBe(true);
  });

  it("clears image ids a model made up: a draft has no images", async () => {
    const { out } = await draft([
      {
        title: "Acme",
        content: "",
        notes: "",
        body: {
          layout: "cover",
          fields: { tagline: "Invoicing for plumbers", logoImageId: "img-1", presenter: "", date: "" },
        },
      },
    ]);
    expect(out[0]?.body).toEqual({
      layout: "cover",
      fields: { tagline: "Invoicing for plumbers", logoImageId: null, presenter: "", date: "" },
    });
  });
});

describe("model copilot: layout and theme tools", () => {
  it("records changeLayout for a slide of the deck and setTheme, and sees each slide's layout", async () => {
    const { model, calls } = scriptedModel([
      toolCallParts([
        { toolName: "changeLayout", input: { slideId: "s1", layout: "bigNumbers" } },
        { toolName: "changeLayout", input: { slideId: "nope", layout: "chart" } },
        { toolName: "setTheme", input: { theme: "midnight" } },
        { toolName: "setTheme", input: { theme: "neon" } },
      ]),
      textParts(["Made the market slide big numbers and switched to Midnight."]),
    ]);
    const result = await createModelEngine(model, config, "mock", fastPolicy).chat({
      message: "make the market slide a big-number slide and use a dark theme",
      history: [],
      deck: {
        title: "Seed",
        theme: "slate",
        slides: [
          {
            id: "s1",
            title: "Market",
            content: "$4B market",
            notes: "",
            body: { layout: "bullets", fields: {} },
          },
        ],
      },
      brief,
    });
    expect(result.operations).toEqual([
      { type: "changeLayout", slideId: "s1", layout: "bigNumbers" },
      { type: "setTheme", theme: "midnight" },
    ]);
    const prompt = JSON.stringify(calls[0]!.prompt);
    expect(prompt).toContain("Layout: bullets (Bullets)");
    expect(prompt).toContain("Theme: slate");
  });
});
