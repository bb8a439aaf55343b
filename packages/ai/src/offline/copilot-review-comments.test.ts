import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { fromReviewer } from "./copilot-review-comments.ts";

describe("a reviewer's comment passed on", () => {
  it.each([
    [
      "Maya's comment on slide 8: 'these are august numbers, refresh before anything goes out'. current: 41 paying, $23.6k MRR",
      "slide 8: current: 41 paying, $23.6k MRR",
    ],
    [
      "maya stuck a note on the team slide that just says 'PRIYA!!' 😂 — Priya Raman joined as head of sales. add her",
      "the team slide: Priya Raman joined as head of sales. add her",
    ],
    ["from maya, on slide 8: 'NRR??' — it's 124%. stick it in", "slide 8: it's 124%. stick it in"],
    [
      "Maya wrote 'label not a headline' next to Solution. give it a title that actually says something",
      "the solution slide: give it a title that actually says something",
    ],
    [
      "Maya circled 'days, not weeks' on the cover and wrote 'be specific'. median close is 3 days so say that",
      "the cover slide: median close is 3 days so say that",
    ],
    ["slides 4 and 11 — Maya marked both 'CUT'. go ahead", "delete slides 4 and 11"],
    [
      "Maya's comment on the file name: 'say Series Seed, not seed deck'. rename it to Ledgerly — Series Seed",
      "rename the deck to Ledgerly — Series Seed",
    ],
    [
      "Maya's comment on the ask: 'where does the money go??' → separate use-of-funds slide right after it, 45/35/20 eng/sales/G&A",
      "add a separate use-of-funds slide right after the ask slide, 45/35/20 eng/sales/G&A",
    ],
  ])("reads %j as %j", (message, request) => {
    expect(fromReviewer(message)).toBe(request);
  });

  it.each([
    "Amplify asked us to resend it titled exactly 'Ledgerly — Seed Round (Revised)'. rename the deck to that",
    "board asked for a 'what we got wrong' slide. 1) priced too low 2) chased startups. put it before the ask",
    "team: our CTO amir left last week 😔 take the cto line out, say 'hiring CTO'",
    "two comments from maya: 'financials are empty → cut for now' and 'is 15% MoM good enough to lead with?'",
    "Could you rewrite the why-now slide more formally? Maya's comment: 'no startup-speak'.",
    "Problem: 'Accountants waste 40 hours' is too blunt. soften it",
  ])("leaves %j as it is", (message) => {
    expect(fromReviewer(message)).toBe(message);
  });

  it("adds what the founder says after the comment to the slide the comment was on", async () => {
    const { operations } = await askCopilot(
      "maya stuck a note on the team slide that just says 'PRIYA!!' 😂 — Priya Raman joined as head of sales, 5 yrs at Ramp before us. add her",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s10",
        content: expect.stringContaining("Priya Raman joined as head of sales, 5 yrs at Ramp before us"),
      }),
    ]);
  });

  it("makes the use-of-funds slide after the ask with the shares a comment asked for", async () => {
    const { operations } = await askCopilot(
      "Maya's comment on the ask: 'where does the money go??' → separate use-of-funds slide right after it, 45/35/20 eng/sales/G&A",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Use of funds",
        content: "45% eng\n35% sales\n20% G&A",
        position: 12,
      }),
    ]);
  });

  it("fills the financials from a model, a point each, keeping the revenue series together", async () => {
    const { operations } = await askCopilot(
      "Maya's comment on 11 just says 'fill from the model'. so: FY25 280k, FY26 1.2M, FY27 3.6M revenue — burn 95k monthly — runway sixteen months",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s11",
        content: "FY25 280k, FY26 1.2M, FY27 3.6M revenue\nBurn 95k monthly\nRunway 16 months",
      }),
    ]);
  });

  it("deletes nothing when someone else wants a slide cut and the founder asks for an opinion", async () => {
    const { operations } = await askCopilot(
      "maya and i disagree: she wants to cut why now, i want to keep it. what would a YC partner say? 🤔",
    );
    expect(operations).toEqual([]);
  });

  it("makes a walkthrough slide under the title the founder gives it", async () => {
    const { operations } = await askCopilot(
      "Maya's margin note on product: 'nobody gets the flow'. she wants a dedicated walkthrough slide, i'd title it 'From bank feed to closed books' — ERP sync, matching, human sign-off",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "From bank feed to closed books",
        content: "ERP sync\nMatching\nHuman sign-off",
      }),
    ]);
  });
});

describe("what a founder makes of a comment", () => {
  it.each([
    [
      "maya's structure comment: 'end on the $ not on a goodbye'. swap 12 and 13 so the raise closes the deck",
      "s12",
      12,
    ],
    [
      "Maya's comment on team: 'people are the closer for us, put them right before the thank-you'. and then the thank you still ends it",
      "s10",
      11,
    ],
  ])("moves as %j says", async (message, slideId, at) => {
    const { operations } = await askCopilot(message);
    expect((operations[0] as { slideIds: string[] }).slideIds.indexOf(slideId)).toBe(at);
  });

  it.each([
    [
      "maya, re distribution: 'how do we actually sell this? not in the deck anywhere'. we land via NetSuite resellers + founder-led outbound to VP Finance. needs its own slide",
      "Distribution",
    ],
    [
      "maya's review: 'show the product, don't describe it' → add a slide after product w/ a screenshot placeholder of the reconciliation view",
      undefined,
    ],
  ])("makes the slide %j asks for", async (message, title) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([
      expect.objectContaining({ type: "createSlide", ...(title ? { title } : {}) }),
    ]);
  });

  it("reads a comment the founder says to apply as it is, and files no hire's years as a market size", async () => {
    const { operations } = await askCopilot(
      "mentor note from thursday office hours, apply it: 'You've made a senior hire — show it. At seed, investors back teams.'\n\nfyi the hire = Jonas Weber, Head of Sales, 6 yrs selling mid-market at FloQast",
    );
    expect(operations.filter((op) => (op as { slideId?: string }).slideId === "s5")).toEqual([]);
  });
});
