export const ELLIPSIS = "…";

/** Cuts `text` to at most `max` characters, at a word boundary when one is near, ending in `ellipsis`. */
export function clip(text: string, max: number, ellipsis = ELLIPSIS): string {
  if (text.length <= max) return text;
  return cutAt(text, Math.max(0, max - ellipsis.length)) + ellipsis;
}

/**
 * `text` when `fits(text)`, else its longest prefix that fits with `ellipsis` appended (cut at a word
 * boundary when one is near). Falls back to the bare ellipsis when not even one character fits.
 */
export function fitWithEllipsis(
  text: string,
  fits: (candidate: string) => boolean,
  ellipsis = ELLIPSIS,
): string {
  if (fits(text)) return text;
  // Binary search for the longest raw prefix that fits, then prefer ending on a whole word.
  let low = 0;
  let high = text.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(text.slice(0, mid).trimEnd() + ellipsis)) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? ellipsis : cutAt(text, low) + ellipsis;
}

/** The first `length` characters, backed up to the last space if that loses under a fifth of them. */
function cutAt(text: string, length: number): string {
  const raw = text.slice(0, length);
  const space = raw.lastIndexOf(" ");
  const cut = space > length * 0.8 ? raw.slice(0, space) : raw;
  return cut.replace(/[\s,;:.–—-]+$/, "");
}
