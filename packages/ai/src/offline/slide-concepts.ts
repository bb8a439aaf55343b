import type { SectionKey } from "./sections.ts";

/**
 * What founders call a kind of slide. `primary` words name the slide itself ("the moat slide" is the
 * competition slide); `related` words are a part of it ("the pricing slide" may be the business model
 * slide, but only when the deck has no slide of its own for pricing), so a match through them is inexact
 * and a destructive edit asks first. A concept without a section (go-to-market) only matches slides whose
 * title says so: it never falls back to a neighbour that shares a word ("go-to-market" is not Market).
 */
export interface SlideConcept {
  name: string;
  section: SectionKey | null;
  primary: readonly string[];
  related: readonly string[];
}

export const SLIDE_CONCEPTS: readonly SlideConcept[] = [
  {
    name: "closing",
    section: null,
    primary: ["closing", "thank you", "thanks", "contact", "contact details", "outro"],
    related: [],
  },
  {
    name: "go-to-market",
    section: null,
    primary: [
      "go-to-market",
      "go to market",
      "gtm",
      "distribution",
      "sales strategy",
      "go to market strategy",
    ],
    related: ["sales", "marketing", "channels", "customer acquisition", "acquisition", "sales and marketing"],
  },
  {
    name: "competition",
    section: "competition",
    primary: [
      "competition",
      "competitors",
      "competitive landscape",
      "landscape",
      "moat",
      "defensibility",
      "vs",
      "versus",
      "comparison",
    ],
    related: ["differentiation", "alternatives", "competitive advantage", "positioning"],
  },
  {
    name: "market",
    section: "market",
    primary: ["market", "market size", "tam", "sam", "som", "tam sam som", "market opportunity"],
    related: ["opportunity"],
  },
  {
    name: "business model",
    section: "businessModel",
    primary: [
      "business model",
      "biz model",
      "revenue model",
      "monetization",
      "monetisation",
      "how we make money",
    ],
    // Slides of their own in many decks: a match asks before a delete, and "add a unit economics slide" adds one.
    related: ["pricing", "price", "prices", "revenue", "unit economics"],
  },
  {
    name: "ask",
    section: "ask",
    primary: ["ask", "the ask", "raise", "fundraise", "fundraising", "round", "funding"],
    related: ["investment", "use of funds"],
  },
  {
    name: "financials",
    section: "financials",
    primary: [
      "financials",
      "financial",
      "projections",
      "forecast",
      "financial plan",
      "p&l",
      "burn",
      "runway",
    ],
    related: ["finances", "budget"],
  },
  {
    name: "traction",
    section: "traction",
    primary: ["traction", "kpis", "growth"],
    related: ["metrics", "numbers", "customers", "results", "progress", "milestones", "mrr"],
  },
  {
    name: "team",
    section: "team",
    primary: ["team", "founders", "founding team", "about us", "people"],
    related: ["advisors"],
  },
  {
    name: "problem",
    section: "problem",
    primary: ["problem", "pain", "pain point", "pain points"],
    related: ["challenge"],
  },
  {
    name: "solution",
    section: "solution",
    primary: ["solution", "value proposition"],
    related: ["approach"],
  },
  {
    name: "product",
    section: "product",
    primary: ["product", "demo"],
    related: ["features", "screenshots", "how it works"],
  },
  { name: "why now", section: "whyNow", primary: ["why now", "timing", "why today"], related: [] },
  { name: "title", section: "title", primary: ["title", "cover", "title slide", "intro"], related: [] },
];

export interface ConceptMatch {
  concept: SlideConcept;
  /** The word of the concept that matched, and whether it names the slide itself. */
  word: string;
  primary: boolean;
}

const normal = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&\s-]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim()} `;

/**
 * Words that name no slide, taken out: "demo day" is an event, never the product demo; "Sam" is a teammate,
 * not the serviceable market ("SAM"); "mid-market" and "up-market" are kinds of customer, not the market.
 */
export const withoutEvents = (text: string) =>
  text
    .replace(/\bdemo[\s-]+days?\b/giu, " ")
    .replace(/\bSam(?:'s|’s)?\b/gu, " ")
    .replace(/\b(?:up|mid|down)[\s-]market\b/giu, " ");

/** The concept a phrase names, preferring the longest matching word ("go to market" over "market"). */
export function conceptOf(phrase: string): ConceptMatch | null {
  const said = withoutEvents(phrase);
  const text = normal(said);
  const spaced = normal(said.replace(/-/gu, " "));
  let best: ConceptMatch | null = null;
  for (const concept of SLIDE_CONCEPTS) {
    for (const [words, primary] of [
      [concept.primary, true],
      [concept.related, false],
    ] as const) {
      for (const word of words) {
        const hit = text.includes(` ${word} `) || spaced.includes(` ${word.replace(/-/gu, " ")} `);
        if (hit && (!best || word.length > best.word.length)) best = { concept, word, primary };
      }
    }
  }
  return best;
}

/** Whether a slide title names this concept (by any of its words). */
export function titleNamesConcept(title: string, concept: SlideConcept, primaryOnly = false): boolean {
  const match = conceptOf(title);
  return match?.concept === concept && (!primaryOnly || match.primary);
}
