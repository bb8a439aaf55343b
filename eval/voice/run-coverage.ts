import { analyseTurn, type TopicKey } from "@pds/voice";
import type { SuiteResult } from "../suite.ts";
import { LABELLED_TURNS } from "./turns.ts";

/** Precision the review's coverage must reach: a topic shown as covered was really talked about. */
export const PRECISION_TARGET = 0.95;
export const RECALL_TARGET = 0.8;

export interface CoverageScore {
  precision: number;
  recall: number;
  falsePositives: Array<{ text: string; topic: TopicKey }>;
  misses: Array<{ text: string; topic: TopicKey }>;
}

/** Scores the coverage classifier on the labelled founder turns, per (turn, topic) pair. */
export function scoreCoverage(
  classify: (text: string) => Set<TopicKey> = (t) => analyseTurn(t).topics,
): CoverageScore {
  let truePositives = 0;
  const falsePositives: CoverageScore["falsePositives"] = [];
  const misses: CoverageScore["misses"] = [];
  for (const { text, topics } of LABELLED_TURNS) {
    const found = classify(text);
    for (const topic of found) {
      if (topics.includes(topic)) truePositives++;
      else falsePositives.push({ text, topic });
    }
    for (const topic of topics) if (!found.has(topic)) misses.push({ text, topic });
  }
  return {
    precision: truePositives / Math.max(1, truePositives + falsePositives.length),
    recall: truePositives / Math.max(1, truePositives + misses.length),
    falsePositives,
    misses,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function runCoverageEval(): Promise<SuiteResult> {
  const score = scoreCoverage();
  const lines = [
    `Practice coverage classifier: ${LABELLED_TURNS.length} labelled founder turns`,
    `  precision ${pct(score.precision)} (target ≥ ${pct(PRECISION_TARGET)}), recall ${pct(score.recall)} (target ≥ ${pct(RECALL_TARGET)})`,
    ...score.falsePositives.map((f) => `  wrongly covered ${f.topic}: "${f.text}"`),
    ...score.misses.map((m) => `  missed ${m.topic}: "${m.text}"`),
  ];
  return Promise.resolve({
    name: "Practice coverage",
    lines,
    passed: score.precision >= PRECISION_TARGET && score.recall >= RECALL_TARGET,
  });
}
