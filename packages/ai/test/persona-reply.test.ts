import { describe, expect, it } from "vitest";
import { createModelEngine } from "../src/model-engine.ts";
import { loadAiConfig } from "../src/providers/registry.ts";
import { scriptedModel, textParts } from "./mock-model.ts";

const config = loadAiConfig({ AI_FIRST_TOKEN_TIMEOUT_MS: "2000", AI_TOTAL_TIMEOUT_MS: "10000" });
const input = {
  system: "You are a YC partner.",
  history: [
    { role: "assistant" as const, content: "What are you making?" },
    { role: "user" as const, content: "Inventory software for restaurants." },
  ],
};

describe("personaReply", () => {
  it("sends the persona prompt and the call so far, and returns speakable text", async () => {
    const { model, calls } = scriptedModel([textParts(["**Who", " needs it**", " so badly?"])]);
    const engine = createModelEngine(model, config, "mock", { policy: { baseDelayMs: 5 } });
    expect(await engine.personaReply?.(input)).toBe("Who needs it so badly?");
    expect(calls[0]?.prompt[0]).toEqual({ role: "system", content: "You are a YC partner." });
    expect(calls[0]?.prompt).toHaveLength(3);
  });

  it("retries a failed or empty attempt", async () => {
    const { model, calls } = scriptedModel([new Error("boom"), textParts(["  "]), textParts(["Why now?"])]);
    const engine = createModelEngine(model, config, "mock", { policy: { baseDelayMs: 5, maxRetries: 2 } });
    expect(await engine.personaReply?.(input)).toBe("Why now?");
    expect(calls).toHaveLength(3);
  });
});
