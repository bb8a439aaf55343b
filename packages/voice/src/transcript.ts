import type { TranscriptEntry } from "@pds/contracts";

/**
 * Add a final segment: consecutive segments from the same speaker merge with a space (the spec's rule),
 * so the saved transcript alternates speakers. Empty segments are dropped. Returns a new array.
 */
export function appendSegment(
  entries: readonly TranscriptEntry[],
  segment: TranscriptEntry,
): TranscriptEntry[] {
  const content = segment.content.trim();
  if (!content) return [...entries];
  const last = entries[entries.length - 1];
  if (last && last.role === segment.role) {
    return [...entries.slice(0, -1), { role: last.role, content: `${last.content} ${content}` }];
  }
  return [...entries, { role: segment.role, content }];
}
