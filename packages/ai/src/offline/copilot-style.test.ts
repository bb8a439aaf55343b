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
    expect(result.reply).toContain('Changed slide 2 "Problem" to the Big numbers layout.');
  });

  it('"turn slide 3 into a chart" and "show slide 4 as a timeline"', async () => {
    expect((await ask("turn slide 3 into a chart")).operations).toEqual([
      { type: "changeLayout", slideId: "s3", layout: "chart" },
    ]);
    expect((await ask("Show slide 4 as a timeline please")).operations).toEqual([
      { type: "changeLayout", slideId: "s4", layout: "timeline" },
    ]);
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
  it("does not shorten a big-numbers slide into a list; it says how instead", async () => {
    const result = await ask("shorten the market slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(
      'Slide 5 "Market" is a Big numbers slide, so I changed nothing: I shorten bullet slides. Edit its fields in the editor, or ask "turn slide 5 into bullets" first.',
    );
  });
});

describe("offline copilot: requests that only sound like a layout change", () => {
  it('"make me a timeline slide" adds a slide rather than changing one', async () => {
    const result = await ask("make me a timeline slide");
    expect(result.operations.map((op) => op.type)).toEqual(["createSlide"]);
  });
});
