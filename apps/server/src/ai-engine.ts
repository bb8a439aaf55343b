import {
  createLanguageModel,
  createModelEngine,
  createOfflineEngine,
  modelLabel,
  type AiConfig,
  type AiEngine,
} from "@pds/ai";

/** The engine chosen by AI_PROVIDER (and its keys, checked by loadEnv); the offline engine when none is. */
export function createAiEngine(config: AiConfig): AiEngine {
  const model = createLanguageModel(config);
  if (!model) return createOfflineEngine();
  return createModelEngine(model, config, modelLabel(config) ?? config.AI_PROVIDER);
}
