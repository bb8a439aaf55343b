import { describe, expect, it } from "vitest";
import { layoutBrief } from "../briefs.fixture.ts";
import { buildSectionSlide, draftOfflineDeck } from "../draft-deck.ts";
import { SECTIONS } from "../sections.ts";
import { askFields } from "./ask.ts";
import { sectionBody } from "./section-body.ts";

const deck = draftOfflineDeck(layoutBrief);
/** The body of the slide drafted for a section, by the section's name ("Traction", "The ask"). */
const body = (name: string) =>
  deck.find((slide) => slide.section && SECTIONS[slide.section].title === name)?.body;

describe("offline draft: layouts from a brief with figures, rivals, a series, a team and a raise", () => {
  it("draws each section in the layout its facts support", () => {
    expect(deck.map((slide) => slide.body?.layout ?? "bullets")).toEqual([
      "cover",
      "bullets",
      "bullets",
      "bullets",
      "bigNumbers",
      "bullets",
      "bullets",
      "chart",
      "comparison",
      "team",
      "bullets",
      "ask",
      "closing",
    ]);
  });

  it("puts the brief's own market figures and source on the big numbers", () => {
    expect(body("Market")).toEqual({
      layout: "bigNumbers",
      fields: {
        metrics: [
          { value: "$12B", label: "Total addressable market (TAM)", source: "Gartner" },
          { value: "$3B", label: "Serviceable market (SAM)", source: "Gartner" },
        ],
      },
    });
  });

  it("charts the traction series exactly as written", () => {
    expect(body("Traction")).toEqual({
      layout: "chart",
      fields: {
        kind: "bar",
        seriesName: "MRR",
        unit: "$k",
        points: [
          { label: "January", value: 4 },
          { label: "March", value: 9 },
          { label: "June", value: 18 },
        ],
        caption: "",
      },
    });
  });

  it("compares us with the two named rivals, checks and crosses only where the brief says so", () => {
    expect(body("Competition")).toEqual({
      layout: "comparison",
      fields: {
        columns: ["Ledgerly", "BlackLine", "FloQast"],
        rows: [
          { criterion: "Set up in a day", cells: [true, false, false] },
          { criterion: "Need no consultants", cells: [true, false, false] },
        ],
      },
    });
  });

  it("lays out the three named people with their roles and backgrounds", () => {
    expect(body("Team")).toEqual({
      layout: "team",
      fields: {
        members: [
          { name: "Maya Chen", role: "CEO", background: "Ex-Stripe product lead", photoImageId: null },
          { name: "Omar Haddad", role: "CTO", background: "PhD in ML", photoImageId: null },
          { name: "Lina Park", role: "COO", background: "8 years in fintech operations", photoImageId: null },
        ],
      },
    });
  });

  it("states the ask with the amount, round, use of funds and milestone from the brief", () => {
    expect(body("The ask")).toEqual({
      layout: "ask",
      fields: {
        amount: "$2.5M",
        round: "Seed",
        useOfFunds: [
          { label: "Engineering", percent: 50 },
          { label: "Sales", percent: 30 },
          { label: "Operations", percent: 20 },
        ],
        milestones: "Reach $100k MRR",
      },
    });
  });

  it("names the cover after the startup and leaves contact details to fill on the closing slide", () => {
    expect(deck[0]).toMatchObject({
      title: "Ledgerly",
      body: { layout: "cover", fields: { presenter: "[Add your name and role]" } },
    });
    expect(deck.at(-1)?.body).toMatchObject({
      layout: "closing",
      fields: { name: "[Add your name]", email: "[Add email]", website: "[Add website]" },
    });
  });

  it("keeps every sentence the layouts reshaped in the speaker notes", () => {
    expect(deck.find((s) => s.section === "competition")?.notes).toContain(
      "Unlike BlackLine and FloQast, we set up in a day and need no consultants",
    );
    expect(deck.find((s) => s.section === "market")?.notes).toContain("according to Gartner");
  });

  it("writes no figure the brief does not have", () => {
    const brief = layoutBrief.overview.replace(/\s+/gu, "");
    const text = deck.map((s) => `${s.content}\n${s.notes}`).join("\n");
    for (const figure of text.match(/\d+(?:[.,]\d+)*/gu) ?? []) expect(brief).toContain(figure);
  });
});

describe("offline draft: layouts without facts", () => {
  it("falls back to a list with gaps when no rival, person or amount is named", () => {
    const sparse = draftOfflineDeck({
      title: "Pawpal",
      startupName: "Pawpal",
      overview: "Pawpal helps dog owners. Our founders love dogs. We are raising a seed round.",
    });
    const layouts = Object.fromEntries(sparse.map((s) => [s.title, s.body?.layout ?? "bullets"]));
    expect(layouts).toMatchObject({ Competition: "bullets", Team: "bullets", "The ask": "bullets" });
  });
});

describe("offline draft: traction as big numbers only when the cards say it all", () => {
  const traction = (overview: string) =>
    draftOfflineDeck({ title: "Millcraft", startupName: "Millcraft", overview }).find(
      (slide) => slide.section === "traction",
    );

  it("keeps a list when a fact would have no card or a card that names nothing", () => {
    const slide = traction(
      "Millcraft quotes CNC jobs from a drawing. Twenty-seven shops are paying, and their average quoting time dropped from three hours to 20 minutes.",
    );
    expect(slide?.body).toBeUndefined();
    expect(slide?.title).toBe("Twenty-seven shops are paying");
    expect(slide?.content).toContain("Their average quoting time dropped from three hours to 20 minutes");
  });

  it("keeps a list when the facts have more figures than three cards can show", () => {
    const facts = [
      "We filled 1.1 million shifts last year across 230 venues, including 19 NFL and NBA home stadiums, at a 97.4% fill rate",
      "Gross bookings were $96M in 2024",
    ];
    expect(sectionBody("traction", facts, "Crowdshift")).toBeNull();
    expect(sectionBody("traction", facts.slice(0, 1), "Crowdshift")?.layout).toBe("bigNumbers");
  });

  it("keeps a list when a card's label would carry a second figure", () => {
    const fact =
      "In our retrospective study of 320 shops the quote matched the final invoice 91% of the time and 88% of jobs shipped on schedule";
    const slide = traction(`Millcraft quotes CNC jobs from a drawing. ${fact}.`);
    expect(slide?.body).toBeUndefined();
    expect(slide?.content).toContain(fact);
  });

  it("heads the cards with the lead fact's first clause when the whole is too long", () => {
    const slide = traction(
      "Millcraft quotes CNC jobs from a drawing. We're live in 140 shops, and the share of quotes they win went up by half.",
    );
    expect(slide?.body?.layout).toBe("bigNumbers");
    expect(slide?.title).toBe("Live in 140 shops");
  });
});

describe("offline draft: a market told without a figure", () => {
  it("stays a list in the founder's words (big numbers would show only blanks)", () => {
    const fact = "Millions of small food businesses across Indonesia, most not certified yet";
    expect(sectionBody("market", [fact], "Halalin")).toBeNull();
    expect(sectionBody("market", ["There are 64,000 bakeries in Indonesia"], "Halalin")?.layout).toBe(
      "bigNumbers",
    );
    const slide = buildSectionSlide("market", [{ text: fact, sentence: 1 }]);
    expect(slide.content.split("\n")).toEqual([fact, "[Add TAM with a source]"]);
  });
});

describe("what the round reaches, as the founder says it", () => {
  it.each([
    [
      "Looking for $2.5M to finish the game and fund the console ports, targeting a launch next autumn.",
      "Finish the game and fund the console ports, targeting a launch next autumn",
    ],
    [
      "The $6M seed gets us licensed in Colombia and pays for a credit product built on top of the payments data.",
      "Gets us licensed in Colombia and pays for a credit product built on top of the payments data",
    ],
    ["Raising $3M; this takes us to 40 hospitals by 2027.", "Takes us to 40 hospitals by 2027"],
    [
      "Raising $8M, mostly as equipment financing, to put labels into 150 more stores.",
      "Put labels into 150 more stores",
    ],
    [
      "We need $3.5M to map another 300,000 farms before the next main harvest.",
      "Map another 300,000 farms before the next main harvest",
    ],
  ])("%s", (fact, milestones) => {
    expect(askFields([fact])?.milestones).toBe(milestones);
  });

  it("reads an amount in rupees or naira as the founder wrote it", () => {
    expect(
      askFields(["We are raising ₹24 crore in a seed round to add Marathi, Bengali and Tamil."]),
    ).toMatchObject({ amount: "₹24 crore", round: "Seed" });
    expect(askFields(["We're raising ₦800 million to open in Abuja."])?.amount).toBe("₦800 million");
  });

  it("reads an amount whose currency is named after it ('2.5 million euros')", () => {
    expect(askFields(["We're raising 2.5 million euros to open four more cities in 2025."])).toMatchObject({
      amount: "2.5 million euros",
      milestones: "Open four more cities in 2025",
    });
    expect(askFields(["We are raising 300 crore rupees for the Series A."])?.amount).toBe("300 crore rupees");
    // A count of something else is no amount.
    expect(askFields(["We have 2.5 million users and are raising soon."])).toBeNull();
  });

  it("reads an amount said aloud ('six million dollars'), and the goal after 'want to raise…'", () => {
    expect(
      askFields([
        "We're raising six million dollars Series A to go to Uttar Pradesh and build our own yards.",
      ]),
    ).toMatchObject({
      amount: "$6 million",
      round: "Series A",
      milestones: "Go to Uttar Pradesh and build our own yards",
    });
    expect(askFields(["We want to raise $5M to set up manufacturing."])?.milestones).toBe(
      "Set up manufacturing",
    );
    expect(askFields(["We're raising three million seed to hire four engineers."])).toMatchObject({
      amount: "3 million",
      round: "Seed",
    });
    expect(askFields(["We are raising 8 million PLN of equity to reach 5,000 clients."])?.amount).toBe(
      "8 million PLN",
    );
  });

  it("asks for the milestones when the brief names only the amount", () => {
    expect(askFields(["We are raising $2M."])?.milestones).toBe("[Add the milestones this round reaches]");
  });
});
