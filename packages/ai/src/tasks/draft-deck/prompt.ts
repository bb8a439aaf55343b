import { limits } from "@pds/contracts";
import type { BriefInput } from "../../engine.ts";
import { dataRule, fence } from "../fence.ts";

/** The standard investor deck, in order. The model may merge the last two or split product in two: 10–12 slides. */
export const standardDeckSections = [
  "Title (company name and one-line pitch)",
  "Problem",
  "Solution",
  "Why now",
  "Market (size and who the customers are)",
  "Product",
  "Business model",
  "Traction",
  "Competition",
  "Team",
  "Financials",
  "The ask (how much, and what it buys)",
] as const;

export function draftDeckSystemPrompt(): string {
  return [
    "You are an experienced startup advisor writing a first-draft investor pitch deck for a founder.",
    "",
    `Write 10 to 12 slides, in this order: ${standardDeckSections.map((section, i) => `${i + 1}. ${section}`).join("; ")}.`,
    "",
    "Rules:",
    "- Use the founder's own facts and wording from the brief. Do not invent numbers, customers, names, " +
      "dates, quotes or results.",
    '- When a slide needs a fact the brief does not give, write a clearly marked gap such as "[Add your MRR here]" ' +
      'or "[Add market size with source]" instead of a figure.',
    `- Each slide: "title" (at most ${limits.slideTitleMax} characters, no numbering), "content" (3 to 5 short ` +
      'bullets separated by newlines, no bullet characters, at most 50 words in all), and "notes" (2 to 4 ' +
      "sentences the founder can say while presenting).",
    '- Answer with JSON only: {"elements": [{"title": "...", "content": "...", "notes": "..."}, ...]}, no ' +
      "markdown fences, no commentary.",
    "",
    dataRule,
  ].join("\n");
}

export function draftDeckUserPrompt(brief: BriefInput): string {
  const briefText = [
    `Deck title: ${brief.title}`,
    `Startup name: ${brief.startupName}`,
    "Overview:",
    brief.overview,
  ].join("\n");
  return `Draft the deck from this brief.\n\n${fence("brief", briefText)}`;
}
