import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("questions about the deck's shape, answered without a change", () => {
  it("picks the five slides a short version keeps, in deck order", async () => {
    const result = await askCopilot(
      "2 min elevator version — which 5 slides would you keep? don't delete anything",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain(
      'keep slide 1 "Ledgerly", slide 2 (the Problem slide), slide 3 "Solution", slide 8 (the Traction slide), slide 12 (the ask slide)',
    );
  });

  it("lists the slides whose titles only name their section", async () => {
    const result = await askCopilot(
      "which slides still have generic titles vs real headlines? just list them",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(
      /^6 slides still have titles that only name the section: slide 3 "Solution", slide 4 "Why now"/u,
    );
  });

  it("says a slide's title when asked by its ordinal", async () => {
    const result = await askCopilot("remind me, what headline did i give the 12th slide?");
    expect(result.reply).toBe(
      'Slide 12 is called "Raising a $2.5M seed round to reach $100k MRR". I changed nothing.',
    );
  });

  it("measures the growth rate against the founder's yearly bar", async () => {
    const result = await askCopilot(
      "bessemer's bar for seed is ~3x YoY. does 15% MoM clear it? rough math pls",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("(1 + 15%)^12 = 5.4×, so held for a year it clears a 3× a year bar");
  });
});
