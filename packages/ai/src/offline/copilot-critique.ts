import type { DeckContext } from "../engine.ts";
import type { Firm } from "./copilot-intent.ts";
import { slideName } from "./copilot-reply.ts";
import { reviewDeck, sectionOfSlide, type ReviewFinding } from "./review.ts";
import type { ContentSectionKey } from "./sections.ts";

/**
 * "What would a Sequoia partner criticize?": the deck read the way that firm reads decks (their published
 * guidance: Sequoia's business-plan outline, YC's "what do you make, who needs it, how fast are you
 * growing", a16z's market and founder-market fit, Lightspeed's unit economics and go-to-market). Every
 * point names a slide of this deck or a section it lacks; nothing is changed.
 */
interface FirmLens {
  partner: string;
  opener: string;
  /** Sections in the order this firm reads them; findings on earlier ones come first. */
  order: readonly ContentSectionKey[];
  /** Checks on what the deck says: the section, what must appear there, and the partner's question. */
  checks: readonly { section: ContentSectionKey; needs: RegExp; ask: string }[];
}

const LENSES: Record<Firm, FirmLens> = {
  Sequoia: {
    partner: "A Sequoia partner",
    opener:
      "would read this against their outline (purpose, problem, solution, why now, market, team, financials) and push on:",
    order: [
      "problem",
      "solution",
      "whyNow",
      "market",
      "competition",
      "product",
      "businessModel",
      "team",
      "financials",
      "ask",
      "traction",
    ],
    checks: [
      {
        section: "whyNow",
        needs: /\d|\b(?:since|after|because|now that|new|recent|changed?)\b/iu,
        ask: "why is this possible now and not five years ago? Name the change.",
      },
      {
        section: "market",
        needs: /\d/u,
        ask: "how big is this, bottom-up: customers × price, from figures you can source?",
      },
    ],
  },
  YC: {
    partner: "A YC partner",
    opener:
      "would want the plain version (what you make, who needs it, how fast you are growing) and push on:",
    order: [
      "traction",
      "problem",
      "product",
      "solution",
      "team",
      "market",
      "businessModel",
      "ask",
      "competition",
      "whyNow",
      "financials",
    ],
    checks: [
      {
        section: "traction",
        needs:
          /\d+\s*%|\b(?:week|month)(?:ly)?\b.*\d|\d.*\b(?:per week|a week|per month|a month|mom|wow)\b/iu,
        ask: "what is your growth rate, week over week or month over month?",
      },
      {
        section: "problem",
        needs: /\b(?:customer|user|clinic|mill|team|owner|manager|founder|people|they)\b/iu,
        ask: "who exactly has this problem? Name a real customer.",
      },
    ],
  },
  a16z: {
    partner: "An a16z partner",
    opener:
      "would look for a large market, a technical or structural edge, and founder-market fit, and push on:",
    order: [
      "market",
      "team",
      "product",
      "competition",
      "whyNow",
      "problem",
      "solution",
      "traction",
      "businessModel",
      "financials",
      "ask",
    ],
    checks: [
      {
        section: "team",
        needs: /\b(?:ex-|former|years?|built|founded|phd|led|ran)\b/iu,
        ask: "why are you the team to win this? Show what you did before that fits.",
      },
      {
        section: "competition",
        needs: /\b(?:network effects?|data|moat|switching|proprietary|patent|integrat)/iu,
        ask: "what compounds as you grow: data, network effects, integrations?",
      },
    ],
  },
  Lightspeed: {
    partner: "A Lightspeed partner",
    opener: "would dig into unit economics, go-to-market and retention, and push on:",
    order: [
      "businessModel",
      "traction",
      "financials",
      "market",
      "competition",
      "team",
      "product",
      "problem",
      "solution",
      "whyNow",
      "ask",
    ],
    checks: [
      {
        section: "businessModel",
        needs: /\b(?:cac|ltv|payback|margin|churn|acv|arpu|per (?:seat|user|month|year))\b/iu,
        ask: "what are CAC, payback and gross margin per customer?",
      },
      {
        section: "traction",
        needs: /\b(?:retention|churn|repeat|renew|cohort|net revenue)\b/iu,
        ask: "how do your cohorts retain after six months?",
      },
    ],
  },
};

function rank(lens: FirmLens, finding: ReviewFinding, deck: DeckContext): number {
  const slide = deck.slides.find((s) => s.id === finding.slideId);
  const section = finding.section ?? (slide ? sectionOfSlide(slide) : null);
  const index = section ? lens.order.indexOf(section) : -1;
  return index >= 0 ? index : lens.order.length;
}

export function firmCritique(firm: Firm, deck: DeckContext): string {
  const lens = LENSES[firm];
  const points: string[] = [];
  for (const check of lens.checks) {
    const index = deck.slides.findIndex((slide) => sectionOfSlide(slide) === check.section);
    const slide = deck.slides[index];
    if (slide && !check.needs.test(`${slide.title}\n${slide.content}`)) {
      points.push(`${slideName(deck, index)}: ${check.ask}`);
    }
  }
  const findings = reviewDeck(deck)
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => rank(lens, a.finding, deck) - rank(lens, b.finding, deck) || a.order - b.order)
    .map(({ finding }) => finding.message);
  points.push(...findings);
  if (points.length === 0) {
    return `${lens.partner} ${lens.opener.replace(/ and push on:$/u, "")}: this deck answers each of those. Rehearse it against that persona in Practice. I changed nothing.`;
  }
  const list = points.slice(0, 6).map((point, i) => `${i + 1}. ${point}`);
  return `${lens.partner} ${lens.opener}\n${list.join("\n")}\nI changed nothing. Rehearse the answers with the ${firm} persona in Practice.`;
}
