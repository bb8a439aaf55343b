/**
 * The slide text format, defined once for the server, the AI engines, the web app and the exports.
 *
 * - A text block is newline-separated lines; each non-blank line is one bullet. Leading list markers a
 *   founder may type ("-", "•", "*", "–", "1.", "2)") are not part of the bullet.
 * - A citation marker is "[n]" (n = 1..999), the number of a deck source; it follows the claim it backs.
 * - A placeholder is a bracketed instruction such as "[Add TAM with a source]": text still to fill in.
 */

const LIST_MARKER = /^\s*(?:(?:[-•*–]\s*)+|\d{1,2}[.)]\s+)/u;
const MARKER_SOURCE = String.raw`\[(\d{1,3})\]`;
const PLACEHOLDER_SOURCE = String.raw`\[(?:Add|Describe|Name|Insert|List|Explain|Show|TODO|TBD|How|What|Which|Who|Why|When|Where)\b[^\]\n]*\]`;

/** The bullets of a text block: one per non-blank line, list markers stripped, trimmed. */
export function textToBullets(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.replace(LIST_MARKER, "").trim())
    .filter((line) => line.length > 0);
}

/** Bullets back to a text block (one per line). */
export function bulletsToText(bullets: readonly string[]): string {
  return bullets
    .map((bullet) => bullet.trim())
    .filter(Boolean)
    .join("\n");
}

/** The citation markers in `text`, in order of appearance (repeats kept). */
export function citationMarkers(text: string): number[] {
  return [...text.matchAll(new RegExp(MARKER_SOURCE, "gu"))].map((match) => Number(match[1]));
}

/** `text` without its citation markers (and the space before each). */
export function stripCitationMarkers(text: string): string {
  return text.replace(new RegExp(String.raw`\s*${MARKER_SOURCE}`, "gu"), "").trim();
}

/** A piece of a line: plain text or a citation marker. */
export type TextRun = { kind: "text"; text: string } | { kind: "marker"; marker: number };

/** Splits a line into text and citation-marker runs, so a renderer can style markers as superscripts. */
export function splitCitationRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of line.matchAll(new RegExp(MARKER_SOURCE, "gu"))) {
    const start = match.index;
    if (start > last) runs.push({ kind: "text", text: line.slice(last, start) });
    runs.push({ kind: "marker", marker: Number(match[1]) });
    last = start + match[0].length;
  }
  if (last < line.length) runs.push({ kind: "text", text: line.slice(last) });
  return runs;
}

/**
 * Rewrites the marker at the end of a bullet ("Market is $4B [2]"): `next(marker)` gives the new number, or
 * null to drop the bullet. Bullets without a trailing marker, and markers `next` does not know (undefined),
 * stay as they are.
 */
export function renumberTrailingMarkers(text: string, next: (marker: number) => number | null | undefined) {
  return text
    .split("\n")
    .flatMap((line) => {
      const match = new RegExp(String.raw`^(.*\s)${MARKER_SOURCE}(\s*)$`, "u").exec(line);
      if (!match) return [line];
      const renumbered = next(Number(match[2]));
      if (renumbered === undefined) return [line];
      if (renumbered === null) return [];
      return [`${match[1]}[${renumbered}]${match[3]}`];
    })
    .join("\n");
}

/** True when `line` ends in a citation marker, like "Market is $4B [2]". */
export function endsWithCitation(line: string): boolean {
  return new RegExp(String.raw`\s${MARKER_SOURCE}\s*$`, "u").test(line);
}

/** The placeholders in `text`, such as "[Add TAM with a source]". */
export function findPlaceholders(text: string): string[] {
  return [...text.matchAll(new RegExp(PLACEHOLDER_SOURCE, "giu"))].map((match) => match[0]);
}

/** True when the whole line is a placeholder (nothing the founder wrote around it). */
export function isPlaceholderLine(line: string): boolean {
  return new RegExp(String.raw`^\s*${PLACEHOLDER_SOURCE}\s*$`, "iu").test(line);
}

/** A placeholder for a field the founder still has to fill: "[Add <what>]". */
export function placeholder(what: string): string {
  return `[Add ${what}]`;
}
