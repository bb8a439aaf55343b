import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { shorthandNews } from "./copilot-shorthand.ts";

describe("metrics typed in shorthand", () => {
  it.each([
    ["custs 38 mrr 20.4k growth same", "traction: 38 customers, 20.4k MRR"],
    ["new logo signed brightwater health 🙌 thats 33 now. traction pls", "traction: 33 customers"],
    [
      "MRR on slide 8 is a bit off 😬 the real number is 17.4k, the 18k had a one-time setup fee in it",
      "traction: MRR is 17.4k",
    ],
  ])("%j reads as %j", (message, news) => {
    expect(shorthandNews(message)).toBe(news);
  });

  it.each([
    "new milestone for the money: 120 customers and $1.2M ARR in 20 months",
    'pasting what our angel emailed: "32 customers on $18k MRR is ~$560 a customer"',
    "how many customers do we need for $100k MRR?",
    "we hired 3 engineers",
  ])("%j is not shorthand", (message) => {
    expect(shorthandNews(message)).toBeNull();
  });

  it("puts each figure on the card it measures", async () => {
    const result = await askCopilot("custs 38 mrr 20.4k growth same");
    const op = result.operations[0];
    expect(op?.type === "updateSlide" && op.slideId).toBe("s8");
    expect(JSON.stringify(op)).toContain('"value":"38","label":"paying customers"');
    expect(JSON.stringify(op)).toContain('"value":"$20.4k","label":"MRR"');
  });
});
