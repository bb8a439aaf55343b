import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("sums asked in passing, worked out from the message's figures", () => {
  it.each([
    [
      "if we raise the 2.5M and burn ~90k/mo, how many months is that? quick calc, deck stays as is",
      "2.5M ÷ 90k a month ≈ 27.8 months of runway, before any revenue. I changed nothing.",
    ],
    [
      "if we keep 15% MoM from $18k, when do we hit the $100k from the ask? rough math fine",
      "At 15% a month from $18k, $100k takes log(5.56) ÷ log(1.15) ≈ 12.3 months, so month 13 if the rate holds. I changed nothing.",
    ],
    [
      "$2.5M over ~18mo of runway → implied burn/mo? just the number + how you got it",
      "$2.5M ÷ 18 months ≈ $139k of burn a month, if the round is all that is spent. I changed nothing.",
    ],
  ])("%s", async (message, reply) => {
    const result = await askCopilot(message);
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(reply);
  });

  it("answers no sum that was not asked", async () => {
    const result = await askCopilot("we burn 90k/mo on a 2.5M raise. add that to financials");
    expect(result.reply).not.toMatch(/months of runway/u);
  });
});
