import { RESPONSE_LATENCY_FLAG_MS, type VoiceMetrics } from "@pds/contracts";
import { words } from "./text/words.ts";

/** One final segment of the session; times are ms since the session started (absent on the vapi path). */
export interface SpokenTurn {
  role: "user" | "assistant";
  text: string;
  startMs?: number;
  endMs?: number;
}

export type Timed = SpokenTurn & { startMs: number; endMs: number };
export const isTimed = (t: SpokenTurn): t is Timed =>
  t.startMs !== undefined && t.endMs !== undefined && t.endMs > t.startMs;
export const spanMs = (t: Timed) => t.endMs - t.startMs;

/** Nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** The middle value, or the mean of the two middle values of an even count (0 for none). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The question sentences of a VC turn ("Who needs it? How do you know?"), or "" when it asks none. */
export function questionOf(text: string): string {
  return text
    .split(/(?<=[.?!])\s+/)
    .filter((sentence) => sentence.trim().endsWith("?"))
    .join(" ")
    .trim();
}

/** A run of consecutive founder segments with no VC speech in between. */
interface Stretch {
  /** Index in the turn list of the first segment. */
  index: number;
  segments: SpokenTurn[];
  words: number;
  /** First word to last word; null unless every segment is timed. */
  durationMs: number | null;
}

function stretchesOf(turns: SpokenTurn[], from = 0, to = turns.length): Stretch[] {
  const stretches: Stretch[] = [];
  let current: Stretch | null = null;
  for (let i = from; i < to; i++) {
    const turn = turns[i];
    if (!turn) continue;
    if (turn.role !== "user") {
      current = null;
      continue;
    }
    if (!current) {
      current = { index: i, segments: [], words: 0, durationMs: null };
      stretches.push(current);
    }
    current.segments.push(turn);
    current.words += words(turn.text).length;
  }
  for (const stretch of stretches) {
    const timed = stretch.segments.filter(isTimed);
    if (timed.length === stretch.segments.length && timed.length > 0) {
      stretch.durationMs = Math.max(...timed.map((t) => t.endMs)) - Math.min(...timed.map((t) => t.startMs));
    }
  }
  return stretches;
}

/**
 * Where the pitch ends and the Q&A begins: the first VC turn that asks a question after the founder has
 * started speaking. The VC's opening (greeting and first question) belongs to the pitch, which invites it;
 * VC turns that ask nothing ("Go on.") do not end it. -1 when the founder never spoke; `turns.length` when
 * the VC asked nothing after that (no Q&A).
 */
export function qaStartIndex(turns: SpokenTurn[]): number {
  const firstFounder = turns.findIndex((t) => t.role === "user");
  if (firstFounder < 0) return -1;
  const next = turns.findIndex((t, i) => i > firstFounder && t.role === "assistant" && questionOf(t.text));
  return next < 0 ? turns.length : next;
}

/**
 * Founder speaking time ÷ all speaking time in `turns` (word counts when the segments are not timed, as on
 * the vapi path); null when nobody spoke.
 */
export function talkRatioOf(turns: SpokenTurn[]): number | null {
  const founder = turns.filter((t) => t.role === "user");
  const persona = turns.filter((t) => t.role === "assistant");
  const ms = (list: SpokenTurn[]) => list.filter(isTimed).reduce((n, t) => n + spanMs(t), 0);
  const count = (list: SpokenTurn[]) => list.reduce((n, t) => n + words(t.text).length, 0);
  const founderMs = ms(founder);
  const personaMs = ms(persona);
  if (founderMs + personaMs > 0) return founderMs / (founderMs + personaMs);
  const founderWords = count(founder);
  const personaWords = count(persona);
  return founderWords + personaWords > 0 ? founderWords / (founderWords + personaWords) : null;
}

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export interface Timing {
  talkRatioByPhase: NonNullable<VoiceMetrics["talkRatioByPhase"]>;
  answerLength: NonNullable<VoiceMetrics["answerLength"]>;
  longestMonologue: NonNullable<VoiceMetrics["longestMonologue"]>;
  responseLatency: NonNullable<VoiceMetrics["responseLatency"]>;
}

/**
 * Turn-taking measures of a session (DESIGN "Session review metrics"):
 * - talk ratio for the pitch and the Q&A apart, split at `qaStartIndex`; the two phases cover the session;
 * - answer length: each founder stretch that follows a VC question is one answer (the reply to the opening
 *   question too, so a session with an answered topic never shows "no answers"), measured from its first
 *   word to its last (pauses inside the answer count), the median (the mean of the middle two for an even
 *   count) and p90 by nearest rank, in ms and in words;
 * - longest monologue: the founder's longest stretch anywhere in the session (the pitch included);
 * - response latency: from the end of a VC turn to the start of the founder's next stretch (0 when the
 *   founder cut in), the median as above (4 answers of 0, 0, 4 and 5 s give 2 s, not 0 s), flagged above
 *   `RESPONSE_LATENCY_FLAG_MS`.
 * Times need timed segments; without them (vapi) the ms figures are null and words still count.
 */
export function computeTiming(turns: SpokenTurn[]): Timing {
  const qaStart = qaStartIndex(turns);
  const talkRatioByPhase = {
    pitch: qaStart < 0 ? null : round2(talkRatioOf(turns.slice(0, qaStart))),
    qa: qaStart < 0 || qaStart >= turns.length ? null : round2(talkRatioOf(turns.slice(qaStart))),
  };

  const all = stretchesOf(turns);
  const answers = all.filter((stretch) => {
    const before = turns[stretch.index - 1];
    return before?.role === "assistant" && questionOf(before.text) !== "";
  });
  const answerMs = answers.flatMap((a) => (a.durationMs === null ? [] : [a.durationMs]));
  const answerWords = answers.map((a) => a.words);
  const answerLength = {
    count: answers.length,
    medianMs: answerMs.length ? Math.round(median(answerMs)) : null,
    p90Ms: answerMs.length ? Math.round(percentile(answerMs, 90)) : null,
    medianWords: Math.round(median(answerWords)),
    p90Words: percentile(answerWords, 90),
  };

  const longest = all.reduce<Stretch | null>((best, s) => {
    if (!best) return s;
    if (s.durationMs !== null && best.durationMs !== null) return s.durationMs > best.durationMs ? s : best;
    if (s.durationMs !== null) return s;
    if (best.durationMs !== null) return best;
    return s.words > best.words ? s : best;
  }, null);
  const longestMonologue = {
    durationMs: longest?.durationMs === null || !longest ? null : Math.round(longest.durationMs),
    words: longest?.words ?? 0,
  };

  const latencies: Array<{ question: string; latencyMs: number }> = [];
  for (const stretch of all) {
    const before = turns[stretch.index - 1];
    const first = stretch.segments[0];
    if (!before || before.role !== "assistant" || !first || !isTimed(before) || !isTimed(first)) continue;
    const question = questionOf(before.text) || before.text.trim();
    latencies.push({
      question: question.length > 160 ? `${question.slice(0, 159)}…` : question,
      latencyMs: Math.max(0, Math.round(first.startMs - before.endMs)),
    });
  }
  const slow = latencies
    .filter((l) => l.latencyMs > RESPONSE_LATENCY_FLAG_MS)
    .sort((a, b) => b.latencyMs - a.latencyMs);
  const latencyMs = latencies.map((l) => l.latencyMs);
  const responseLatency = {
    count: latencies.length,
    medianMs: latencyMs.length ? Math.round(median(latencyMs)) : null,
    maxMs: latencyMs.length ? Math.max(...latencyMs) : null,
    slow: slow.slice(0, 5),
    slowCount: slow.length,
  };

  return { talkRatioByPhase, answerLength, longestMonologue, responseLatency };
}
