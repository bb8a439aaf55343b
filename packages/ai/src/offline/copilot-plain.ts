import { hasGap as isGap } from "./review.ts";
import { capitalize } from "./text.ts";

/**
 * Plain words, for "less jargony", "in plain english for a non-tech angel", "make it sound like a human":
 * abbreviations an outsider may not know are spelled out, buzzwords become the everyday word, and the
 * stiff "we are" / "do not" become how a founder talks. Figures, names and citations stay as they are.
 */

/** Abbreviations spelled out once per line ("$18k MRR" → "$18k monthly recurring revenue"). */
const SPELLED_OUT: readonly [RegExp, string][] = [
  [/\bMoM\b/gu, "month over month"],
  [/\bYoY\b/gu, "year over year"],
  [/\bMRR\b/gu, "monthly recurring revenue"],
  [/\bARR\b/gu, "annual recurring revenue"],
  [/\bML\b/gu, "machine learning"],
  [/\bCAC\b/gu, "cost to win a customer"],
  [/\bLTV\b/gu, "lifetime value of a customer"],
  [/\bTAM\b/gu, "total market"],
  [/\bSMBs?\b/gu, "small businesses"],
  [/\bB2B\b/gu, "business-to-business"],
  [/\b(is|are)\s+ex-(\p{Lu}[\p{L}&.]*)/gu, "$1 formerly of $2"],
  [/\bex-(\p{Lu}[\p{L}&.]*)/gu, "formerly of $1"],
];

/** Buzzwords and the everyday word for them. */
const EVERYDAY: readonly [RegExp, string][] = [
  [/\bleverag(e|es|ed|ing)\b/giu, "us$1"],
  [/\butiliz(e|es|ed|ing)\b/giu, "us$1"],
  [/\bempower(s|ed|ing)?\b/giu, "help$1"],
  [/\bfacilitates\b/giu, "helps with"],
  [/\bfacilitat(?:e|ed|ing)\b/giu, "help with"],
  [/\bstreamlines\b/giu, "simplifies"],
  [/\bstreamlin(?:e|ed|ing)\b/giu, "simplify"],
  [/\boptimiz(e|es|ed|ing)\b/giu, "improv$1"],
  [/\benables?\s+(\p{L}+)\s+to\b/giu, "lets $1"],
  [/\bflags anomalies\b/giu, "flags anything unusual"],
  [/\banomalies\b/giu, "unusual entries"],
  [/\banomaly\b/giu, "unusual entry"],
  [/\breal[- ]time\b/giu, "live"],
  [/\bAI platform\b/gu, "AI tool"],
  [/\bend[- ]to[- ]end\s+/giu, ""],
  [
    /\b(?:seamless(?:ly)?|robust|holistic|synergistic|best[- ]in[- ]class|cutting[- ]edge|next[- ]gen(?:eration)?)\b,?\s*/giu,
    "",
  ],
  [/\bsynerg(?:y|ies)\b/giu, "benefits"],
  [/\bparadigm\b/giu, "approach"],
];

/** How a founder says it out loud. */
const SPOKEN: readonly [RegExp, string][] = [
  [/\bwe are\b/giu, "we're"],
  [/\bit is\b/giu, "it's"],
  [/\bdo not\b/giu, "don't"],
  [/\bdoes not\b/giu, "doesn't"],
  [/\bcannot\b/giu, "can't"],
  [/\bwe have\s+(?=\p{Ll}+ed\b)/gu, "we've "],
];

const apply = (text: string, rules: readonly [RegExp, string][]) =>
  rules.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);

/** One line in plain words; a gap to fill stays as it is. */
export function plainly(line: string): string {
  if (isGap(line) || /\[[^\]]*\]/u.test(line)) return line;
  const plain = apply(apply(apply(line, SPELLED_OUT), EVERYDAY), SPOKEN)
    .replace(/\s+/gu, " ")
    .trim();
  return capitalize(plain);
}
