import type { BriefInput } from "../engine.ts";
import type { ContentSectionKey } from "./sections.ts";

/**
 * Where the brief is silent, a slide asks the founder a question about their own business ("How many mills
 * pay today, and since when?") instead of a generic "[Add traction]". Placeholders in the slide text format
 * (see contracts/slide-text.ts): the editor highlights them and the review counts them as unfilled.
 */

/** Words ending in s that are no plural of a buyer ("analytics", "business"); clinics and mechanics are. */
const NOT_PLURAL = /(?:ss|us|is|(?<!clin|mechan|med|academ)ics|sales|news|series)$/iu;
/**
 * Plurals that follow "for" or a figure but are never the buyers: "for nine years", "to 30 minutes",
 * "denied for eligibility errors".
 */
const NOT_BUYERS =
  /^(?:seconds|minutes|hours|days|weeks|months|years|decades|times|dollars|euros|cents|percent|points|steps|ways|things|reasons|units|errors|mistakes|problems|issues|costs|fees|claims|denials|results|features|benefits|savings)$/iu;

function singular(noun: string): string {
  if (/ies$/iu.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|ses)$/iu.test(noun)) return noun.slice(0, -2);
  return noun.slice(0, -1);
}

/** Who pays, as the brief names them: "software for independent dental clinics" → "clinics". */
export function buyersOf(overview: string): string | null {
  const patterns = [
    /\b(?:for|helps?|serves?|to)\s+(?:[\p{L}-]+\s+){0,3}?([\p{Ll}-]{3,}s)\b/u,
    /\b(?:with|to)\s+\d[\d,.]*\s+(?:[\p{L}-]+\s+)?([\p{Ll}-]{3,}s)\b/u,
    /\b\d[\d,.]*\s+(?:paying|active|signed)\s+([\p{Ll}-]{3,}s)\b/u,
    // The people with the problem as a sentence's subject: "Today mills find 4% of fabric defective…".
    /(?:^|[.!?]\s+)(?:(?:today|currently|most|many),?\s+)?([\p{L}-]{3,}s)\s+(?:find|lose|spend|struggle|waste|pay|use|rely|need|can't|cannot|still)\b/iu,
  ];
  for (const pattern of patterns) {
    for (const match of overview.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const noun = match[1];
      if (noun && !NOT_PLURAL.test(noun) && !NOT_BUYERS.test(noun)) return noun.toLowerCase();
    }
  }
  return null;
}

type Template = (words: { buyers: string; buyer: string; name: string }) => string[];

const QUESTIONS: Partial<Record<ContentSectionKey, Template>> = {
  problem: ({ buyers, buyer }) => [
    `[What does this problem cost ${buyers} today, in hours or money?]`,
    `[Which ${buyer} told you about it, and in what words?]`,
  ],
  solution: ({ buyers, name }) => [
    `[What does ${name} do for ${buyers}, in one sentence?]`,
    "[What changes for them on the first day they use it?]",
  ],
  whyNow: ({ buyers }) => [`[What changed in the last two years that lets ${buyers} adopt this now?]`],
  product: ({ buyer, name }) => [
    "[Add a screenshot or a demo link]",
    `[How does a ${buyer} use ${name}, in three steps?]`,
  ],
  businessModel: ({ buyer }) => [`[What does a ${buyer} pay, and how often?]`],
  traction: ({ buyers }) => [
    `[How many ${buyers} pay today, and since when?]`,
    "[How fast is that growing, month over month?]",
  ],
  competition: ({ buyers, name }) => [
    `[What do ${buyers} use today instead of ${name}?]`,
    "[Why do they switch to you, and what keeps them?]",
  ],
  team: ({ name }) => [
    `[Who founded ${name}, and what have you done that fits this problem?]`,
    "[Who else is on the team or advising you?]",
  ],
  financials: () => [
    "[What revenue do you expect in each of the next three years?]",
    "[What is your monthly burn, and how many months of runway do you have?]",
  ],
  ask: () => ["[How much are you raising, and in what round?]", "[What milestones will this money reach?]"],
};

/** The section's questions for this brief, or null for a section that keeps its own gaps. */
export function gapQuestions(key: ContentSectionKey, brief: BriefInput): string[] | null {
  const template = QUESTIONS[key];
  if (!template) return null;
  const buyers = buyersOf(brief.overview) ?? "customers";
  const name = brief.startupName.trim() || "your product";
  return template({ buyers, buyer: singular(buyers), name });
}
