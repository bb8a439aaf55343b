import { CURRENCY } from "../currency.ts";
import { spokenFigures } from "./spoken-numbers.ts";

/** A figure with its currency and unit ("$1.2m", "40%"), or a word. */
const TOKENS = new RegExp(String.raw`${CURRENCY}?\d[\d,.]*[%kmb]?|[\p{L}][\p{L}'-]*`, "gu");

/**
 * The words a sentence is classified by, for the trained section model (section-model.ts) and its trainer
 * (scripts/train-sections.ts): lower-case words, adjacent word pairs and the opening word, with figures
 * reduced to their shape (money, percent, year, count), so "$49/seat/month" and "$12 a month" look alike.
 */
const STOP = new Set([
  "the",
  "a",
  "an",
  "and",
  "of",
  "to",
  "in",
  "on",
  "for",
  "is",
  "are",
  "it",
  "that",
  "this",
  "with",
  "at",
  "by",
  "as",
  "be",
  "or",
]);

function shape(token: string): string {
  if (/^[$€£₹₦¥₩₱₫]/u.test(token)) return "<money>";
  if (/%$/u.test(token)) return "<pct>";
  if (/^(?:19|20)\d\d$/u.test(token)) return "<year>";
  if (/^\d/u.test(token)) return "<num>";
  return token;
}

export function sectionFeatures(text: string): string[] {
  const words = (spokenFigures(text).toLowerCase().match(TOKENS) ?? []).map(shape);
  const kept = words.filter((word) => !STOP.has(word));
  const pairs = kept.slice(1).map((word, index) => `${kept[index]} ${word}`);
  // How the sentence opens says much: "We…", "Our…", "Most…", "Fraudsters…".
  const opening = kept[0] ? [`^${kept[0]}`] : [];
  return [...kept, ...pairs, ...opening];
}
