import {
  createLanguageModel,
  createModelEngine,
  createOfflineEngine,
  loadAiConfig,
  modelLabel,
  type AiEngine,
} from "@pds/ai";

/** The engine chosen by AI_PROVIDER (and its keys); the offline engine when nothing is configured. */
export function createAiEngine(source: Record<string, string | undefined> = process.env): AiEngine {
  const config = loadAiConfig(source);
  const model = createLanguageModel(config);
  if (!model) return createOfflineEngine();
  return createModelEngine(model, config, modelLabel(config) ?? config.AI_PROVIDER);
}
