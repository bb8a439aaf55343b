import { describe, expect, it } from "vitest";
import { askCopilot, ledgerlyDeck } from "./copilot.fixture.ts";
import { asksForPitchSummary, pitchSummaryReply } from "./copilot-pitch-summary.ts";

describe("the pitch summed up from the deck's own slides", () => {
  it("gives two sentences: the cover's tagline, then the traction and the ask", async () => {
    const { reply, operations } = await askCopilot(
      "say-it-back test: summarize my pitch in 2 sentences the way an investor would repeat it to their partners monday. no edits",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain(
      "Ledgerly helps finance teams at mid-size companies close their books in days, not weeks. 32 paying customers, $18k MRR, growing 15% MoM, raising $2.5M seed to reach $100k MRR.",
    );
    expect(reply).toContain("From the cover, slide 8 and slide 12.");
  });

  it("gives one sentence when one is asked for", async () => {
    const { reply } = await askCopilot("1 sentence for a cold email to a vc, based on deck");
    expect(reply).toContain("close their books in days, not weeks — 32 paying customers");
  });

  it("leaves out a slide that still holds a placeholder, and says so when nothing is left", () => {
    const deck = ledgerlyDeck();
    const blank = {
      ...deck,
      slides: deck.slides.map((slide) => ({
        ...slide,
        title: "[Add a title]",
        content: "[Add a point]",
        body: undefined,
      })),
    };
    expect(pitchSummaryReply(blank).reply).toMatch(/still hold placeholders/u);
  });

  it.each([
    "make the problem slide one sentence",
    "summarize slide 5 in one sentence",
    "rewrite the deck in 2 sentences",
  ])("leaves %j to the slide edits", (message) => {
    expect(asksForPitchSummary(message)).toBe(false);
  });
});
