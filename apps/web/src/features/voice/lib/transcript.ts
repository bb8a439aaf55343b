import type { TranscriptEntry } from "@pds/contracts";

export interface TranscriptSegment {
  role: "user" | "assistant";
  transcriptType: "partial" | "final";
  transcript: string;
}

/**
 * Adds one transcript segment to the bubbles: partial segments are dropped; a final segment from the same
 * role as the last bubble joins it with a space, otherwise it opens a new bubble.
 */
export function appendSegment(
  entries: readonly TranscriptEntry[],
  segment: TranscriptSegment,
): readonly TranscriptEntry[] {
  const text = segment.transcript.trim();
  if (segment.transcriptType !== "final" || text === "") return entries;
  const last = entries.at(-1);
  if (last && last.role === segment.role) {
    return [...entries.slice(0, -1), { role: last.role, content: `${last.content} ${text}` }];
  }
  return [...entries, { role: segment.role, content: text }];
}

/** Builds the bubbles from a whole list of segments. */
export function mergeTranscript(segments: readonly TranscriptSegment[]): readonly TranscriptEntry[] {
  return segments.reduce<readonly TranscriptEntry[]>(
    (entries, segment) => appendSegment(entries, segment),
    [],
  );
}
