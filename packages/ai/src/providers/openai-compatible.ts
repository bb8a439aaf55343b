import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ModelHandle } from "./types.ts";

export interface OpenAiCompatibleSettings {
  /** e.g. http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:1234/v1 (LM Studio), http://host:8000/v1 (vLLM). */
  baseURL: string;
  model: string;
  /** Most local servers need none; vLLM and hosted compatible APIs may. */
  apiKey?: string;
}

/** Any server speaking OpenAI's /v1/chat/completions: Ollama, LM Studio, vLLM, llama.cpp server. */
export function createOpenAiCompatibleModel(settings: OpenAiCompatibleSettings): ModelHandle {
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: settings.baseURL.replace(/\/+$/, ""),
    apiKey: settings.apiKey,
    // These servers accept response_format json_schema; sending the schema constrains local models' output.
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
  return provider.chatModel(settings.model);
}
