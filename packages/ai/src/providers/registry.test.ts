import { describe, expect, it } from "vitest";
import { AiConfigError, createLanguageModel, loadAiConfig, modelLabel } from "./registry.ts";

describe("AI provider registry", () => {
  it("defaults to offline with the documented timeouts and retries", () => {
    const config = loadAiConfig({});
    expect(config).toMatchObject({
      AI_PROVIDER: "offline",
      AI_FIRST_TOKEN_TIMEOUT_MS: 20_000,
      AI_TOTAL_TIMEOUT_MS: 120_000,
      AI_MAX_RETRIES: 2,
    });
    expect(createLanguageModel(config)).toBeNull();
    expect(modelLabel(config)).toBeNull();
  });

  it("treats empty strings as unset", () => {
    expect(loadAiConfig({ AI_PROVIDER: "offline", AI_MODEL: "", AI_BASE_URL: "" }).AI_MODEL).toBeUndefined();
  });

  it("builds provider model objects, never bare gateway strings", () => {
    const openai = createLanguageModel(loadAiConfig({ AI_PROVIDER: "openai", OPENAI_API_KEY: "k" }));
    expect(typeof openai).toBe("object");
    expect(openai).toMatchObject({ provider: "openai.chat", modelId: "gpt-4o-mini" });
    const anthropic = loadAiConfig({
      AI_PROVIDER: "anthropic",
      ANTHROPIC_API_KEY: "k",
      AI_MODEL: "claude-x",
    });
    expect(createLanguageModel(anthropic)).toMatchObject({ modelId: "claude-x" });
    expect(modelLabel(anthropic)).toBe("anthropic · claude-x");
    const local = loadAiConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:11434/v1/",
      AI_MODEL: "llama3.2",
    });
    expect(createLanguageModel(local)).toMatchObject({ modelId: "llama3.2" });
  });

  it("explains what is missing", () => {
    expect(() => loadAiConfig({ AI_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadAiConfig({ AI_PROVIDER: "anthropic" })).toThrow(/ANTHROPIC_API_KEY/);
    expect(() => loadAiConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
    expect(() => loadAiConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://x/v1" })).toThrow(
      /AI_MODEL/,
    );
    expect(() => loadAiConfig({ AI_PROVIDER: "gateway" })).toThrow(AiConfigError);
    expect(() => loadAiConfig({ AI_MAX_RETRIES: "-1" })).toThrow(/AI_MAX_RETRIES/);
    expect(() => loadAiConfig({ AI_BASE_URL: "not a url" })).toThrow(/AI_BASE_URL/);
  });
});
