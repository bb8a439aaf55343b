import type { Tone } from "./copilot-tone.ts";

/** The words that name an investor firm, or ask for a tone, in a founder's request. */

export type Firm = "a16z" | "YC" | "Sequoia" | "Lightspeed";

export const FIRMS: readonly [RegExp, Firm][] = [
  [/\ba16z\b|\bandreessen\b/u, "a16z"],
  [/\byc\b|\by combinator\b/u, "YC"],
  [/\bsequoia\b/u, "Sequoia"],
  [/\blightspeed\b/u, "Lightspeed"],
];

export const TONES: readonly [RegExp, Tone][] = [
  [
    /\b(?:more )?(?:formal|professional|neutral|measured|sober|serious)\b|\bless (?:salesy|hype[dy]?|casual|breathless|over the top|like marketing)\b|\btone (?:it |this |that )?down\b|\b(?:sounds?|reads?) like (?:marketing|ad|sales) copy\b|\b(?:a )?cfo would nod\b|\b(?:more\s+)?conservative\b|\bhates? (?:the )?hype\b/u,
    "formal",
  ],
  [
    /\bpunch(?:y|ier)\b|\bpunch (?:it |this |that |them )?up\b|\bmore (?:compelling|persuasive|convincing|exciting|impactful|confident|conviction|urgen(?:t|cy))\b|\b(?<!\b(?:is|are|was|were|feels?|looks?)\s+)(?:stronger|crisper|sharper|snappier|bolder)\b(?!\s+than\b)|\b(?:hits?|lands?) harder\b|\bmore (?:impact|punch|bite)\b|\bless hedg(?:e|ing|y)\b|\b(?:some|more) urgency\b|\bconfident tone\b|\b(?:so|too|feels?|reads?|is|looks?) flat\b|\bsharpen\b|\bend (?:strong|on a high)\b/u,
    "punchy",
  ],
  [
    /\b(?:less|too|so)\s+(?:jargon(?:y|ish)?|technical|stiff|corporate|robotic|cold|buzzwordy)\b|\bno buzzwords\b|\bplain (?:english|language|words)\b|\bnon[- ]?tech(?:nical)?\b|\b(?:sound|read)s?\s+(?:like\s+)?(?:a\s+)?(?:humans?|a person|people|a founder talking)\b|\bwarmer\b|\bfriendlier\b|\bmore (?:human|conversational|approachable)\b|\bhumbler\b|\bmy mom\b/u,
    "plain",
  ],
];
