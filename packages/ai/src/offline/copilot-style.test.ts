import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck: DeckContext = {
  title: saasBrief.title,
  theme: "slate",
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
};
const ask = (message: string, on: DeckContext = deck) =>
  offlineChat({ message, history: [], deck: on, brief: saasBrief });

describe("offline copilot: layouts", () => {
  it('"make the problem slide a big-number slide" changes that slide\'s layout', async () => {
    const result = await ask("make the problem slide a big-number slide");
    expect(result.operations).toEqual([{ type: "changeLayout", slideId: "s2", layout: "bigNumbers" }]);
    expect(result.reply).toContain("Changed slide 2 (the Problem slide) to the Big numbers layout.");
  });

  it('"turn slide 3 into a chart" and "show slide 4 as a timeline"', async () => {
    expect((await ask("turn slide 3 into a chart")).operations).toEqual([
      { type: "changeLayout", slideId: "s3", layout: "chart" },
    ]);
    expect((await ask("Show slide 4 as a timeline please")).operations).toEqual([
      { type: "changeLayout", slideId: "s4", layout: "timeline" },
    ]);
  });

  it('"make the numbers pop on slide 7" and "make the traction numbers bigger" mean big numbers', async () => {
    expect((await ask("make the numbers pop on slide 7")).operations).toEqual([
      { type: "changeLayout", slideId: "s7", layout: "bigNumbers" },
    ]);
    expect((await ask("make the business model figures stand out")).operations).toEqual([
      { type: "changeLayout", slideId: "s7", layout: "bigNumbers" },
    ]);
    const already = await ask("make the traction numbers bigger");
    expect(already.operations).toEqual([]);
    expect(already.reply).toBe(
      "Slide 8 (the Traction slide) is already a Big numbers slide, so I changed nothing.",
    );
  });

  it("changes nothing when the slide already has that layout, or does not exist", async () => {
    const same = await ask("make the market slide a big-number slide");
    expect(same.operations).toEqual([]);
    expect(same.reply).toContain("already a Big numbers slide");
    const missing = await ask("turn slide 40 into a chart");
    expect(missing.operations).toEqual([]);
    expect(missing.reply).toContain("I couldn't find slide 40");
  });
});

describe("offline copilot: themes", () => {
  it('"use a dark theme" picks a dark theme and says which', async () => {
    const result = await ask("use a dark theme");
    expect(result.operations).toEqual([{ type: "setTheme", theme: "midnight" }]);
    expect(result.reply).toBe(
      "Switched the deck to the Midnight theme (dark). Every slide and both exports use it.",
    );
  });

  it("a named theme wins over light or dark", async () => {
    expect((await ask("use the paper theme")).operations).toEqual([{ type: "setTheme", theme: "paper" }]);
    expect((await ask("switch to the dark forest theme")).operations).toEqual([
      { type: "setTheme", theme: "forest" },
    ]);
  });

  it('"switch to a light theme" from a dark deck; a dark deck asked for dark stays', async () => {
    const dark = { ...deck, theme: "carbon" as const };
    expect((await ask("switch to a light theme", dark)).operations).toEqual([
      { type: "setTheme", theme: "slate" },
    ]);
    const stays = await ask("use a dark theme", dark);
    expect(stays.operations).toEqual([]);
    expect(stays.reply).toContain("already uses the Carbon theme (dark)");
  });
});

describe("offline copilot: text edits on a slide in a layout", () => {
  it("shortens a big-numbers slide's prose fields and keeps its layout and every figure", async () => {
    const metrics = [
      {
        value: "38",
        label: "paying clinics that we really signed up in the first six months of the pilot",
        source: "Stripe, Mar 2026",
      },
      { value: "$4.2k", label: "MRR", source: "Stripe" },
    ];
    const slide = {
      id: "m1",
      title: "Traction",
      content: "38 paying clinics\n$4.2k MRR",
      notes: "",
      body: { layout: "bigNumbers" as const, fields: { metrics } },
    };
    const result = await ask("shorten the traction slide", { title: "Clinic deck", slides: [slide] });
    expect(result.operations).toHaveLength(1);
    const [op] = result.operations;
    if (op?.type !== "updateSlide" || op.body?.layout !== "bigNumbers") {
      throw new Error(`expected a big-numbers update, got ${JSON.stringify(result.operations)}`);
    }
    expect(op.body.fields.metrics.map((m) => m.value)).toEqual(["38", "$4.2k"]);
    expect(op.body.fields.metrics.map((m) => m.source)).toEqual(["Stripe, Mar 2026", "Stripe"]);
    expect(op.body.fields.metrics[0]!.label.split(" ").length).toBeLessThanOrEqual(12);
    expect(op.body.fields.metrics[0]!.label).not.toContain("really");
    expect(op.notes).toContain("in the first six months of the pilot");
    expect(result.reply).toContain("keeping its Big numbers layout and every figure");
  });

  it("a layout slide whose fields are already short is left alone, and says so", async () => {
    const result = await ask("shorten the ask slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(
      "Slide 12 (the ask slide) already reads that way: the text in its ask layout is short, so I changed nothing.",
    );
  });
});

describe("offline copilot: requests that only sound like a layout change", () => {
  it('"make me a timeline slide" adds a slide rather than changing one', async () => {
    const result = await ask("make me a timeline slide");
    expect(result.operations.map((op) => op.type)).toEqual(["createSlide"]);
  });
});
