import type { voiceFunctions } from "@pds/contracts";
import { generateSessionFeedback } from "../../modules/voice/generate-session-feedback.ts";
import { getConversation } from "../../modules/voice/get-conversation.ts";
import { getVapiAssistantConfig } from "../../modules/voice/get-vapi-assistant-config.ts";
import { saveConversation } from "../../modules/voice/save-conversation.ts";
import type { HandlersFor } from "../handler-types.ts";

export const voiceHandlers: HandlersFor<typeof voiceFunctions> = {
  "voiceai.getVapiAssistantConfig": getVapiAssistantConfig,
  "voiceai.saveConversation": (ctx, args) => saveConversation(ctx, { ...args, requireDeck: true }),
  "voiceai.getConversation": getConversation,
  "voiceai.generateSessionFeedback": generateSessionFeedback,
};
