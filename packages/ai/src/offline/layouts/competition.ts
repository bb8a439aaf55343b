import { placeholder, type ComparisonCell, type LayoutFields } from "@pds/contracts";
import { capitalize } from "../text.ts";
import { fitWords } from "./figures.ts";

/**
 * The comparison table from the brief: us first, then the rivals the founder names ("Unlike BlackLine and
 * FloQast, we…", "competitors include…"). A check or a cross only where the founder says so ("unlike X, we
 * set up in a day": us ✓, X ✗); every other cell is a placeholder to fill.
 */

const NAME = String.raw`\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,2}`;
const NAMES = String.raw`${NAME}(?:\s*,\s*${NAME})*(?:,?\s+(?:and|or)\s+${NAME})?`;
// Rival names are case-sensitive (capitalised), so the words that introduce them spell out both cases.
const INTRO = String.raw`\b(?:[Uu]nlike|[Vv]s\.?|[Vv]ersus|[Cc]ompared (?:to|with)|[Cc]ompetitors?(?:\s+(?:are|include|such as|like))?|[Aa]lternatives?\s+(?:like|such as)|[Ii]ncumbents?(?:\s+(?:like|such as))?)`;
const NAMED = new RegExp(String.raw`${INTRO}\s+(${NAMES})`, "gu");
const UNLIKE = new RegExp(String.raw`\b[Uu]nlike\s+(${NAMES})\s*,\s*we\s+(.+)$`, "u");
const NOT_NAMES = new Set(["We", "Our", "Us", "The", "They", "Them", "It", "This", "That", "Most", "Many"]);

const splitNames = (list: string) =>
  list
    .split(/\s*,\s*|\s+(?:and|or)\s+/u)
    .map((name) => name.trim())
    .filter((name) => name && !NOT_NAMES.has(name.split(/\s+/u)[0] ?? ""));

/** The rivals the founder names, in order of first mention, at most four. */
export function namedRivals(facts: readonly string[], us: string): string[] {
  const names: string[] = [];
  for (const fact of facts) {
    for (const match of fact.matchAll(NAMED)) {
      for (const name of splitNames(match[1] ?? "")) {
        if (name.toLowerCase() !== us.toLowerCase() && !names.includes(name)) names.push(name);
      }
    }
  }
  return names.slice(0, 4);
}

/** "Unlike X, we set up in a day and need no consultants": criteria where we win and X does not. */
function statedCriteria(facts: readonly string[]) {
  return facts.flatMap((fact) => {
    const match = UNLIKE.exec(fact);
    if (!match) return [];
    const beaten = new Set(splitNames(match[1] ?? ""));
    return (match[2] ?? "")
      .replace(/[.!]+$/u, "")
      .split(/\s+and\s+(?:we\s+)?/u)
      .filter((claim) => claim.trim().length > 0)
      .map((claim) => ({ criterion: fitWords(capitalize(claim.trim()), 40), beaten }));
  });
}

/** The table's fields, or null when the brief names no rival (the slide then stays a list with its gaps). */
export function comparisonFields(
  facts: readonly string[],
  startupName: string,
): LayoutFields<"comparison"> | null {
  const us = startupName.trim() || "Us";
  const rivals = namedRivals(facts, us);
  if (rivals.length === 0) return null;
  const columns = [fitWords(us, 40), ...rivals.map((name) => fitWords(name, 40))];
  const toFill = placeholder("detail");
  const stated = statedCriteria(facts).slice(0, 6);
  const rows =
    stated.length > 0
      ? stated.map(({ criterion, beaten }) => ({
          criterion,
          cells: [true, ...rivals.map((name): ComparisonCell => (beaten.has(name) ? false : toFill))],
        }))
      : [placeholder("what customers compare"), placeholder("another criterion")].map((criterion) => ({
          criterion,
          cells: columns.map((): ComparisonCell => toFill),
        }));
  return { columns, rows };
}
