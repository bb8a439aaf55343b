/**
 * The standard investor deck, in order: what each section is called, how founders refer to it, what to
 * write when the brief has no facts for it, and how to coach the speaker. Template text here never
 * contains a digit, so the engine cannot put a figure on a slide that the founder did not write.
 */

import { deckSections, type DeckSection } from "@pds/contracts";

export const SECTION_KEYS = deckSections;
export type SectionKey = DeckSection;
/** Every section but the title slide; these are the ones facts are sorted into. */
export type ContentSectionKey = Exclude<SectionKey, "title">;
export const CONTENT_SECTION_KEYS = SECTION_KEYS.filter((k): k is ContentSectionKey => k !== "title");

export interface SectionSpec {
  title: string;
  /** Lower-case phrases that name this section in a slide title or a founder's request. */
  aliases: readonly string[];
  /** Bullets that mark what the founder still has to fill in. */
  gaps: readonly string[];
  /** Added when facts exist but none carries what investors look for (e.g. a figure on Traction). */
  missing?: { test: RegExp; gap: string };
  /** Speaker notes: with the lead fact, or a coaching hint when there is none. */
  note: (lead: string | null) => string;
}

const say = (intro: string, lead: string, hint: string) =>
  `${intro}: ${lead.replace(/[.!?…]$/u, "")}. ${hint}`;

export const SECTIONS: Record<SectionKey, SectionSpec> = {
  title: {
    title: "Title",
    aliases: ["title", "cover", "intro", "introduction"],
    gaps: ["[Add a one-line tagline: who you serve and what you do for them]"],
    note: (lead) =>
      lead
        ? say("Introduce the company in one breath", lead, "Then say who you are and why you are here.")
        : "Say the company name, what it does in one line, and who you are.",
  },
  problem: {
    title: "Problem",
    aliases: ["problem", "pain", "pain point", "pain points", "challenge"],
    gaps: ["[Describe who has the problem and what it costs them today]", "[Add one real customer example]"],
    note: (lead) =>
      lead
        ? say("Tell the problem as your customer feels it", lead, "Keep it to one customer and one moment.")
        : "Describe one real customer and the moment the problem hurts. Quantify it only with figures you can source.",
  },
  solution: {
    title: "Solution",
    aliases: ["solution", "how it works", "value proposition", "our approach"],
    gaps: ["[Describe what you built and how it removes the problem]"],
    note: (lead) =>
      lead
        ? say("Show how you remove the pain", lead, "Tie every point back to the problem you just described.")
        : "Explain in plain words what you built and why it removes the problem.",
  },
  whyNow: {
    title: "Why now",
    aliases: ["why now", "timing", "why today"],
    gaps: ["[Add what changed recently that makes this possible now]"],
    note: (lead) =>
      lead
        ? say("Explain the timing", lead, "Investors ask why this could not have worked five years ago.")
        : "Name the change (technology, regulation, behaviour) that opens the window now.",
  },
  market: {
    title: "Market",
    aliases: ["market", "market size", "tam", "opportunity", "market opportunity"],
    gaps: ["[Add TAM with a source]", "[Add the segment you will win first (SAM / SOM)]"],
    missing: { test: /\d/u, gap: "[Add TAM with a source]" },
    note: (lead) =>
      lead
        ? say(
            "Size the opportunity",
            lead,
            "Say where the figure comes from and which segment you win first.",
          )
        : "Size the market bottom-up: number of customers times what each pays. Cite the source.",
  },
  product: {
    title: "Product",
    aliases: ["product", "demo", "features", "how it works", "screenshots"],
    gaps: ["[Add a screenshot or a demo link]", "[Describe the core workflow in three steps]"],
    note: (lead) =>
      lead
        ? say("Walk through the product", lead, "Show it rather than describe it if you can.")
        : "Show the product: one screenshot or a short demo beats a list of features.",
  },
  businessModel: {
    title: "Business model",
    aliases: [
      "business model",
      "biz model",
      "pricing",
      "price",
      "revenue model",
      "monetization",
      "monetisation",
    ],
    gaps: ["[Add your pricing, e.g. per seat per month]", "[Add who pays and how often]"],
    note: (lead) =>
      lead
        ? say("Explain how you make money", lead, "Mention who signs and who pays.")
        : "Explain who pays, how much and how often. Investors want to see the unit economics.",
  },
  traction: {
    title: "Traction",
    aliases: ["traction", "metrics", "growth", "milestones", "kpis", "customers"],
    gaps: [
      "[Add your MRR here]",
      "[Add customers, users or pilots with dates]",
      "[Add month-over-month growth]",
    ],
    // "Six farms ran it this summer" has its figure in words.
    missing: {
      test: /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen)s?\b/iu,
      gap: "[Add one figure that shows momentum, with its date]",
    },
    note: (lead) =>
      lead
        ? say("Lead with your strongest proof", lead, "Give dates so the slope is clear.")
        : "Show proof that people want this: revenue, users, pilots or a waitlist, each with a date.",
  },
  competition: {
    title: "Competition",
    aliases: [
      "competition",
      "competitors",
      "competitive landscape",
      "alternatives",
      "differentiation",
      "moat",
    ],
    gaps: ["[Name two or three competitors and how you differ]", "[Add your unfair advantage]"],
    note: (lead) =>
      lead
        ? say("Position yourself honestly", lead, "Acknowledge the alternatives and say why you win.")
        : "Name the real alternatives, including spreadsheets or doing nothing, and say why customers pick you.",
  },
  team: {
    title: "Team",
    aliases: ["team", "founders", "founding team", "advisors", "people"],
    gaps: ["[Add founders, roles and relevant experience]", "[Add key hires or advisors]"],
    note: (lead) =>
      lead
        ? say("Say why this team wins", lead, "Connect each person's past to this problem.")
        : "Say why you are the people to solve this: relevant experience, not a list of logos.",
  },
  financials: {
    title: "Financials",
    aliases: ["financials", "financial", "projections", "forecast", "unit economics", "finances"],
    gaps: ["[Add revenue projections for the next three years]", "[Add burn rate and runway]"],
    note: (lead) =>
      lead
        ? say("Walk through the numbers", lead, "State the assumptions behind each projection.")
        : "Show a simple projection with its assumptions, your burn and your runway.",
  },
  ask: {
    title: "The ask",
    aliases: ["ask", "the ask", "fundraising", "raise", "funding", "use of funds", "investment", "round"],
    gaps: ["[Add the amount you are raising]", "[Add what the money funds and the milestones it reaches]"],
    missing: {
      test: /[$€£₹₦¥₩₱₫]\s?\d|\d\s?(?:k|m|bn|million|billion)\b/iu,
      gap: "[Add the amount you are raising]",
    },
    note: (lead) =>
      lead
        ? say("Close with the ask", lead, "Say what the money buys and the milestone it gets you to.")
        : "State the amount, the instrument and the milestones the round gets you to.",
  },
};

/** Extra sections the copilot composes once every standard one exists. */
export const EXTRA_SECTIONS: readonly { title: string; test: RegExp; gaps: readonly string[] }[] = [
  {
    title: "Go-to-market",
    test: /\b(sales|channel|channels|distribution|partner(?:ship)?s?|go-to-market|outbound|inbound|marketing)\b/iu,
    gaps: ["[Add your first channel and what it costs to acquire a customer]", "[Add key partnerships]"],
  },
  {
    title: "Roadmap",
    test: /\b(roadmap|next year|launch|plan to|will|milestone)\b/iu,
    gaps: ["[Add the next milestones with dates]", "[Add what each milestone proves]"],
  },
  {
    title: "Customer story",
    test: /\b(customer|client|user)s?\b.*\b(said|told|saved|cut|reduced)\b/iu,
    gaps: ["[Add one customer, their problem before, and the result after]"],
  },
];

/** The section a phrase (slide title or request topic) names, if any. Longest alias wins. */
export function sectionForPhrase(phrase: string): SectionKey | null {
  const text = ` ${phrase.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, " ")} `;
  let best: { key: SectionKey; length: number } | null = null;
  for (const key of SECTION_KEYS) {
    for (const alias of SECTIONS[key].aliases) {
      if (text.includes(` ${alias} `) && (!best || alias.length > best.length))
        best = { key, length: alias.length };
    }
  }
  return best?.key ?? null;
}
