import type { FirmTag, VoiceMetrics } from "@pds/contracts";
import { personaScript, type DiligenceTopic } from "./personas/catalog.ts";
import type { PracticeDeck } from "./personas/deck-gaps.ts";
import { scoreAnswers } from "./answer-scorecards.ts";
import { analyseTurn } from "./listen/analyse-turn.ts";
import { TOPIC_KEYS } from "./personas/question-bank.ts";
import { ruleFeedback } from "./rule-feedback.ts";
import { claimConflicts } from "./personas/claim-conflicts.ts";
import { contradictions } from "./personas/deck-figures.ts";
import { formatAmount } from "./text/figures.ts";
import { countPhrase, HEDGES, isDodge, words } from "./text/words.ts";
import {
  computeTiming,
  isTimed,
  questionOf,
  spanMs,
  talkRatioOf,
  type SpokenTurn,
  type Timed,
  type Timing,
} from "./timing.ts";

export type { SpokenTurn } from "./timing.ts";
export { summarizeMetrics } from "./metrics-summary.ts";

export interface MetricsInput {
  firmTag: FirmTag;
  deck: PracticeDeck | null;
  turns: SpokenTurn[];
  durationMs?: number;
}

export const FULL_FILLERS = ["um", "uh", "er", "erm", "ah", "hmm", "mm"];
export const HALF_FILLERS = [
  "like",
  "you know",
  "i mean",
  "so",
  "basically",
  "actually",
  "literally",
  "kind of",
  "sort of",
  "right",
  "anyway",
];
const WINDOW_MS = 30_000;
const STEP_MS = 10_000;

interface FillerHit {
  word: string;
  weight: number;
  atMs: number | null;
}

/** Fillers in one turn. Half-weight words count only when set off: at the start, or next to a comma. */
function fillersIn(turn: SpokenTurn): FillerHit[] {
  const hits: FillerHit[] = [];
  const clauses = turn.text.toLowerCase().split(/[,;.!?]/);
  const total = Math.max(1, words(turn.text).length);
  let index = 0;
  const timeAt = (i: number) => (isTimed(turn) ? turn.startMs + ((i + 0.5) / total) * spanMs(turn) : null);
  for (const clause of clauses) {
    const list = words(clause);
    list.forEach((w, i) => {
      if (FULL_FILLERS.includes(w)) hits.push({ word: w, weight: 1, atMs: timeAt(index + i) });
    });
    for (const phrase of HALF_FILLERS) {
      const parts = phrase.split(" ");
      const atStart = parts.every((p, j) => list[j] === p);
      const atEnd =
        list.length >= parts.length && parts.every((p, j) => list[list.length - parts.length + j] === p);
      if (atStart || (atEnd && clauses.length > 1)) {
        hits.push({ word: phrase, weight: 0.5, atMs: timeAt(index + (atStart ? 0 : list.length - 1)) });
      }
    }
    index += list.length;
  }
  return hits;
}

function countBursts(hits: FillerHit[]): number {
  const times = hits
    .map((h) => h.atMs)
    .filter((t): t is number => t !== null)
    .sort((a, b) => a - b);
  let bursts = 0;
  let i = 0;
  while (i + 2 < times.length) {
    if ((times[i + 2] ?? 0) - (times[i] ?? 0) <= 10_000) {
      bursts++;
      const start = times[i] ?? 0;
      while (i < times.length && (times[i] ?? 0) - start <= 10_000) i++;
    } else i++;
  }
  return bursts;
}

function wpmCurve(founder: Timed[], durationMs: number): VoiceMetrics["wpmCurve"] {
  const curve: VoiceMetrics["wpmCurve"] = [];
  for (let at = STEP_MS; at <= Math.max(durationMs, STEP_MS); at += STEP_MS) {
    const from = at - WINDOW_MS;
    let wordsIn = 0;
    let msIn = 0;
    for (const turn of founder) {
      const overlap = Math.min(turn.endMs, at) - Math.max(turn.startMs, from);
      if (overlap <= 0) continue;
      msIn += overlap;
      wordsIn += (words(turn.text).length * overlap) / spanMs(turn);
    }
    if (msIn >= 3000) curve.push({ atMs: at, wpm: Math.round(wordsIn / (msIn / 60_000)) });
  }
  return curve;
}

type CoverageState = VoiceMetrics["coverage"][number]["state"];

/**
 * Whether a founder's words address a topic, by the listener's classifier (claims count). Each text is
 * analysed once however many topics ask about it.
 */
function topicReader() {
  const seen = new Map<string, ReadonlySet<string>>();
  return (topic: DiligenceTopic, text: string): boolean => {
    let found = seen.get(text);
    if (!found) seen.set(text, (found = analyseTurn(text).topics));
    return (TOPIC_KEYS[topic.id] ?? []).some((key) => found.has(key));
  };
}

/**
 * For each must-ask topic: asked and answered, asked and dodged, covered before it was asked
 * (volunteered, what a strong pitch does), or never reached. A topic counts as covered only when the
 * founder's own words address it (the listener's classifier, scored on eval/voice/turns.ts), never
 * because the VC asked about it or because an answer was long.
 */
function coverage(
  topics: DiligenceTopic[],
  turns: SpokenTurn[],
): Array<{ topic: DiligenceTopic; state: CoverageState }> {
  const askedAt = (topic: DiligenceTopic) =>
    turns.findIndex((t) => {
      if (t.role !== "assistant") return false;
      const text = t.text.toLowerCase();
      return (
        text.includes(topic.question.toLowerCase()) ||
        (text.includes("?") && text.includes(topic.label.toLowerCase())) ||
        (text.includes("?") && topic.keywords.filter((k) => text.includes(k)).length >= 2)
      );
    });
  const addresses = topicReader();
  const founderTurns = turns.flatMap((turn, index) => (turn.role === "user" ? [{ turn, index }] : []));
  return topics.map((topic) => {
    const at = askedAt(topic);
    const before = founderTurns.filter(({ index }) => at < 0 || index < at);
    const saidBefore = before.some(({ turn }) => addresses(topic, turn.text));
    if (at < 0) return { topic, state: saidBefore ? ("volunteered" as const) : ("not-reached" as const) };
    // The answer runs until the persona moves on to a question about a different topic.
    const answer: string[] = [];
    for (let i = at + 1; i < turns.length; i++) {
      const turn = turns[i];
      if (!turn) break;
      if (turn.role === "user") answer.push(turn.text);
      else if (topics.some((other) => other !== topic && turn.text.includes(other.question))) break;
    }
    const text = answer.join(" ");
    if (!text.trim())
      return { topic, state: saidBefore ? ("volunteered" as const) : ("not-reached" as const) };
    const answered = answer.some((part) => !isDodge(part) && addresses(topic, part));
    return { topic, state: answered || saidBefore ? ("answered" as const) : ("dodged" as const) };
  });
}

/** What `computeMetrics` always fills in (older stored rows may lack the timing fields). */
export type ComputedMetrics = VoiceMetrics &
  Timing &
  Required<Pick<VoiceMetrics, "feedbackOrigin" | "answers">>;

/**
 * The session review: pace, fillers, hedges, talk ratio (overall, pitch and Q&A), answer length, longest
 * monologue, response latency (see `computeTiming` for the definitions), coverage, contradictions and the
 * rule-based feedback (`feedbackOrigin` says so; the server may later replace it with a model's).
 */
export function computeMetrics(input: MetricsInput): ComputedMetrics {
  const { turns, deck } = input;
  const founder = turns.filter((t) => t.role === "user");
  const persona = turns.filter((t) => t.role === "assistant");
  const founderTimed = founder.filter(isTimed);
  const timed = turns.filter(isTimed);
  const durationMs =
    input.durationMs ??
    (timed.length ? Math.max(...timed.map((t) => t.endMs)) - Math.min(...timed.map((t) => t.startMs)) : 0);
  const founderWords = founder.reduce((n, t) => n + words(t.text).length, 0);
  const founderSpeakingMs = founderTimed.reduce((n, t) => n + spanMs(t), 0);
  const minutes = founderSpeakingMs / 60_000;
  const wordsPerMinute = founderSpeakingMs >= 1000 ? Math.round(founderWords / minutes) : null;

  const hits = founder.flatMap(fillersIn);
  const fillerWords: Record<string, number> = {};
  for (const hit of hits) fillerWords[hit.word] = (fillerWords[hit.word] ?? 0) + 1;
  const fillerCount = hits.reduce((n, h) => n + h.weight, 0);
  const perMinute = minutes > 0 ? Math.round((fillerCount / minutes) * 10) / 10 : null;
  const hedges = founder.reduce(
    (n, t) => n + HEDGES.reduce((m, h) => m + countPhrase(words(t.text), h), 0),
    0,
  );
  const talkRatio = talkRatioOf(turns);
  const timing = computeTiming(turns);

  const questions = persona.flatMap((t) => {
    const asked = questionOf(t.text);
    return asked ? [asked] : [];
  });
  const script = personaScript(input.firmTag);
  const covered = coverage(script.topics, turns);
  const spokenConflicts = contradictions(founder.map((t) => t.text).join(". "), deck);
  const claimed = claimConflicts(
    founder.map((t) => t.text),
    deck,
  );
  const answers = scoreAnswers(turns);
  const feedback = ruleFeedback({
    answers,
    deck,
    wordsPerMinute,
    fillersPerMinute: perMinute,
    fillerWords,
    fillerBursts: countBursts(hits),
    hedges,
    timing,
    contradictions: spokenConflicts,
    claimConflicts: claimed,
    coverage: covered,
  });

  return {
    durationMs: Math.max(0, Math.round(durationMs)),
    founderWords,
    founderSpeakingMs: Math.round(founderSpeakingMs),
    wordsPerMinute,
    wpmCurve: wpmCurve(founderTimed, durationMs),
    fillers: { count: fillerCount, perMinute, words: fillerWords },
    hedges,
    talkRatio: talkRatio === null ? null : Math.round(talkRatio * 100) / 100,
    ...timing,
    questions,
    coverage: covered.map(({ topic, state }) => ({ topic: topic.label, state })),
    contradictions: [
      ...spokenConflicts.map((c) => ({
        figure: c.label,
        spoken: formatAmount(c.spoken),
        slide: c.deck.slide.title,
      })),
      ...claimed.map((c) => ({
        figure: c.spoken.subject,
        spoken: c.spoken.quote,
        slide: c.stated.slide.title,
      })),
    ],
    answers,
    feedback,
    feedbackOrigin: { source: "rule-based" },
  };
}
