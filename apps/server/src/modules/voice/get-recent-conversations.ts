import type { VoiceConversationSummary } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";

export const RECENT_CONVERSATIONS_LIMIT = 10;

/** The caller's latest practice sessions, newest first. */
export async function getRecentConversations(ctx: FunctionContext): Promise<VoiceConversationSummary[]> {
  const user = requireUser(ctx);
  ctx.track(topics.userVoice(user.id));
  return ctx.db
    .select({
      _id: schema.voiceConversations.id,
      firmTag: schema.voiceConversations.firmTag,
      _creationTime: schema.voiceConversations.createdAt,
    })
    .from(schema.voiceConversations)
    .where(eq(schema.voiceConversations.ownerId, user.id))
    .orderBy(desc(schema.voiceConversations.createdAt))
    .limit(RECENT_CONVERSATIONS_LIMIT);
}
