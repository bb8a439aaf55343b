import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Requests that cite pitch advice (Kawasaki, Sequoia, YC): the advice is context, the request is done. */
describe("requests that cite pitch advice", () => {
  it("deletes '#7 and #11 go' after a remark", async () => {
    const { operations } = await askCopilot(
      "the 10/20/30 rule is killing me. #7 and #11 go — pricing and projections are better as Q&A anyway",
    );
    expect(operations).toEqual([
      { type: "deleteSlide", slideId: "s7" },
      { type: "deleteSlide", slideId: "s11" },
    ]);
  });

  it("moves 'slot 11 … straight after 8'", async () => {
    const { operations } = await askCopilot(
      "kawasaki's order has the projections slide next to the metrics. so slot 11 should come straight after 8 imo",
    );
    expect(operations).toEqual([
      {
        type: "reorderSlides",
        slideIds: ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s11", "s9", "s10", "s12", "s13"],
      },
    ]);
  });

  it("adds the slide where the sentence asking for it says, and 'we skip it' hides nothing", async () => {
    const { operations } = await askCopilot(
      "sequoia template opens with 'company purpose' and we skip it. add a purpose slide after the cover",
    );
    expect(operations).toMatchObject([{ type: "createSlide", title: "Purpose", position: 1 }]);
  });

  it("adds a go-to-market slide with the founder's points when the deck has none", async () => {
    const { operations } = await askCopilot(
      "YC wants to see how you get customers. new go-to-market slide: NetSuite marketplace, referrals from accounting firms, outbound to controllers",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "Go-to-market",
        content: "NetSuite marketplace\nReferrals from accounting firms\nOutbound to controllers",
      },
    ]);
  });

  it("swaps out the line the news replaces: the ask's milestone, not Traction's MRR", async () => {
    for (const verb of ["swap out", "replace"]) {
      const { operations } = await askCopilot(
        `new milestone for the money: 120 customers and $1.2M ARR in 20 months. ${verb} the $100k MRR line`,
      );
      expect(operations).toMatchObject([
        {
          type: "updateSlide",
          slideId: "s12",
          body: { fields: { milestones: "120 customers and $1.2M ARR in 20 months" } },
        },
      ]);
    }
    expect((await askCopilot("replace the $100k MRR line")).operations).toEqual([]);
  });
});

describe("more requests that cite pitch advice", () => {
  it("adds a list of unit economics to the pricing slide, a bullet each", async () => {
    const { operations } = await askCopilot(
      "every seed template has unit economics so lets add them to the pricing slide: CAC $2.1k, payback 7 mo, gross margin 82%, NRR 118%",
    );
    expect(operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s7",
        content: "We charge $49 per seat per month\nCAC $2.1k\nPayback 7 mo\nGross margin 82%\nNRR 118%",
      },
    ]);
  });

  it.each([
    [
      "guy kawasaki's 10/20/30 — are we over on the '10' part, and by how much?",
      /^The deck has 13 slides, 3 over the 10-slide cap/u,
    ],
    [
      "kawasaki gives you 20 min. at about 1.5 min a slide how long would i take to get through this deck?",
      /^13 slides at 90 seconds each is 19\.5 minutes\. That fits a 20-minute slot/u,
    ],
  ])("answers %j without changing the deck", async (message, answer) => {
    const { reply, operations } = await askCopilot(message);
    expect(operations).toEqual([]);
    expect(reply).toMatch(answer);
  });

  it("renames the file from 'the file title … → X'", async () => {
    const { operations } = await askCopilot(
      "update the file title for the YC application upload → Ledgerly (YC format) v3",
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly (YC format) v3" }]);
  });
});
