import { describe, expect, it } from "vitest";
import type { TopicKey } from "@pds/voice";
import { PRECISION_TARGET, RECALL_TARGET, runCoverageEval, scoreCoverage } from "./run-coverage.ts";
import { LABELLED_TURNS } from "./turns.ts";

describe("the practice coverage classifier on the labelled founder turns", () => {
  it("has at least 60 turns, including turns that address nothing", () => {
    expect(LABELLED_TURNS.length).toBeGreaterThanOrEqual(60);
    expect(LABELLED_TURNS.filter((turn) => turn.topics.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("marks a topic covered only when the founder's words address it", async () => {
    const score = scoreCoverage();
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_TARGET);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect((await runCoverageEval()).passed).toBe(true);
  });

  it("fails a careless classifier that counts any topic word, as the old review did", () => {
    const careless = (text: string) => {
      const said = text.toLowerCase().split(/\W+/);
      const loose: Array<[TopicKey, string[]]> = [
        ["traction", ["revenue", "customers", "users", "growth"]],
        ["why-now", ["now", "today", "years"]],
        ["unit-economics", ["cost", "margin", "percent", "dollars"]],
      ];
      return new Set(
        loose.filter(([, cues]) => cues.some((cue) => said.includes(cue))).map(([topic]) => topic),
      );
    };
    expect(scoreCoverage(careless).precision).toBeLessThan(PRECISION_TARGET);
  });
});
