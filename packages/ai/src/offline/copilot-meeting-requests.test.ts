import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Requests said around an investor meeting: the meeting is context, the request is what is done. */
describe("requests before a meeting", () => {
  it.each([
    [
      "for the 5-min angel version I'm cutting slide 3. the Product slide says what we do better anyway",
      ["s3"],
    ],
    ["6 and 7 both go for demo day. I'm doing the product live on stage and pricing can wait", ["s6", "s7"]],
    ["remove 11 for the Hustle Fund version — two empty bracket questions look worse than no slide", ["s11"]],
  ])("deletes what %j cuts", async (message, ids) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual(ids.map((slideId) => ({ type: "deleteSlide", slideId })));
  });

  it("swaps 'the order of 7 and 8'", async () => {
    const { operations } = await askCopilot(
      "swap the order of 7 and 8 — I'd rather show the customers and MRR first and explain pricing second",
    );
    expect(operations).toMatchObject([
      {
        type: "reorderSlides",
        slideIds: ["s1", "s2", "s3", "s4", "s5", "s6", "s8", "s7", "s9", "s10", "s11", "s12", "s13"],
      },
    ]);
  });

  it("does both of 'traction → 41 customers, and bump the raise to $3M' (bump sets the figure, moves nothing)", async () => {
    const { operations } = await askCopilot(
      "two things before the Felicis partner call: traction → 41 customers (was 32), and bump the raise to $3M",
    );
    expect(operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type))).toEqual(["s8", "s12"]);
  });

  it("tightens each slide of 'tighten 2 and 3'", async () => {
    const { reply } = await askCopilot(
      "he was zoning out by slide 3. tighten 2 and 3, fewer words, more bite",
    );
    expect(reply).toMatch(/^1\. Slide 2 [^\n]*\n2\. Shortened slide 3/u);
  });

  it("renames the deck to the name it 'has to be exactly'", async () => {
    const { operations } = await askCopilot(
      "the Techstars portal shows the deck name on the big screen so it has to be exactly: Ledgerly | Techstars NYC Demo Day",
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly | Techstars NYC Demo Day" }]);
  });

  it("counts the slides against a cap on slides, not minutes", async () => {
    const { reply, operations } = await askCopilot(
      "demo day slot caps us at 10 slides. how many do we have rn?",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^The deck has 13 slides, 3 over the 10-slide cap\./u);
  });

  it("gives a spoken version of the pitch without touching the slides", async () => {
    const { reply, operations } = await askCopilot(
      "give me a 30 sec spoken version of this deck for the demo day elevator line, don't touch the slides",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^Your pitch in your deck's own words:/u);
  });
});
