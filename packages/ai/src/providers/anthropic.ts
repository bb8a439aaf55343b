import { createAnthropic } from "@ai-sdk/anthropic";
import type { ModelHandle } from "./types.ts";

export const anthropicDefaultModel = "claude-haiku-4-5";

export interface AnthropicSettings {
  apiKey: string;
  model: string;
  baseURL?: string;
}

export function createAnthropicModel(settings: AnthropicSettings): ModelHandle {
  const provider = createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseURL });
  return provider.languageModel(settings.model);
}
