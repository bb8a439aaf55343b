import type { voiceFunctions } from "@pds/contracts";
import { generateSessionFeedback } from "../../modules/voice/generate-session-feedback.ts";
import { getConversation } from "../../modules/voice/get-conversation.ts";
import { getVapiAssistantConfig } from "../../modules/voice/get-vapi-assistant-config.ts";
import { saveProviderConversation } from "../../modules/voice/save-provider-conversation.ts";
import type { HandlersFor } from "../handler-types.ts";

export const voiceHandlers: HandlersFor<typeof voiceFunctions> = {
  "voiceai.getVapiAssistantConfig": getVapiAssistantConfig,
  "voiceai.saveConversation": saveProviderConversation,
  "voiceai.getConversation": getConversation,
  "voiceai.generateSessionFeedback": generateSessionFeedback,
};
