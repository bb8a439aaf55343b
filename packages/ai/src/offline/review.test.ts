import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { draftOfflineDeck } from "./draft-deck.ts";
import { numberedSlide, reviewDeck, slideCalled } from "./review.ts";

function deckOf(slides: { title: string; content: string; notes?: string }[]): DeckContext {
  return { title: "Deck", slides: slides.map((s, i) => ({ id: `s${i + 1}`, notes: "", ...s })) };
}

const complete = () =>
  deckOf([
    { title: "Acme", content: "Acme\nPayroll for farms" },
    { title: "Problem", content: "Farms lose time on manual payroll" },
    { title: "Solution", content: "An app that pays seasonal workers" },
    {
      title: "Why now",
      content:
        "New regulation requires digital payslips\nEvery farm must file them online from 2026 (source: DOL)",
    },
    { title: "Market", content: "Farm payroll is a large market (source: USDA census)" },
    { title: "Product", content: "Mobile app and dashboard" },
    { title: "Business model", content: "$5 per worker per month" },
    { title: "Traction", content: "40 farms, $9k MRR [1]" },
    { title: "Competition", content: "Unlike Gusto, we handle piece rates" },
    { title: "Team", content: "CEO ran a farm for 10 years" },
    { title: "Financials", content: "Break-even at 900 farms, per our model (source: internal forecast)" },
    { title: "The ask", content: "Raising $1.5M seed to reach 500 farms" },
  ]);

describe("reviewDeck", () => {
  it("finds nothing to fix on a complete, sourced, short deck", () => {
    expect(reviewDeck(complete())).toEqual([]);
  });

  it("calls a why-now slide of one line thin", () => {
    const deck = complete();
    deck.slides[3]!.content = "New regulation requires digital payslips";
    expect(reviewDeck(deck).map((finding) => [finding.kind, finding.slideId])).toEqual([
      ["thin-slide", "s4"],
    ]);
  });

  it("calls a comparison with one rival or under three criteria thin, and not a full one", () => {
    const deck = complete();
    const row = (criterion: string) => ({ criterion, cells: [true, false] });
    const competition = deck.slides[8]!;
    competition.body = {
      layout: "comparison",
      fields: { columns: ["Acme", "Gusto"], rows: [row("Piece rates")] },
    };
    const thin = reviewDeck(deck).filter((finding) => finding.kind === "thin-comparison");
    expect(thin.map((finding) => finding.message)).toEqual([
      'Slide 9 "Competition" compares you with Gusto on one criterion. Show the two or three alternatives buyers really weigh (spreadsheets or doing nothing count) on three to five criteria they choose by.',
    ]);
    competition.body = {
      layout: "comparison",
      fields: {
        columns: ["Acme", "Gusto", "Spreadsheets"],
        rows: ["Piece rates", "Payslips", "Setup"].map((criterion) => ({
          criterion,
          cells: [true, false, false],
        })),
      },
    };
    expect(reviewDeck(deck).some((finding) => finding.kind === "thin-comparison")).toBe(false);
  });

  it("reports missing standard sections, core ones as high severity", () => {
    const deck = complete();
    deck.slides = deck.slides.filter((s) => !["Traction", "Why now"].includes(s.title));
    const findings = reviewDeck(deck).filter((f) => f.kind === "missing-section");
    expect(findings.map((f) => [f.section, f.severity])).toEqual([
      ["traction", "high"],
      ["whyNow", "medium"],
    ]);
    expect(findings[0]?.message).toContain('No "Traction" slide');
  });

  it("recognises sections by content when titles are unusual", () => {
    const deck = complete();
    const traction = deck.slides.find((s) => s.title === "Traction");
    if (!traction) throw new Error("fixture");
    traction.title = "Momentum so far";
    traction.content = "120 paying customers [1]\n$30k MRR [1]\nGrowing 20% MoM [1]";
    expect(reviewDeck(deck).filter((f) => f.kind === "missing-section")).toEqual([]);
  });

  it("flags figures without a source, but not prices, experience or the raise", () => {
    const deck = complete();
    const traction = deck.slides[7];
    if (!traction) throw new Error("fixture");
    traction.content = "40 farms, $9k MRR";
    const findings = reviewDeck(deck).filter((f) => f.kind === "unsourced-number");
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ slideId: "s8", severity: "medium" });
    expect(findings[0]?.message).toContain("$9k");
  });

  it("accepts a source in the speaker notes or a URL", () => {
    const deck = complete();
    const traction = deck.slides[7];
    if (!traction) throw new Error("fixture");
    traction.content = "40 farms, $9k MRR";
    traction.notes = "Numbers from https://dashboard.stripe.com";
    expect(reviewDeck(deck).filter((f) => f.kind === "unsourced-number")).toEqual([]);
  });

  it("flags slides over 6 bullets and over 50 words", () => {
    const deck = complete();
    deck.slides[5] = {
      id: "s6",
      title: "Product",
      notes: "",
      content: ["a", "b", "c", "d", "e", "f", "g"].join("\n"),
    };
    deck.slides[2] = { id: "s3", title: "Solution", notes: "", content: Array(51).fill("word").join(" ") };
    const findings = reviewDeck(deck);
    expect(findings.find((f) => f.kind === "too-many-bullets")).toMatchObject({
      slideId: "s6",
      severity: "medium",
    });
    expect(findings.find((f) => f.kind === "too-many-bullets")?.message).toContain("7 bullets");
    expect(findings.find((f) => f.kind === "too-many-words")).toMatchObject({
      slideId: "s3",
      severity: "low",
    });
  });

  it("flags a deck with no clear ask (no amount)", () => {
    const deck = complete();
    deck.slides[11] = { id: "s12", title: "The ask", notes: "", content: "We are raising a seed round" };
    const findings = reviewDeck(deck);
    expect(findings[0]).toMatchObject({ kind: "no-ask", severity: "high", slideId: "s12" });
  });

  it("reports unfilled gaps in a freshly drafted deck, most severe first", () => {
    const drafted = deckOf(draftOfflineDeck({ ...saasBrief, overview: "An app for dentists." }));
    const findings = reviewDeck(drafted);
    const gaps = findings.filter((f) => f.kind === "unfilled-gap");
    expect(gaps.length).toBeGreaterThanOrEqual(9);
    expect(gaps.find((f) => f.message.includes("[How many dentists pay today"))?.slideId).toBe("s8");
    const order = findings.map((f) => ({ high: 0, medium: 1, low: 2 })[f.severity]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("treats an empty deck as missing every section", () => {
    expect(
      reviewDeck({ title: "Empty", slides: [] }).filter((f) => f.kind === "missing-section"),
    ).toHaveLength(11);
  });
});

describe("how replies name a slide", () => {
  it("quotes a short title, names a headline by its section, and cuts any other long title", () => {
    expect(slideCalled({ title: "Pricing", content: "", section: null })).toBe('"Pricing"');
    expect(
      slideCalled({
        title: "The US market for close-management software is $12B according to Gartner",
        content: "",
        section: "market",
      }),
    ).toBe("the Market slide");
    expect(
      slideCalled({ title: "Raising $2.5M seed round to reach $100k MRR", content: "", section: "ask" }),
    ).toBe("the ask slide");
    expect(
      slideCalled({ title: "A few words about our journey so far and beyond", content: "", section: null }),
    ).toBe('"A few words about our journey…"');
    expect(numberedSlide({ title: "Team", content: "", section: "team" }, 10)).toBe('slide 11 "Team"');
    expect(
      numberedSlide(
        { title: "38 paying clinics and $21k MRR, growing 18% a month", content: "", section: "traction" },
        7,
      ),
    ).toBe("slide 8 (the Traction slide)");
  });
});
