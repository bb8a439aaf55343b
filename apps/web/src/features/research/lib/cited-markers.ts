import type { Citation, Source } from "@pds/contracts";
import { splitCitations } from "./format-source.ts";

const normalize = (text: string) => text.replace(/\s+/gu, " ").trim();

/**
 * The citation a marker stands for: stored for this slide and this source, with a claim that is on the
 * marker's line. When several fit (one source backing overlapping claims), the longest claim wins.
 */
export function citationOnLine(
  citations: readonly Citation[],
  slideId: string | undefined,
  sourceId: string,
  line: string,
): Citation | undefined {
  const text = normalize(line);
  let best: Citation | undefined;
  for (const citation of citations) {
    if (citation.slideId !== slideId || citation.sourceId !== sourceId) continue;
    if (!text.includes(normalize(citation.claim))) continue;
    if (!best || citation.claim.length > best.claim.length) best = citation;
  }
  return best;
}

/**
 * The markers on a slide that stored citations back, as the editor shows them (one line at a time): a
 * "[n]" typed by the founder or written by the copilot is not a citation, whatever source n is.
 */
export function citedMarkers(
  slide: { _id: string; content: string },
  sources: readonly Pick<Source, "_id" | "marker">[],
  citations: readonly Citation[],
): number[] {
  const byMarker = new Map(sources.map((source) => [source.marker, source]));
  const found = new Set<number>();
  for (const line of slide.content.split("\n")) {
    const parts = splitCitations(line);
    const text = parts.filter((part) => typeof part === "string").join(" ");
    for (const marker of parts.filter((part) => typeof part === "number")) {
      const source = byMarker.get(marker);
      if (source && citationOnLine(citations, slide._id, source._id, text)) found.add(marker);
    }
  }
  return [...found].sort((a, b) => a - b);
}
