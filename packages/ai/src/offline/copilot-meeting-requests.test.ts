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

describe("new slides asked for around a meeting", () => {
  it.each([
    [
      "need a workflow diagram slide for the GV technical partner — day 1 of the month through sign-off, 4 stages",
      "Workflow diagram",
      ["Day 1 of the month through sign-off", "4 stages"],
    ],
    [
      "Bain Capital Ventures associate asked for payback on the first call. give me a slide with it: blended CAC $1,900, payback 7 months, 81% gross margin, logo churn under 1%/mo",
      "Unit economics",
      ["Blended CAC $1,900", "Payback 7 months", "81% gross margin", "Logo churn under 1%/mo"],
    ],
    [
      "QED's associate spent 10 min of our intro on 'where does the bank data live'. I want a slide answering it: read-only bank access via Plaid, AES-256 at rest, pen test by NCC Group in May",
      "Security",
      ["Read-only bank access via Plaid", "AES-256 at rest", "Pen test by NCC Group in May"],
    ],
    [
      "Khosla associate said the team slide doesn't answer 'why are YOU the ones'. we need a dedicated founder-market fit slide",
      "Founder-market fit",
      null,
    ],
  ])("titles %j by what it is, not whom it is for", async (message, title, points) => {
    const { operations } = await askCopilot(message);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ type: "createSlide", title });
    if (points) expect(operations[0]).toMatchObject({ content: points.join("\n") });
  });

  it("puts the Q&A backup slide at the very end, one point a line", async () => {
    const { operations } = await askCopilot(
      "put together a backup slide for Q&A w/ the 3 things every associate has asked us: churn, 'why won't NetSuite just build this', and pricing power. goes at the very end",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Q&A",
        content: "Churn\nWhy won't NetSuite just build this\nPricing power",
        position: 13,
      }),
    ]);
  });
});
