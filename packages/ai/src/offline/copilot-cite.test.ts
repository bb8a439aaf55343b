import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseCitation } from "./copilot-cite.ts";

describe("a source for a figure the deck shows", () => {
  it("adds a source line under a slide of bullets whose title holds the figure", async () => {
    const { reply, operations } = await askCopilot(
      "problem stat needs a src. the 40h/mo comes from Ventana Research (2022 close benchmark) — add a small cite line under it",
    );
    expect(reply).toBe(
      "Cited Ventana Research (2022 close benchmark) for the 40h/mo on slide 2 (the Problem slide).",
    );
    expect(operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s2",
        content: "Errors cost companies money\nSource: Ventana Research (2022 close benchmark)",
      },
    ]);
  });

  it("fills the source of the card that shows the figure, and no other card", async () => {
    const { operations } = await askCopilot("the 15% MoM is from our Stripe dashboard");
    expect(operations).toMatchObject([
      {
        slideId: "s8",
        body: {
          fields: {
            metrics: [
              { value: "32", source: "" },
              { value: "$18k", source: "" },
              { value: "15%", source: "Our Stripe dashboard" },
            ],
          },
        },
      },
    ]);
  });

  it("reads 'source for X: Y' and 'cite Y for X'", () => {
    expect(parseCitation("source for the 40 hours: Ventana Research 2022")).toMatchObject({
      number: "40",
      source: "Ventana Research 2022",
    });
    expect(parseCitation("cite Gartner 2024 for the $12B")).toMatchObject({
      figure: "$12B",
      source: "Gartner 2024",
    });
  });

  it("changes nothing when the deck does not show the figure, or when it is a question", async () => {
    const missing = await askCopilot("the 99 number is from Gartner");
    expect(missing.operations).toEqual([]);
    expect(missing.reply).toContain("I couldn't find 99 on any slide");
    expect(parseCitation("is the $12B from Gartner?")).toBeNull();
  });
});
