import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseSeatMath } from "./copilot-seat-math.ts";

describe("a contract worked out from seats", () => {
  it("answers what a customer with N seats pays, at the message's price or the deck's, and changes nothing", async () => {
    const asked = await askCopilot(
      "at $49 per seat, customer with 20 seats pays how much in one year? need it for the call in 10 min",
    );
    expect(asked.operations).toEqual([]);
    expect(asked.reply).toContain("20 seats × $49 = $980 a month, $11,760 a year");
    const fromDeck = await askCopilot("what's the ACV for a 15 seat customer");
    expect(fromDeck.reply).toContain("$8,820 a year");
  });

  it("puts the sum on the slide the founder names, not the customer count on Traction", async () => {
    const { operations } = await askCopilot(
      "slide 7 — write it such that investor understand ACV directly, not only per seat price. assume typical customer is 15 seats",
    );
    expect(operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s7",
        content: "We charge $49 per seat per month\nA typical customer has 15 seats: $8,820 a year (ACV)",
      },
    ]);
  });

  it("is no contract when seats are not a customer's", () => {
    expect(parseSeatMath("we added 3 seats to the board")).toBeNull();
    expect(parseSeatMath("our biggest customer has 40 seats")).toBeNull();
  });
});

describe("the average contract value backed out of the deck", () => {
  it("divides the MRR by the customers, a month and a year, and changes nothing", async () => {
    const { reply, operations } = await askCopilot(
      "the associate emailed 'what's your average contract value?' — can I back into it from what's in the deck? no edits",
    );
    expect(operations).toEqual([]);
    expect(reply).toBe(
      "$18k MRR ÷ 32 customers ≈ $563 a customer a month, about $6.75k a year: that is your average contract value (ACV), from slide 8. I changed nothing.",
    );
  });
});
