import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseQuoteSlide } from "./copilot-quote-slide.ts";

describe("a customer's words on a slide of their own", () => {
  it("draws the quote layout with who said it, where the founder asked, and carries out the rest", async () => {
    const { operations } = await askCopilot(
      "Sam got a quote from Bramble Health's VP Finance: 'Ledgerly gave my team their weekends back.' wants it on its own slide after traction. also traction → 46 customers",
    );
    expect(operations).toEqual([
      expect.objectContaining({ type: "updateSlide", slideId: "s8" }),
      expect.objectContaining({
        type: "createSlide",
        title: "Customer quote",
        position: 8,
        body: {
          layout: "quote",
          fields: {
            quote: "Ledgerly gave my team their weekends back.",
            author: "[Add their name]",
            role: "VP Finance, Bramble Health",
          },
        },
      }),
    ]);
  });

  it("takes a name and role given after a dash", () => {
    expect(
      parseQuoteSlide(
        "give this quote its own slide after traction: 'Ledgerly gave my team their weekends back.' — Dana Ruiz, VP Finance at Bramble Health",
      ),
    ).toMatchObject({
      quote: "Ledgerly gave my team their weekends back.",
      author: "Dana Ruiz",
      role: "VP Finance at Bramble Health",
      placement: { kind: "after" },
    });
  });

  it("is no quote slide without the customer's words or a slide asked for", () => {
    expect(parseQuoteSlide("give the customer quote its own slide after traction")).toBeNull();
    expect(
      parseQuoteSlide("Dana said 'Ledgerly gave my team their weekends back.' — add it to traction"),
    ).toBeNull();
  });
});
