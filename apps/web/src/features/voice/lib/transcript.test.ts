import { describe, expect, it } from "vitest";
import { appendSegment, mergeTranscript, type TranscriptSegment } from "./transcript.ts";

const final = (role: "user" | "assistant", transcript: string): TranscriptSegment => ({
  role,
  transcriptType: "final",
  transcript,
});

describe("transcript rules", () => {
  it("keeps only final segments", () => {
    const entries = mergeTranscript([
      { role: "user", transcriptType: "partial", transcript: "We are" },
      final("user", "We are building Acme."),
    ]);
    expect(entries).toEqual([{ role: "user", content: "We are building Acme." }]);
  });

  it("merges consecutive same-role segments with a space, and alternates bubbles by role", () => {
    const entries = mergeTranscript([
      final("assistant", "Hi."),
      final("assistant", "What are you making?"),
      final("user", "A scheduling tool"),
      final("user", "for clinics."),
      final("assistant", "Who needs it?"),
    ]);
    expect(entries).toEqual([
      { role: "assistant", content: "Hi. What are you making?" },
      { role: "user", content: "A scheduling tool for clinics." },
      { role: "assistant", content: "Who needs it?" },
    ]);
  });

  it("ignores empty segments and returns the same list for partials", () => {
    const entries = mergeTranscript([final("user", "Hello")]);
    expect(appendSegment(entries, final("user", "   "))).toBe(entries);
    expect(appendSegment(entries, { role: "user", transcriptType: "partial", transcript: "x" })).toBe(
      entries,
    );
  });
});
