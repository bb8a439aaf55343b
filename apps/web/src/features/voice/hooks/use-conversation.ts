import { useLiveQuery } from "../../../lib/sync/hooks.ts";

/** A saved practice session with its transcript and metrics; data is null when it does not exist. */
export function useConversation(conversationId: string | undefined) {
  return useLiveQuery("voiceai.getConversation", conversationId ? { conversationId } : "skip");
}
