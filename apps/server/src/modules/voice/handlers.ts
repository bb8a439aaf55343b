import type { HandlersFor } from "../../functions/handler-types.ts";
import { generateSessionFeedback } from "./generate-session-feedback.ts";
import { getConversation } from "./get-conversation.ts";
import { getLikelyQuestions } from "./get-likely-questions.ts";
import { getReadinessTrend } from "./get-readiness-trend.ts";
import { getRecentConversations } from "./get-recent-conversations.ts";
import { getVapiAssistantConfig } from "./get-vapi-assistant-config.ts";
import { saveProviderConversation } from "./save-provider-conversation.ts";

export const voiceHandlers: HandlersFor<"voiceai"> = {
  "voiceai.getRecentConversations": getRecentConversations,
  "voiceai.getVapiAssistantConfig": getVapiAssistantConfig,
  "voiceai.saveConversation": saveProviderConversation,
  "voiceai.getConversation": getConversation,
  "voiceai.getLikelyQuestions": getLikelyQuestions,
  "voiceai.getReadinessTrend": getReadinessTrend,
  "voiceai.generateSessionFeedback": generateSessionFeedback,
};
