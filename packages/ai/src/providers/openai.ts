import { createOpenAI } from "@ai-sdk/openai";
import type { ModelHandle } from "./types.ts";

export const openaiDefaultModel = "gpt-4o-mini";

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** Optional proxy in front of api.openai.com. */
  baseURL?: string;
}

/** OpenAI through Chat Completions (`.chat`), which supports streaming, JSON schema output and tools. */
export function createOpenAiModel(settings: OpenAiSettings): ModelHandle {
  const provider = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL });
  return provider.chat(settings.model);
}
