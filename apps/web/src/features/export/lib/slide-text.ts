/** Leading list markers a founder may have typed: "-", "•", "*", "–" (one or more, then spaces). */
const BULLET_MARKER = /^(?:[-•*–]\s*)+/;

/** Splits slide content into bullet texts: one per non-blank line, list markers stripped. */
export function toBullets(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim().replace(BULLET_MARKER, "").trim())
    .filter((line) => line.length > 0);
}

/** A title for slides left untitled, so no exported page starts with an empty heading. */
export function slideTitle(title: string, index: number): string {
  const trimmed = title.trim();
  return trimmed.length > 0 ? trimmed : `Slide ${index + 1}`;
}

export function deckTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed.length > 0 ? trimmed : "Pitch Deck";
}

/**
 * The largest size in `sizes` (tried in order) for which `fits` holds, else the last (smallest) one.
 * Both exporters pick body and title sizes this way so long content shrinks instead of overflowing.
 */
export function pickFontSize(sizes: readonly number[], fits: (size: number) => boolean): number {
  for (const size of sizes) {
    if (fits(size)) return size;
  }
  return sizes[sizes.length - 1] ?? 12;
}

/** Rough line count for `texts` in a box `widthPt` wide, assuming an average glyph of 0.5em. */
export function estimateLines(texts: readonly string[], size: number, widthPt: number): number {
  const charsPerLine = Math.max(1, Math.floor(widthPt / (size * 0.5)));
  return texts.reduce((sum, text) => sum + Math.max(1, Math.ceil(text.length / charsPerLine)), 0);
}
