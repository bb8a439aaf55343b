import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseSetText } from "./copilot-set-text.ts";

describe("the founder's own words for a slide's title, text or tagline", () => {
  it.each([
    [
      'change the competition title to "Enterprise-grade close, one-day setup"',
      { slideId: "s9", title: "Enterprise-grade close, one-day setup" },
    ],
    [
      'retitle the team slide "Built by Stripe and fintech ML veterans"',
      { slideId: "s10", title: "Built by Stripe and fintech ML veterans" },
    ],
    [
      'replace the text of the problem slide with "Mid-size finance teams lose 40+ hours every month."',
      { slideId: "s2", content: "Mid-size finance teams lose 40+ hours every month" },
    ],
    [
      'make the problem slide say "Mid-size finance teams lose 40+ hours."',
      { slideId: "s2", content: "Mid-size finance teams lose 40+ hours" },
    ],
    [
      'use "Open banking made real-time ledgers possible" as the body text of slide 4',
      { slideId: "s4", content: "Open banking made real-time ledgers possible" },
    ],
    [
      "the solution slide should read 'Close in 3 days with automatic matching'",
      { slideId: "s3", content: "Close in 3 days with automatic matching" },
    ],
  ])("%j writes the words as given", async (message, change) => {
    const result = await askCopilot(message);
    expect(result.operations).toHaveLength(1);
    expect(result.operations[0]).toMatchObject({ type: "updateSlide", ...change });
  });

  it("puts a tagline on the cover and keeps what it replaced in the speaker notes", async () => {
    const result = await askCopilot('set the tagline to "Close your books in 3 days"');
    const op = result.operations[0] as {
      slideId: string;
      body: { fields: { tagline: string } };
      notes: string;
    };
    expect(op.slideId).toBe("s1");
    expect(op.body.fields.tagline).toBe("Close your books in 3 days");
    expect(op.notes).toContain(
      "Ledgerly helps finance teams at mid-size companies close their books in days, not weeks",
    );
  });

  it("asks instead of writing over a slide drawn as numbers", async () => {
    const result = await askCopilot(
      'replace the text of the market slide with "A $12B market run on spreadsheets"',
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/no single line/u);
  });

  it.each([
    "change the competition title to something punchier",
    "make the problem slide say more about the cost",
    "replace the text of the problem slide",
  ])("%j hands over no words, so it is no text to set", (message) => {
    expect(parseSetText(message)).toBeNull();
  });
});
