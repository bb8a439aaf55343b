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

describe("a slide's own words, quoted", () => {
  it.each([
    [
      "what's the exact line on the cover rn? need to paste it into the demo day application",
      /^Slide 1 "Ledgerly" is titled "Ledgerly"\. It says: "Ledgerly helps finance teams/u,
    ],
    [
      "copy me exactly what slide 7 says, I'm pasting it into an email",
      /It says: "We charge \$49 per seat per month"/u,
    ],
    [
      "got grilled today on 'so what do you charge'. what does the deck actually say our price is",
      /\$49 per seat/u,
    ],
    [
      "my board chair asked what our competition slide is titled lol. what is it",
      /^Slide 9 is called "Unlike BlackLine, we set up in a day"/u,
    ],
  ])("%j", async (message, reply) => {
    const result = await askCopilot(message);
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(reply);
  });
});

describe("what the deck shows yet", () => {
  it("'do we show burn anywhere yet or is it still blank?' says only an open question asks for it", async () => {
    const result = await askCopilot("do we show burn anywhere yet or is it still blank? don't fill it in");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^Not yet: slide 11 "Financials" still has a blank that asks for burn/u);
  });
});

describe("sums on the deck's figures", () => {
  it("'whats $100k MRR as ARR?' multiplies by twelve", async () => {
    expect((await askCopilot("whats $100k MRR as ARR? want to say it cleanly on stage")).reply).toMatch(
      /^\$100k MRR × 12 = \$1\.2M ARR/u,
    );
  });

  it("more customers at today's revenue a customer", async () => {
    const result = await askCopilot(
      "if we add 8 more customers at our current revenue per customer, what's MRR?",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("$18k ÷ 32 customers ≈ $563 each; 40 customers at that rate ≈ $22.5k MRR");
  });
});
