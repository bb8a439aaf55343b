import { z } from "zod";
import type { ReliabilityPolicy } from "../retry.ts";
import { anthropicDefaultModel, createAnthropicModel } from "./anthropic.ts";
import { createOpenAiCompatibleModel } from "./openai-compatible.ts";
import { createOpenAiModel, openaiDefaultModel } from "./openai.ts";
import type { ModelHandle } from "./types.ts";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The AI part of the server's environment. Everything is optional: with nothing set, the offline engine runs. */
export const aiConfigSchema = z.object({
  AI_PROVIDER: z.enum(["offline", "openai", "anthropic", "openai-compatible"]).default("offline"),
  AI_MODEL: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  /** Base URL of an OpenAI-compatible server (required for openai-compatible; optional proxy for the others). */
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  /** API key for an OpenAI-compatible server, if it wants one. */
  AI_API_KEY: optionalString,
  AI_FIRST_TOKEN_TIMEOUT_MS: positiveInt(20_000),
  AI_TOTAL_TIMEOUT_MS: positiveInt(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
});
export type AiConfig = z.infer<typeof aiConfigSchema>;
export type AiProviderName = AiConfig["AI_PROVIDER"];

/** Thrown at boot when the AI environment is incomplete or invalid. */
export class AiConfigError extends Error {
  override readonly name = "AiConfigError";
}

/** Parses the AI environment variables; empty strings count as unset. */
export function loadAiConfig(env: Record<string, string | undefined>): AiConfig {
  const parsed = aiConfigSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new AiConfigError(`Invalid AI configuration: ${details}`);
  }
  // Fail at boot, not on the first request, when a provider is chosen without what it needs.
  modelSettings(parsed.data);
  return parsed.data;
}

interface ResolvedModel {
  provider: Exclude<AiProviderName, "offline">;
  model: string;
  create: () => ModelHandle;
}

function modelSettings(config: AiConfig): ResolvedModel | null {
  switch (config.AI_PROVIDER) {
    case "offline":
      return null;
    case "openai": {
      const apiKey = config.OPENAI_API_KEY;
      if (!apiKey) throw new AiConfigError("AI_PROVIDER=openai needs OPENAI_API_KEY.");
      const model = config.AI_MODEL ?? openaiDefaultModel;
      return {
        provider: "openai",
        model,
        create: () => createOpenAiModel({ apiKey, model, baseURL: config.AI_BASE_URL }),
      };
    }
    case "anthropic": {
      const apiKey = config.ANTHROPIC_API_KEY;
      if (!apiKey) throw new AiConfigError("AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY.");
      const model = config.AI_MODEL ?? anthropicDefaultModel;
      return {
        provider: "anthropic",
        model,
        create: () => createAnthropicModel({ apiKey, model, baseURL: config.AI_BASE_URL }),
      };
    }
    case "openai-compatible": {
      const baseURL = config.AI_BASE_URL;
      if (!baseURL) {
        throw new AiConfigError(
          "AI_PROVIDER=openai-compatible needs AI_BASE_URL (e.g. http://127.0.0.1:11434/v1 for Ollama).",
        );
      }
      const model = config.AI_MODEL;
      if (!model)
        throw new AiConfigError("AI_PROVIDER=openai-compatible needs AI_MODEL (the server's model name).");
      return {
        provider: "openai-compatible",
        model,
        create: () => createOpenAiCompatibleModel({ baseURL, model, apiKey: config.AI_API_KEY }),
      };
    }
  }
}

/** The configured model, or null for the offline engine. Throws AiConfigError when a key or URL is missing. */
export function createLanguageModel(config: AiConfig): ModelHandle | null {
  return modelSettings(config)?.create() ?? null;
}

/** "openai · gpt-4o-mini", or null for offline. */
export function modelLabel(config: AiConfig): string | null {
  const settings = modelSettings(config);
  return settings ? `${settings.provider} · ${settings.model}` : null;
}

export function reliabilityPolicy(config: AiConfig): ReliabilityPolicy {
  return {
    firstTokenTimeoutMs: config.AI_FIRST_TOKEN_TIMEOUT_MS,
    totalTimeoutMs: config.AI_TOTAL_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  };
}
