import type { BriefInput } from "../engine.ts";
import { buyersOf, singular } from "./buyers.ts";
import type { ContentSectionKey } from "./sections.ts";

/**
 * Where the brief is silent, a slide asks the founder a question about their own business ("How many mills
 * pay today, and since when?") instead of a generic "[Add traction]". Placeholders in the slide text format
 * (see contracts/slide-text.ts): the editor highlights them and the review counts them as unfilled.
 */

type Template = (words: { buyers: string; buyer: string; aBuyer: string; name: string }) => string[];

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
  product: ({ aBuyer, name }) => [
    "[Add a screenshot or a demo link]",
    `[How does ${aBuyer} use ${name}, in three steps?]`,
  ],
  businessModel: ({ aBuyer }) => [`[What does ${aBuyer} pay, and how often?]`],
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
  const buyers = buyersOf(brief.overview, brief.startupName) ?? "customers";
  const name = brief.startupName.trim() || "your product";
  const buyer = singular(buyers);
  // "an importer", "an owner", "a clinic", "a university" (a vowel sound, roughly: u- is read "you").
  const aBuyer = `${/^(?:[aeio]|u(?!ni|s[aeu]))/iu.test(buyer) ? "an" : "a"} ${buyer}`;
  return template({ buyers, buyer, aBuyer, name });
}
