import { describe, expect, it } from "vitest";
import { withoutSpokenFillers } from "./dictation.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

describe("a dictated brief drafts without its hesitations", () => {
  it("takes out um, uh, you know, I mean and a hedging 'like' before a figure", () => {
    expect(withoutSpokenFillers("So in India, um, about eight lakh tractors change hands.")).toBe(
      "So in India about eight lakh tractors change hands.",
    );
    expect(withoutSpokenFillers("Um, so we're Haljot. Uh we charge $5. The yard is full, uh.")).toBe(
      "So we're Haljot. We charge $5. The yard is full.",
    );
    expect(withoutSpokenFillers("Penetration crossed, you know, sixty percent, I mean.")).toBe(
      "Penetration crossed sixty percent.",
    );
    expect(withoutSpokenFillers("An offer in like twenty minutes, trained on, um, like 60,000 sales.")).toBe(
      "An offer in twenty minutes, trained on 60,000 sales.",
    );
  });

  it("takes out a hedge said between commas or to open a sentence", () => {
    expect(withoutSpokenFillers("Like, a hundred million Americans owe on a bill of, say, $3,000.")).toBe(
      "A hundred million Americans owe on a bill of $3,000.",
    );
    expect(withoutSpokenFillers("They sell it for, like, pennies on the dollar.")).toBe(
      "They sell it for pennies on the dollar.",
    );
  });

  it("keeps words that only look like fillers", () => {
    const text = "It looks like 30% of them churn. The ER at UH Cleveland is like a second home.";
    expect(withoutSpokenFillers(text)).toBe(text);
  });

  it("no slide of a dictated brief says um, and the cover keeps a one-liner that fits whole", () => {
    const deck = draftOfflineDeck({
      title: "Haljot",
      startupName: "Haljot",
      overview:
        "Haljot is basically a platform where you can buy and sell a certified used tractor at a fair price and get finance on the spot. So in India, um, about eight lakh used tractors change hands every year. Uh, we're raising six million dollars.",
    });
    expect(deck.every((slide) => !/\b(?:um|uh)\b/iu.test(`${slide.title}\n${slide.content}`))).toBe(true);
    expect(deck[0]?.body).toMatchObject({
      fields: {
        tagline:
          "Haljot is basically a platform where you can buy and sell a certified used tractor at a fair price and get finance on the spot",
      },
    });
  });
});
