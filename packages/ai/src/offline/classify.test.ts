import { describe, expect, it } from "vitest";
import type { BriefInput } from "../engine.ts";
import { rankSections, rankSectionsForDraft } from "./classify.ts";
import { draftOfflineDeck } from "./draft-deck.ts";
import { buyersOf } from "./buyers.ts";
import { SECTIONS } from "./sections.ts";

describe("which slide a brief sentence supports", () => {
  it.each([
    // The misplacements a new user met (issue 13).
    ["There are 135,000 dental practices in the US, 70% of them independent.", "market"],
    ["135,000 practices, 70% independent", "market"],
    ["Weave and Dental Intelligence are built for large groups and cost $500 a month.", "competition"],
    ["Today mills find 4% of fabric defective only at final inspection.", "problem"],
    ["We are running pilots with 3 mills in Portugal.", "traction"],
    ["Loomwise puts a camera on every loom and flags defects as the fabric is woven.", "solution"],
    ["We have 38 paying clinics.", "traction"],
    // Sentences that already landed right stay right.
    ["We charge $199 per clinic per month.", "businessModel"],
    ["Front desks lose 20% of appointments to no-shows.", "problem"],
    ["We are raising a $1.5M seed round.", "ask"],
    ["Our CTO is ex-Google with 10 years in computer vision.", "team"],
    // Cues read from the evaluation's misplacements, tried here on sentences of other startups.
    ["Our plugin integrates with Shopify and WooCommerce out of the box.", "product"],
    ["It works inside Slack, so nobody installs anything.", "product"],
    ["We sold 4,100 units in our first preorder campaign.", "traction"],
    ["We get paid per delivery, about $3, and keep the tips out of it.", "businessModel"],
    ["Contractors lose 8% of every invoice to late fees and wait up to 60 days to get paid.", "problem"],
    ["Ever spent a Saturday matching 300 receipts to a bank statement?", "problem"],
    ["Nomad is developing a soil sensor that reads nitrogen in the field.", "solution"],
    ["In 2019 a tailings dam in Brazil collapsed and killed 270 people.", "problem"],
    ["Lidar units fell under $200, which makes a scanner in every delivery truck practical.", "whyNow"],
    ["Most invoices still go out on paper and get keyed in by hand at the other end.", "problem"],
    ["The EU's new battery passport became mandatory for industrial batteries in February 2027.", "whyNow"],
    ["Reimbursement runs through the state's Medicaid program at $42 a session.", "businessModel"],
    [
      "Schools don't buy it themselves: the payer is the district's special-education budget.",
      "businessModel",
    ],
    // Cues read from a fresh batch's misplacements, tried here on sentences of other startups.
    ["The big vendors charge six figures and take a year to roll out.", "competition"],
    ["Most hospitals run Epic or a homegrown system that costs $2M a year to keep alive.", "competition"],
    ["Canva has a resize feature at $15 a month, but it handles one format at a time.", "competition"],
    ["Ramp's bill pay costs $15 a month per user, and it stops at approvals.", "competition"],
    ["Notion, Coda and Airtable all store docs, but none of them version the data.", "competition"],
    ["The scanner reads 240 parcels per second at under 5 ms of latency.", "product"],
    // Cues read from the evaluation's empty slides, tried here on sentences of other startups.
    ["Supports Gusto and Rippling today, with ADP and Paychex next quarter.", "product"],
    ["We'll sell it as a research-use kit first, then file for FDA clearance in 2027.", "product"],
    ["Cheap satellite revisits mean we can see every field twice a week.", "whyNow"],
    ["The licence deal is $1M upfront plus royalties of 4% on sales.", "businessModel"],
    [
      "Under the Digital Operational Resilience Act, every EU bank must be compliant by January 2025.",
      "whyNow",
    ],
    // A count of harm is the problem, however big: the count of buyers is the market.
    ["Europe is short 200,000 truck drivers and the gap grows every year.", "problem"],
  ])("%s → %s", (sentence, section) => {
    expect(rankSections(sentence)[0]).toBe(section);
  });
});

describe("which slide a sentence supports, rules and trained model together", () => {
  it.each([
    ["Unlike BlackLine and FloQast, we set up in a day.", "competition"],
    ["Compared to liquidators like BioSurplus, we test every machine before it ships.", "competition"],
    // Two places are no two rivals.
    ["The US and Europe have about 30 million dairy cows between them.", "market"],
    ["We are marine engineers from Wärtsilä and a data scientist from Spotify, based in Helsinki.", "team"],
    ["Sites with 300 beds pay about $9 per occupied bed per month.", "businessModel"],
  ])("%s → %s", (sentence, section) => {
    expect(rankSectionsForDraft(sentence)[0]).toBe(section);
  });
});

const dentaflow: BriefInput = {
  title: "DentaFlow seed deck",
  startupName: "DentaFlow",
  overview:
    "DentaFlow is scheduling and billing software for independent dental clinics. Front desks lose 20% of appointments to no-shows and spend hours on manual reminders. There are 135,000 dental practices in the US, 70% of them independent. Weave and Dental Intelligence are built for large group practices and cost $500 a month. We charge $199 per clinic per month. We have 38 paying clinics and grow 15% month over month. We are raising a $1.5M seed round.",
};

const loomwise: BriefInput = {
  title: "Loomwise seed deck",
  startupName: "Loomwise",
  overview:
    "Today mills find 4% of fabric defective only at final inspection. Loomwise puts a camera on every loom and flags defects as the fabric is woven. We are running pilots with 3 mills in Portugal. We charge $300 per loom per month.",
};

/** The section's name of the content slide (not the cover or the closing) whose title or text holds `text`. */
const slideWith = (brief: BriefInput, text: string) => {
  const slide = draftOfflineDeck(brief)
    .slice(1, -1)
    .find((candidate) => `${candidate.title}\n${candidate.content}`.includes(text));
  return slide?.section ? SECTIONS[slide.section].title : undefined;
};

describe("the offline draft puts each fact on its slide", () => {
  it("DentaFlow: practice counts on Market, Weave on Competition, paying clinics on Traction", () => {
    expect(slideWith(dentaflow, "135,000")).toBe("Market");
    expect(slideWith(dentaflow, "Weave")).toBe("Competition");
    expect(slideWith(dentaflow, "38 paying clinics")).toBe("Traction");
    expect(draftOfflineDeck(dentaflow).find((slide) => slide.section === "market")?.content).toContain(
      "of them independent",
    );
  });

  it("Loomwise: the 4% on Problem, the pilots on Traction", () => {
    expect(slideWith(loomwise, "4%")).toBe("Problem");
    expect(slideWith(loomwise, "3 mills")).toBe("Traction");
    expect(draftOfflineDeck(loomwise).find((slide) => slide.section === "traction")?.content).toContain(
      "pilot",
    );
  });
});

describe("the startup's one-liner", () => {
  it("leads the Solution slide, all of it, even told in product words after the problem", () => {
    const deck = draftOfflineDeck({
      title: "Tallow seed",
      startupName: "Tallow",
      overview:
        "Vets spend two hours a night typing up charts after the clinic closes. " +
        "Tallow is an ambient voice assistant that listens during the visit and drafts the chart for the vet to confirm. " +
        "It plugs into ezyVet and Cornerstone, and the vet approves each note with one click.",
    });
    const solution = deck.find((slide) => slide.section === "solution")!;
    expect(`${solution.title}\n${solution.content}`).toContain("ambient voice assistant");
    const product = deck.find((slide) => slide.section === "product")!;
    expect(`${product.title}\n${product.content}`).toContain("ezyVet");
    // The cover's tagline is the one-liner too.
    expect(deck[0]?.body).toMatchObject({
      fields: { tagline: expect.stringContaining("Tallow is an ambient") },
    });
    // The opening sentence is the problem here, not the one-liner: it does not lean to Solution.
    const problem = deck.find((slide) => slide.section === "problem")!;
    expect(`${problem.title}\n${problem.content}`).toContain("two hours a night");
  });
});

describe("a one-liner without the company's name", () => {
  it("'We're building…' is the Solution slide's, all of it", () => {
    const deck = draftOfflineDeck({
      title: "Tutorly seed",
      startupName: "Tutorly",
      overview:
        "We're building a maths tutor for Class 9 and 10 students in India that works in Hindi, Marathi and Tamil, not just English. " +
        "Students photograph a problem from their textbook, and the tutor walks them through it step by step.",
    });
    const solution = deck.find((slide) => slide.section === "solution")!;
    expect(`${solution.title}\n${solution.content}`).toContain("Hindi, Marathi and Tamil");
    const product = deck.find((slide) => slide.section === "product")!;
    expect(`${product.title}\n${product.content}`).not.toContain("Hindi");
  });
});

describe("a one-liner that lists what the product does", () => {
  it("is the Product slide's steps when the brief says nothing else about the product", () => {
    const deck = draftOfflineDeck({
      title: "Shelfwise seed",
      startupName: "Shelfwise",
      overview:
        "Grocers throw away 8% of their fresh produce because they reorder by gut feel. " +
        "Shelfwise reads each store's sales, forecasts tomorrow's demand per item, and drafts the produce order for the manager to approve. " +
        "Twelve stores in Ohio use it today.",
    });
    const solution = deck.find((slide) => slide.section === "solution")!;
    expect(`${solution.title}
${solution.content}`).toContain("forecasts tomorrow's demand per item");
    const product = deck.find((slide) => slide.section === "product")!;
    expect(product.content.split("\n")).toEqual([
      "Reads each store's sales",
      "Forecasts tomorrow's demand per item",
      "Drafts the produce order for the manager to approve",
    ]);
  });
});

describe("where the brief is silent, the slide asks about this business", () => {
  it("never takes a span of time for the buyers ('for nine years')", () => {
    const deck = draftOfflineDeck({
      title: "WardNote",
      startupName: "WardNote",
      overview:
        "Nurses still chart on paper at the bedside. My cofounder was a charge nurse for nine years. We are raising a $2M seed.",
    });
    const text = deck.map((slide) => slide.content).join("\n");
    expect(text).toContain("[What does WardNote do for nurses, in one sentence?]");
    expect(text).not.toMatch(/\[[^\]]*\bfor years\b/u);
  });

  it("never takes what goes wrong for the buyers ('denied for eligibility errors')", () => {
    expect(buyersOf("1 in 5 claims is denied for eligibility errors. We sell to dental clinics.")).toBe(
      "clinics",
    );
  });

  it("names the buyers the brief names", () => {
    const traction = draftOfflineDeck({
      ...loomwise,
      overview: loomwise.overview.replace(/We are running[^.]*\./u, ""),
    });
    expect(traction.find((slide) => slide.section === "traction")?.content).toContain(
      "[How many mills pay today, and since when?]",
    );
    const team = draftOfflineDeck(dentaflow).find((slide) => slide.section === "team");
    expect(team?.content).toContain(
      "[Who founded DentaFlow, and what have you done that fits this problem?]",
    );
  });
});
