import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Messages that changed a slide no one meant when they arrived. */
describe("changes only the slide meant", () => {
  it("reads a slide's number as no figure: 'update slide 8 with 27k MRR, and slide 3 …'", async () => {
    const { operations, reply } = await askCopilot(
      "update slide 8 with 27k MRR, and slide 3 make it less repetitive with the cover, merci",
    );
    expect(reply).toContain("$27k");
    expect(reply).not.toContain("$8");
    expect(operations[0]).toMatchObject({ type: "updateSlide", slideId: "s8" });
  });

  it("deletes only what is left after a change of mind", async () => {
    const { operations } = await askCopilot(
      "supprime slides 6 and 7 please, this version is for a customer not for investors — ah no wait, keep the 6, delete only the 7",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s7" }]);
  });

  it("reads 'delete the 13 please' as slide 13", async () => {
    const { operations } = await askCopilot(
      "delete the 13 please, in the Slush pitch competition the organizers put their own closing slide",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s13" }]);
  });

  it("moves no slide when what goes first is a person on it", async () => {
    const { operations } = await askCopilot(
      "Slide 10: please put the CTO first. This fund is deep-tech, for them the ML background is more important than Stripe",
    );
    expect(operations.filter((op) => op.type === "reorderSlides")).toEqual([]);
  });
});

describe("a new slide asked for by its title", () => {
  it("makes an 'Executive summary' after the cover from the deck's own headlines, moving nothing", async () => {
    const { operations, reply } = await askCopilot(
      "The investment committee of the bank wants always an 'Executive summary' slide at the start, 5 bullets with everything. Can you make it after the cover?",
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ type: "createSlide", title: "Executive summary", position: 1 });
    const content = (operations[0] as { content: string }).content.split("\n");
    expect(content).toContain("Accountants waste 40 hours a month reconciling spreadsheets by hand");
    expect(content).toContain("Raising $2.5M seed to reach $100k MRR");
    expect(reply).toContain("sums up slides 2, 3, 5, 7, 8 and 12");
  });

  it("places 'a slide … near the end' before the closing slide, without the request in its points", async () => {
    const { operations } = await askCopilot(
      "the business angels network in Munich asks a slide 'Investor reporting' — monthly update by email, quarterly call, annual accounts audited. can you add it near the end",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Investor reporting",
        content: "Monthly update by email\nQuarterly call\nAnnual accounts audited",
        position: 12,
      }),
    ]);
  });
});

describe("a founder's pivot, slide by slide", () => {
  it("rebuilds the comparison from a pasted table, with the competitors it names", async () => {
    const { operations, reply } = await askCopilot(
      "the comp slide is stale post-pivot. we never see blackline in deals anymore, we see FloQast and Numeric. rebuild the table:\nmulti-entity consolidation: us yes / FloQast partial / Numeric no\nprice: us $390/entity / FloQast ~$1.2k+/mo / Numeric per seat\ngo-live: us ~1 wk / FloQast 6-8 wks / Numeric 2 wks",
    );
    expect(reply).toContain("Ledgerly against FloQast and Numeric, 3 rows");
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s9",
        body: {
          layout: "comparison",
          fields: {
            columns: ["Ledgerly", "FloQast", "Numeric"],
            rows: [
              { criterion: "Multi-entity consolidation", cells: [true, "Partial", false] },
              { criterion: "Price", cells: ["$390/entity", "~$1.2k+/mo", "Per seat"] },
              { criterion: "Go-live", cells: ["~1 wk", "6-8 wks", "2 wks"] },
            ],
          },
        },
        notes: expect.stringContaining("Before: Compared: Ledgerly, BlackLine"),
      }),
    ]);
  });

  it("reads 'the comp slide' as the competition slide", async () => {
    const { operations } = await askCopilot("comp slide belongs just ahead of the raise imo, shift it");
    expect(operations[0]).toMatchObject({ type: "reorderSlides" });
    expect((operations[0] as { slideIds: string[] }).slideIds.indexOf("s9")).toBe(10);
  });

  it("puts contact details for the last slide there only", async () => {
    const { operations } = await askCopilot(
      "last slide placeholders, here u go —\nname: Maya Lindqvist (CEO)\nemail: maya@ledgerly.io\nsite: ledgerly.io/midmarket (new landing page for the pivot)",
    );
    expect(operations.map((op) => (op as { slideId?: string }).slideId)).toEqual(["s13"]);
  });

  it("makes a quoted 'Why we moved up-market' slide rather than finding the market slide in it", async () => {
    const { operations } = await askCopilot("add a 'Why we moved up-market' slide right after traction");
    expect(operations).toEqual([
      expect.objectContaining({ type: "createSlide", title: "Why we moved up-market", position: 8 }),
    ]);
  });

  it("renames the deck when the file title is to change, leaving the cover", async () => {
    const { operations } = await askCopilot(
      'file title still says seed deck from the SMB days. make it "Ledgerly: The Multi-Entity Close" — cover slide text stays',
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly: The Multi-Entity Close" }]);
  });

  it("asks when a name to correct is on no slide", async () => {
    const { operations, reply } = await askCopilot(
      "fix the customer logos slide — Halden is 'Halden Group' now",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain('doesn\'t say "Halden"');
  });
});

describe("a pivot's new copy and slides", () => {
  it("fills the SAM from a worked-out chain after an arrow", async () => {
    const { reply } = await askCopilot(
      "market: fill the SAM placeholder → ~38k US companies with 50–500 employees and 2+ legal entities × ~$14k ACV ≈ $530M. source: Census SUSB + our own math",
    );
    expect(reply).toContain(
      'Put the card "$530M — SAM: ~38k US companies with 50–500 employees and 2+ legal entities (source: Census SUSB + our own math)"',
    );
  });

  it.each([
    [
      'paste this onto the solution slide, replacing what\'s there now:\n\n"Ledgerly gives controllers one place to reconcile. Teams go live in a week."',
      "s3",
      "Ledgerly gives controllers one place to reconcile. Teams go live in a week",
    ],
    [
      'paste this onto the solution slide, replacing what\'s there now:\n\n"Ledgerly gives controllers at 50–500 person companies one place to reconcile, consolidate and close every entity — with an audit trail their auditors already trust. Teams go live in a week, not a quarter."',
      "s3",
      "Ledgerly gives controllers at 50–500 person companies one place to reconcile, consolidate and close every entity — with an audit trail their auditors already trust. Teams go live in a week, not a quarter",
    ],
  ])("replaces a one-line slide's words: %j", async (message, slideId, content) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([expect.objectContaining({ slideId, content })]);
  });

  it("sets the cover's tagline from 'Cover line … Use: '…''", async () => {
    const { operations } = await askCopilot(
      "Cover line needs to reflect who we serve now. Use: 'The close platform for multi-entity finance teams at 50–500 person companies.' Slide 1 only please",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s1",
        body: expect.objectContaining({
          fields: expect.objectContaining({
            tagline: "The close platform for multi-entity finance teams at 50–500 person companies",
          }),
        }),
      }),
    ]);
  });

  it("fills the cover's presenter after 'the title slide is still showing the name/role placeholder'", async () => {
    const { operations } = await askCopilot(
      "ugh the title slide is still showing the name/role placeholder 🙈 fill it: Maya Lindqvist — Co-founder & CEO (ex-controller, Stripe)",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s1",
        body: expect.objectContaining({
          fields: expect.objectContaining({ presenter: "Maya Lindqvist, Co-founder & CEO" }),
        }),
      }),
    ]);
  });

  it.each([
    [
      "post-pivot our proof is stronger than our story. slide 8 should land 4th, right after solution",
      "s8",
      3,
    ],
  ])("moves, not rewrites: %j", async (message, slideId, at) => {
    const { operations } = await askCopilot(message);
    expect((operations[0] as { slideIds: string[] }).slideIds.indexOf(slideId)).toBe(at);
  });

  it("deletes the closing slide for 'no thank-you card at the end in this version pls'", async () => {
    const { operations } = await askCopilot(
      "no thank-you card at the end in this version pls, the $ slide is the last thing they should see",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s13" }]);
  });

  it("renames the deck from 'new name for the whole deck …: \"…\"'", async () => {
    const { operations } = await askCopilot(
      'new name for the whole deck now that we\'re mid-market: "Ledgerly — Mid-Market Seed 2025"',
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly — Mid-Market Seed 2025" }]);
  });

  it.each([
    [
      "case study slide for Norvale Logistics pls: 7 entities, close went from 14 days to 5",
      "Case study: Norvale Logistics",
      "7 entities\nClose went from 14 days to 5",
    ],
    [
      "pipeline slide? 28 mid-market opps, $610k weighted, avg cycle 41 days",
      "Pipeline",
      "28 mid-market opps\n$610k weighted\nAvg cycle 41 days",
    ],
  ])("makes the slide named with no verb: %j", async (message, title, content) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([expect.objectContaining({ type: "createSlide", title, content })]);
  });

  it("puts an appendix slide last, and reads two cohorts as no competitors", async () => {
    const { operations } = await askCopilot(
      "appendix: a cohort retention slide comparing the old SMB cohort vs the new mid-market cohort. placeholders are fine",
    );
    expect(operations).toEqual([
      expect.objectContaining({ type: "createSlide", title: "Cohort retention", position: 13 }),
    ]);
    expect((operations[0] as { content: string }).content).not.toContain("differs from you");
  });
});

describe("tables and titled slides pasted by a technical founder", () => {
  it("rebuilds the comparison from a pipe table with a header row", async () => {
    const { operations, reply } = await askCopilot(
      "update 9 w this:\nFeature | Ledgerly | BlackLine | FloQast\nSetup time | 1 day | 3–6 months | 4–8 weeks\nStarting price | $49/seat/mo | ~$100k/yr | ~$30k/yr",
    );
    expect(reply).toContain("Ledgerly against BlackLine and FloQast, 2 rows");
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s9",
        body: {
          layout: "comparison",
          fields: {
            columns: ["Ledgerly", "BlackLine", "FloQast"],
            rows: [
              { criterion: "Setup time", cells: ["1 day", "3–6 months", "4–8 weeks"] },
              { criterion: "Starting price", cells: ["$49/seat/mo", "~$100k/yr", "~$30k/yr"] },
            ],
          },
        },
      }),
    ]);
  });

  it("changes nothing when the table is for a slide that is no comparison", async () => {
    const { operations, reply } = await askCopilot(
      "rebuild the table on slide 8 vs last quarter:\nMetric | Now | Then\nMRR | $23k | $18k",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain("is not a comparison");
  });

  it("makes a titled slide from the figures after the last colon, wherever 'after' is said among them", async () => {
    const { operations } = await askCopilot(
      "new slide please, titled 'Unit economics' — I know pricing lives on 7, this is different: CAC ~$3.2k, 6-mo payback, 79% GM after inference costs, LTV/CAC ~5x",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Unit economics",
        content: "CAC ~$3.2k\n6-mo payback\n79% GM after inference costs\nLTV/CAC ~5x",
        position: 7,
      }),
    ]);
  });
});
