import { createOfflineEngine } from "@pds/ai";
import { describe, expect, it } from "vitest";
import { COPILOT_CASES } from "./cases.ts";
import { runBlindCopilotEval, runJudgeCopilotEval, runCopilotEval } from "./run-copilot.ts";

describe("the offline copilot on the labelled requests", () => {
  it("has at least 80 labelled requests", () => {
    expect(COPILOT_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it("meets the targets: ≥ 95% of requests handled as labelled, no edit to a slide that was not meant", async () => {
    const result = await runCopilotEval(createOfflineEngine());
    expect(result.lines.slice(1, 3).join("\n"), result.lines.join("\n")).toMatch(/wrong-slide edits 0,/u);
    expect(result.passed, result.lines.join("\n")).toBe(true);
  });

  it("the scorer fails an engine that edits the wrong slide", async () => {
    const careless = createOfflineEngine();
    const wrong = {
      ...careless,
      chat: async (input: Parameters<typeof careless.chat>[0]) => ({
        reply: "Done.",
        operations: input.deck.slides
          .slice(0, 1)
          .map((slide) => ({ type: "deleteSlide" as const, slideId: slide.id })),
      }),
    };
    const result = await runCopilotEval(wrong);
    expect(result.passed).toBe(false);
    expect(result.lines.join("\n")).toMatch(/wrong-slide edits [1-9]/u);
  });
});

describe("the offline copilot on requests written blind", () => {
  it("edits no slide that was not meant, whatever it fails to understand", async () => {
    const result = await runBlindCopilotEval(createOfflineEngine());
    expect(result.lines[0]).toBe("Blind copilot requests, 3571");
    expect(result.lines[2], result.lines.join("\n")).toMatch(/wrong-slide edits 0,/u);
    // 3,571 turns take ~15 s alone and twice that beside the other test files on two cores.
  }, 180_000);
});

describe("the offline copilot on the judge set (requests whose misses nobody read)", () => {
  it("edits no slide that was not meant, and prints no miss to read", async () => {
    const result = await runJudgeCopilotEval(createOfflineEngine());
    expect(result.lines[0]).toBe("Judge copilot requests (misses not shown), 80");
    expect(result.lines).toHaveLength(3);
    expect(result.lines[2]).toMatch(/wrong-slide edits 0,/u);
  });
});
