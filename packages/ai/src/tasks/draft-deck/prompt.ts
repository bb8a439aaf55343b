import { limits, type DeckSection } from "@pds/contracts";
import type { BriefInput } from "../../engine.ts";
import { dataRule, fence } from "../fence.ts";

/** The standard investor deck, in order. The model may merge the last two or split product in two: 10–12 slides. */
export const standardDeckSections = [
  ["title", "Title (company name and one-line pitch)"],
  ["problem", "Problem"],
  ["solution", "Solution"],
  ["whyNow", "Why now"],
  ["market", "Market (size and who the customers are)"],
  ["product", "Product"],
  ["businessModel", "Business model"],
  ["traction", "Traction"],
  ["competition", "Competition"],
  ["team", "Team"],
  ["financials", "Financials"],
  ["ask", "The ask (how much, and what it buys)"],
] as const satisfies ReadonlyArray<readonly [DeckSection, string]>;

/** Which layout suits which section, and the shape of its fields (the schema has the limits). */
export const layoutGuide = [
  'Title: {"layout":"cover","fields":{"tagline","logoImageId":null,"presenter","date"}}',
  'Market: {"layout":"bigNumbers","fields":{"metrics":[{"value","label","source"}]}} with 1 to 3 of the ' +
    'brief\'s figures (TAM, SAM, SOM or counts); "[Add TAM]" as the value when the brief gives none',
  'Traction with figures over time: {"layout":"chart","fields":{"kind":"bar"|"line","seriesName","unit",' +
    '"points":[{"label","value":number}],"caption"}}; other traction figures: bigNumbers',
  'Competition naming rivals: {"layout":"comparison","fields":{"columns":["<startup>","<rival>",...],' +
    '"rows":[{"criterion","cells":[true|false|"text", one per column]}]}}, true/false only where the brief says so',
  'Team naming people: {"layout":"team","fields":{"members":[{"name","role","background","photoImageId":null}]}}',
  'The ask with an amount: {"layout":"ask","fields":{"amount","round","useOfFunds":[{"label","percent"}],' +
    '"milestones"}}; useOfFunds only with the brief\'s own shares, else []',
  'Problem and solution, before and after: {"layout":"twoColumns","fields":{"leftHeading","leftBody",' +
    '"rightHeading","rightBody"}}',
  'Roadmap: {"layout":"timeline","fields":{"milestones":[{"when","title","detail","done"}]}}',
  'A customer quote from the brief: {"layout":"quote","fields":{"quote","author","role"}}',
] as const;

export function draftDeckSystemPrompt(): string {
  return [
    "You are an experienced startup advisor writing a first-draft investor pitch deck for a founder.",
    "",
    `Write 10 to 12 slides, in this order (each with its "section" key): ${standardDeckSections.map(([key, section], i) => `${i + 1}. ${section} "${key}"`).join("; ")}.`,
    "",
    "Rules:",
    "- Use the founder's own facts and wording from the brief. Do not invent numbers, customers, names, " +
      "dates, quotes or results.",
    '- When a slide needs a fact the brief does not give, write a clearly marked gap such as "[Add your MRR here]" ' +
      'or "[Add market size with source]" instead of a figure.',
    `- Each slide: "title" (at most ${limits.slideTitleMax} characters, no numbering), "content" (3 to 5 short ` +
      "bullets separated by newlines, no bullet characters, at most 50 words in all: the slide's text in any " +
      'layout), "notes" (2 to 4 sentences the founder can say while presenting), "body" (the layout with ' +
      'its fields, or null for a bullet list), and "section" (the key of the section it is for, or null for ' +
      "a slide outside them). A title may be a headline that states the slide's point.",
    "- Layouts, only where the brief has the facts for them (else null, a bullet list):",
    ...layoutGuide.map((line) => `  - ${line}`),
    '- Answer with JSON only: {"elements": [{"title": "...", "content": "...", "notes": "...", "body": ' +
      '{"layout": "...", "fields": {...}} or null, "section": "..." or null}, ...]}, no markdown fences, no commentary.',
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
