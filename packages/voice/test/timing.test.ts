import { voiceMetricsSchema } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { computeMetrics } from "../src/metrics.ts";
import { computeTiming, percentile, qaStartIndex, type SpokenTurn } from "../src/timing.ts";

const say = (n: number) => Array.from({ length: n }, () => "word").join(" ");
const vc = (text: string, startMs: number, endMs: number): SpokenTurn => ({
  role: "assistant",
  text,
  startMs,
  endMs,
});
const founder = (words: number, startMs: number, endMs: number): SpokenTurn => ({
  role: "user",
  text: say(words),
  startMs,
  endMs,
});

/**
 * A crafted session. Pitch: the greeting, a 20 s and a 40 s stretch with a "Go on." between (no question,
 * so still the pitch). Q&A from "Who needs it?": answers of 10 s, 20.5 s (two segments) and 5 s.
 */
const session: SpokenTurn[] = [
  vc("Hi, I'm Jo from YC. What are you making?", 0, 4_000),
  founder(50, 5_000, 25_000), // 1.0 s to start
  vc("Go on.", 25_500, 26_000),
  founder(100, 26_500, 66_500), // 0.5 s; the longest monologue, 40 s
  vc("Got it. Who needs it?", 67_000, 69_000), // the Q&A starts here
  founder(25, 73_000, 83_000), // 4.0 s: flagged
  vc("How big is the market? Who else sells this?", 84_000, 88_000),
  founder(25, 88_500, 98_500), // 0.5 s
  founder(25, 99_000, 109_000), // same answer: 88.5 s to 109 s
  vc("Why now?", 110_000, 111_000),
  founder(12, 116_000, 121_000), // 5.0 s: flagged
];

describe("computeTiming", () => {
  it("splits the pitch from the Q&A at the VC's first question after the founder started", () => {
    expect(qaStartIndex(session)).toBe(4);
    const { talkRatioByPhase } = computeTiming(session);
    // Pitch: founder 20 s + 40 s against the VC's 4 s + 0.5 s.
    expect(talkRatioByPhase.pitch).toBe(Math.round((60 / 64.5) * 100) / 100);
    expect(talkRatioByPhase.pitch).toBe(0.93);
    // Q&A: founder 10 + 10 + 10 + 5 s against the VC's 2 + 4 + 1 s.
    expect(talkRatioByPhase.qa).toBe(0.83);
  });

  it("measures every answer to a VC question, the opening one too, from first to last word", () => {
    // Answers: 20 s (to "What are you making?"), 10 s, 20.5 s (two segments), 5 s. "Go on." asks nothing.
    expect(computeTiming(session).answerLength).toEqual({
      count: 4,
      medianMs: 15_000,
      p90Ms: 20_500,
      medianWords: 38,
      p90Words: 50,
    });
  });

  it("takes the median of an even count between the middle two: 0, 0, 4 and 5 s give 2 s", () => {
    const turns = [
      vc("What are you making?", 0, 2_000),
      founder(10, 1_500, 5_000),
      vc("Who needs it?", 5_000, 6_000),
      founder(10, 5_800, 9_000),
      vc("How big is it?", 9_000, 10_000),
      founder(10, 14_000, 18_000),
      vc("Why now?", 18_000, 19_000),
      founder(10, 24_000, 28_000),
    ];
    expect(computeTiming(turns).responseLatency).toMatchObject({ count: 4, medianMs: 2_000, slowCount: 2 });
  });

  it("finds the longest monologue anywhere in the session", () => {
    expect(computeTiming(session).longestMonologue).toEqual({ durationMs: 40_000, words: 100 });
  });

  it("measures response latency and flags answers that started more than 3 s after the VC stopped", () => {
    expect(computeTiming(session).responseLatency).toEqual({
      count: 5,
      medianMs: 1_000,
      maxMs: 5_000,
      slow: [
        { question: "Why now?", latencyMs: 5_000 },
        { question: "Who needs it?", latencyMs: 4_000 },
      ],
      slowCount: 2,
    });
  });

  it("counts a founder who cuts in as 0 s, not negative", () => {
    const turns = [vc("Why now?", 0, 3_000), founder(10, 2_500, 6_000)];
    expect(computeTiming(turns).responseLatency).toMatchObject({ medianMs: 0, slowCount: 0 });
  });

  it("has no Q&A phase when the VC asks nothing after the pitch, and no phases when the founder never spoke", () => {
    const pitchOnly = [
      vc("What are you making?", 0, 2_000),
      founder(30, 2_500, 12_500),
      vc("Thanks.", 13_000, 14_000),
    ];
    const timing = computeTiming(pitchOnly);
    expect(timing.talkRatioByPhase).toEqual({ pitch: 0.77, qa: null });
    // The reply to the opening question is an answer: the review never says "no answers" beside it.
    expect(timing.answerLength).toEqual({
      count: 1,
      medianMs: 10_000,
      p90Ms: 10_000,
      medianWords: 30,
      p90Words: 30,
    });
    expect(timing.longestMonologue).toEqual({ durationMs: 10_000, words: 30 });
    expect(computeTiming([vc("Hello?", 0, 1_000)]).talkRatioByPhase).toEqual({ pitch: null, qa: null });
  });

  it("falls back to words without timings (the vapi path)", () => {
    const turns: SpokenTurn[] = [
      { role: "assistant", text: "What are you making?" },
      { role: "user", text: say(36) },
      { role: "assistant", text: "Who needs it?" },
      { role: "user", text: say(9) },
    ];
    const timing = computeTiming(turns);
    expect(timing.talkRatioByPhase).toEqual({ pitch: 0.9, qa: 0.75 });
    expect(timing.answerLength).toMatchObject({ count: 2, medianMs: null, medianWords: 23, p90Words: 36 });
    expect(timing.longestMonologue).toEqual({ durationMs: null, words: 36 });
    expect(timing.responseLatency).toEqual({ count: 0, medianMs: null, maxMs: null, slow: [], slowCount: 0 });
  });

  it("uses nearest-rank percentiles", () => {
    expect(percentile([50, 10, 40, 20, 30], 50)).toBe(30);
    expect(percentile([50, 10, 40, 20, 30], 90)).toBe(50);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 90)).toBe(0);
  });
});

describe("computeMetrics with timing", () => {
  it("stores the timing in the review, valid against the contract, and coaches on slow starts", () => {
    const m = computeMetrics({ firmTag: "YC", deck: null, turns: session });
    expect(voiceMetricsSchema.parse(m)).toEqual(m);
    expect(m.talkRatio).toBe(0.89);
    expect(m.talkRatioByPhase).toEqual({ pitch: 0.93, qa: 0.83 });
    expect(m.answerLength.medianMs).toBe(15_000);
    expect(m.longestMonologue.durationMs).toBe(40_000);
    expect(m.responseLatency.slowCount).toBe(2);
    expect(m.feedbackOrigin).toEqual({ source: "rule-based" });
    expect(m.feedback.map((f) => f.message)).toContain(
      'You took more than 3 seconds to start 2 answers (longest: 5.0 s after "Why now?"); prepare openers for the firm\'s standard questions.',
    );
  });

  it("still reads a review stored before the timing fields existed", () => {
    const m = computeMetrics({ firmTag: "YC", deck: null, turns: session });
    const {
      talkRatioByPhase: _a,
      answerLength: _b,
      longestMonologue: _c,
      responseLatency: _d,
      feedbackOrigin: _e,
      ...old
    } = m;
    expect(voiceMetricsSchema.safeParse(old).success).toBe(true);
  });
});
