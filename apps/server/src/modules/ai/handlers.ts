import type { HandlersFor } from "../../functions/handler-types.ts";
import { cancelGeneration } from "./cancel-generation.ts";
import { chatWithAI } from "./chat-with-ai.ts";
import { generateDeckFromBrief } from "./generate-deck.ts";
import { getEngineInfo } from "./get-engine-info.ts";
import { getGenerationStatus } from "./get-generation-status.ts";

export const aiHandlers: HandlersFor<"ai"> = {
  "ai.getEngineInfo": getEngineInfo,
  "ai.getGenerationStatus": getGenerationStatus,
  "ai.chatWithAI": chatWithAI,
  "ai.generateDeckFromBrief": generateDeckFromBrief,
  "ai.cancelGeneration": cancelGeneration,
};
