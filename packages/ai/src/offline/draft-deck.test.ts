import { describe, expect, it } from "vitest";
import { draftSlideSchema } from "../engine.ts";
import {
  allBriefs,
  consumerBrief,
  hardwareBrief,
  marketplaceBrief,
  oneSentenceBrief,
  saasBrief,
} from "./briefs.fixture.ts";
import { draftOfflineDeck } from "./draft-deck.ts";
import { SECTION_KEYS, SECTIONS } from "./sections.ts";

const SECTION_TITLES = [
  "Problem",
  "Solution",
  "Why now",
  "Market",
  "Product",
  "Business model",
  "Traction",
  "Competition",
  "Team",
  "Financials",
  "The ask",
  "Thank you",
];

const deckText = (brief: (typeof allBriefs)[string]) =>
  draftOfflineDeck(brief)
    .map((s) => `${s.title}\n${s.content}\n${s.notes}`)
    .join("\n");

/** Figures as written, found independently of the engine's own tokenizer. */
function figures(text: string): string[] {
  const digitRuns = text.match(/\d+(?:[.,]\d+)*/gu) ?? [];
  const withUnits = text.match(/[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:%|k\b|K\b|M\b|B\b|bn\b)/gu) ?? [];
  return [...digitRuns, ...withUnits];
}

/** The drafted slide for a section, by the section's name ("Market", "The ask"). */
const slideOf = (brief: (typeof allBriefs)[string], name: string) => {
  const key = SECTION_KEYS.find((candidate) => SECTIONS[candidate].title === name);
  const slide = draftOfflineDeck(brief).find((s) => s.section === key);
  if (!slide) throw new Error(`no ${name} slide`);
  return slide;
};

/** What a slide says: its title (a headline may carry the lead fact) and its text. */
const said = (slide: { title: string; content: string }) => `${slide.title}\n${slide.content}`;

describe.each(Object.entries(allBriefs))("offline draft: %s", (_name, brief) => {
  const deck = draftOfflineDeck(brief);

  it("has every standard section in order, between a cover named after the startup and a closing slide", () => {
    expect(deck).toHaveLength(13);
    expect(deck[0]?.title).toBe(brief.startupName);
    expect(deck[0]?.body?.layout).toBe("cover");
    expect(deck.slice(1, -1).map((s) => s.section)).toEqual(SECTION_KEYS.slice(1));
    // A section's slide is titled with its lead fact when that reads as a headline (in the founder's own
    // words, at most 14 of them), else with its name.
    const words = new Set(brief.overview.toLowerCase().split(/[^\p{L}\p{N}$%.,'-]+/u));
    for (const [index, slide] of deck.slice(1, -1).entries()) {
      if (slide.title === SECTION_TITLES[index]) continue;
      const headline = slide.title
        .toLowerCase()
        .split(/[^\p{L}\p{N}$%.,'-]+/u)
        .filter(Boolean);
      expect(headline.length).toBeLessThanOrEqual(14);
      for (const word of headline) expect([...words].some((known) => known.startsWith(word))).toBe(true);
    }
    expect(deck.at(-1)?.title).toBe("Thank you");
    expect(deck.at(-1)?.body?.layout).toBe("closing");
  });

  it("passes the slide schema, with at most 6 short bullets per list slide and notes on every slide", () => {
    for (const slide of deck) {
      expect(draftSlideSchema.safeParse(slide).success).toBe(true);
      expect(slide.notes.length).toBeGreaterThan(0);
      if (slide.body) continue;
      const bullets = slide.content.split("\n");
      expect(bullets.length).toBeLessThanOrEqual(6);
      for (const bullet of bullets) expect(bullet.split(/\s+/u).length).toBeLessThanOrEqual(22);
      expect(slide.notes.length).toBeGreaterThan(0);
    }
  });

  it("invents no figures: every number in the deck appears in the brief", () => {
    // Spacing aside: a chart point reads "June: 18 $k" for the brief's "$18k in June".
    const source = `${brief.title} ${brief.startupName} ${brief.overview}`.replace(/\s+/gu, "");
    for (const figure of figures(deckText(brief))) expect(source).toContain(figure.replace(/\s+/gu, ""));
  });

  it("puts every sentence of the overview on at least one slide", () => {
    const text = deckText(brief).toLowerCase();
    const sentences = brief.overview.split(/(?<=[.!?])\s+|\n+/u).filter((s) => s.trim());
    for (const sentence of sentences) {
      const important = sentence
        .toLowerCase()
        .split(/\s+/u)
        .map((w) => w.replace(/^[^\p{L}\p{N}$€£]+|[^\p{L}\p{N}%]+$/gu, ""))
        .filter((w) => w.length > 3);
      for (const word of important) expect(text, `"${word}" from "${sentence}"`).toContain(word);
    }
  });

  it("is deterministic", () => {
    expect(draftOfflineDeck({ ...brief })).toEqual(deck);
  });
});

describe("offline draft: facts and gaps", () => {
  it("uses the founder's figures on the slides they support", () => {
    expect(said(slideOf(saasBrief, "Traction"))).toContain("$18k MRR");
    expect(slideOf(saasBrief, "Traction").body?.layout).toBe("bigNumbers");
    expect(said(slideOf(saasBrief, "Market"))).toContain("$12B");
    expect(said(slideOf(saasBrief, "Business model"))).toContain("$49 per seat per month");
    expect(said(slideOf(saasBrief, "Team"))).toContain("ex-Stripe");
    expect(slideOf(saasBrief, "Competition").notes).toContain("Unlike BlackLine");
    expect(said(slideOf(saasBrief, "Competition"))).toContain("Compared: Ledgerly, BlackLine");
    expect(said(slideOf(saasBrief, "The ask"))).toContain("Raising $2.5M Seed");
    expect(said(slideOf(saasBrief, "Why now"))).toContain("Since 2023");
    expect(said(slideOf(hardwareBrief, "Product"))).toContain("450 Wh/kg");
    expect(said(slideOf(hardwareBrief, "Traction"))).toContain("3 pilots");
    expect(said(slideOf(marketplaceBrief, "Traction"))).toContain("$240k GMV");
    expect(said(slideOf(marketplaceBrief, "Business model"))).toContain("15% commission");
  });

  it("puts the startup name and a tagline from the overview on the title slide", () => {
    const title = draftOfflineDeck(hardwareBrief)[0];
    expect(title?.title).toBe("Voltaic Cells");
    expect(title?.body).toMatchObject({
      layout: "cover",
      fields: { tagline: "Voltaic builds solid-state battery cells for electric aircraft", date: "" },
    });
  });

  it("keeps a one-liner whole on the cover, and cuts only a long one at a natural break", () => {
    const cover = (overview: string) =>
      draftOfflineDeck({ title: "Seed", startupName: "Plotline", overview })[0]?.body?.fields;
    expect(
      cover(
        "Plotline is a small robot that prints the full building layout directly onto the floor from the BIM model. We rent it for $6,000 a month.",
      ),
    ).toMatchObject({
      tagline:
        "Plotline is a small robot that prints the full building layout directly onto the floor from the BIM model",
    });
    const long = cover(
      "Plotline is a small robot that prints the full building layout directly onto the floor from the BIM model, so two surveyors with chalk lines and a tape measure are no longer needed on every slab.",
    ) as { tagline: string };
    expect(long.tagline.split(" ").length).toBeLessThanOrEqual(16);
    expect(long.tagline).toMatch(/^Plotline is a small robot/u);
  });

  it("finds the one-liner when the founder shortens the company's name ('Pallo builds…' for Pallo Robotics)", () => {
    const deck = draftOfflineDeck({
      title: "Seed",
      startupName: "Pallo Robotics",
      overview:
        "Most mid-size warehouses still pick cases by hand. Pallo builds mobile robots that pick mixed cases off racks. We rent them at $4,500 per unit per month.",
    });
    expect(deck[0]?.body?.fields).toMatchObject({
      tagline: "Pallo builds mobile robots that pick mixed cases off racks",
    });
  });

  it("reads a brief that opens with a result ('Ledgerline has 41 paying customers…') as traction, not the one-liner", () => {
    const deck = draftOfflineDeck({
      title: "Seed",
      startupName: "Ledgerline",
      overview:
        "Ledgerline has 41 paying customers and crossed $620K ARR last month. We automate accounts payable for construction contractors. Their clerks key in invoices by hand.",
    });
    expect(deck[0]?.body?.fields).toMatchObject({
      tagline: "We automate accounts payable for construction contractors",
    });
    const traction = deck.find((slide) => slide.section === "traction");
    expect(`${traction?.title}\n${traction?.content}`).toContain("41 paying customers");
  });

  it("reads 'Palletpath is now routing 14,000 shipments a month…' as a result, not the one-liner", () => {
    const deck = draftOfflineDeck({
      title: "Seed",
      startupName: "Palletpath",
      overview:
        "Palletpath is now routing 14,000 LTL shipments a month for 38 distributors. We built a booking tool for mid-sized distributors that quotes LTL freight in one click. Their logistics teams still call five carriers for every quote.",
    });
    expect(deck[0]?.body?.fields).toMatchObject({
      tagline: "We built a booking tool for mid-sized distributors that quotes LTL freight in one click",
    });
    const traction = deck.find((slide) => slide.section === "traction");
    expect(`${traction?.title}\n${traction?.content}`).toContain("14,000 LTL shipments");
  });

  it("keeps a 'versus…' clause with its sentence", () => {
    const deck = draftOfflineDeck({
      title: "Seed",
      startupName: "Otogen",
      overview:
        "Otogen delivers a working copy of GJB2 to the inner ear with one injection. Our engineered AAV capsid, Anc80-S7, transduces 85% of supporting cells in non-human primates, versus under 20% for the capsids used in OTOF programs. In knockout mice, hearing thresholds recovered to within 15 dB of wild type. FDA granted orphan drug designation in 2024. We are raising a $45M Series A.",
    });
    const product = deck.find((slide) => slide.content.includes("transduces 85%"));
    expect(product?.content.toLowerCase()).toContain(
      "versus under 20% for the capsids used in otof programs",
    );
  });

  it("marks gaps instead of inventing figures when the brief has none", () => {
    const deck = draftOfflineDeck(consumerBrief);
    expect(deckText(consumerBrief)).not.toMatch(/\d/u);
    // Where the brief is silent, the slide asks about this business, in its own words.
    expect(said(slideOf(consumerBrief, "Traction"))).toContain(
      "[How many owners pay today, and since when?]",
    );
    expect(slideOf(consumerBrief, "Market").body).toMatchObject({
      layout: "bigNumbers",
      fields: { metrics: [{ value: "[Add TAM]" }, { value: "[Add SAM]" }, { value: "[Add SOM]" }] },
    });
    expect(slideOf(consumerBrief, "Competition").content).toMatch(
      /^\[What do owners use today instead of .+\?\]$/mu,
    );
    expect(said(slideOf(consumerBrief, "The ask"))).toContain(
      "[How much are you raising, and in what round?]",
    );
    expect(deck.find((s) => s.section === "problem")?.content).toContain("Owners struggle");
  });

  it("drafts a full deck from a one-sentence brief", () => {
    const deck = draftOfflineDeck(oneSentenceBrief);
    expect(deck).toHaveLength(13);
    expect(deck[0]?.content).toContain("An AI tutor for high-school chemistry");
    expect(said(slideOf(oneSentenceBrief, "Solution"))).toContain("An AI tutor for high-school chemistry");
    expect(
      deck.filter((s) => /\[(?:Add|How|What|Which|Who)\b/u.test(s.content)).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it("leads Solution with the sentence where the founders say what they build, wherever it stands", () => {
    const brief = {
      title: "Furrow Robotics",
      startupName: "Furrow Robotics",
      overview:
        "Organic vegetable farms spend up to $1,000 an acre on hand weeding. We build a solar-powered weeding robot that uses cameras to tell crop from weed. The robot covers about 4 acres a day and runs overnight.",
    };
    const deck = draftOfflineDeck(brief);
    const solution = deck.find((slide) => slide.section === "solution")!;
    expect(`${solution.title}\n${solution.content}`).toContain("solar-powered weeding robot");
    expect(deck.find((slide) => slide.section === "problem")?.content).toContain("$1,000 an acre");
  });

  it("keeps a clause with only a weak cue of its own with its sentence ('…what they pay in labor now')", () => {
    const brief = {
      title: "Furrow Robotics",
      startupName: "Furrow Robotics",
      overview:
        "Organic farms spend up to $1,000 an acre on hand weeding. Farmers rent it by the season at $12k per robot, which is less than half of what they pay in weeding labor now.",
    };
    const deck = draftOfflineDeck(brief);
    const text = (section: string) => {
      const slide = deck.find((s) => s.section === section)!;
      return `${slide.title}\n${slide.content}`;
    };
    expect(text("businessModel")).toContain("less than half of what they pay in weeding labor");
    expect(text("whyNow")).not.toContain("weeding labor");
  });

  it("takes a figure written in words as traction's figure ('Six farms ran it this summer')", () => {
    const brief = {
      ...consumerBrief,
      overview:
        "Six farms in the Salinas Valley ran it this summer and four have already signed up for next season.",
    };
    expect(slideOf(brief, "Traction").content).not.toContain("[Add one figure that shows momentum");
  });

  it("adds a specific gap when a section has words but not the figure investors look for", () => {
    const brief = { ...consumerBrief, overview: "We are raising a seed round to grow the team." };
    expect(slideOf(brief, "The ask").content).toBe(
      "We are raising a seed round to grow the team\n[Add the amount you are raising]",
    );
  });

  it("moves what does not fit in six bullets to the speaker notes", () => {
    const overview = Array.from(
      { length: 9 },
      (_, i) => `Clinics waste hours on manual task ${"abcdefghi"[i]}.`,
    ).join(" ");
    const problem = slideOf({ ...consumerBrief, overview }, "Problem");
    expect(problem.content.split("\n").length).toBeLessThanOrEqual(6);
    expect(`${problem.notes}`).toContain("manual task");
  });
});
