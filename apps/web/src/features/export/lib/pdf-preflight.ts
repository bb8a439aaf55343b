import { ExportError } from "./export-error";

/** A piece of text the PDF will draw and where the founder finds it ("on slide 3", "in the deck title"). */
export interface PlacedText {
  where: string;
  text: string;
}

/**
 * Throws an ExportError naming every stretch of characters in `texts` that is in `missing`, and where,
 * e.g. "… can't be exported to PDF yet: 日本 on slide 3, 🚀 on slide 5." Dropping them instead would
 * silently change what a slide says ("≥ €1.2M" read as "€1.2M").
 */
export function refuseMissing(texts: readonly PlacedText[], missing: ReadonlySet<string>): void {
  if (missing.size === 0) return;
  const found = new Map<string, string[]>();
  for (const { where, text } of texts) {
    for (const stretch of missingStretches(text, missing)) {
      const list = found.get(where) ?? [];
      if (!list.includes(stretch)) list.push(stretch);
      found.set(where, list);
    }
  }
  const places = [...found].map(([where, stretches]) => `${stretches.join(" ")} ${where}`);
  throw new ExportError(
    `Some characters can't be exported to PDF yet: ${places.join(", ")}. ` +
      "Remove or replace them, or export to PowerPoint, which keeps them.",
  );
}

/** Runs of consecutive missing characters: "日本" stays one word rather than "日, 本". */
function missingStretches(text: string, missing: ReadonlySet<string>): string[] {
  const stretches: string[] = [];
  let current = "";
  for (const char of text) {
    if (missing.has(char)) {
      current += char;
      continue;
    }
    if (current) stretches.push(current);
    current = "";
  }
  if (current) stretches.push(current);
  return stretches;
}
