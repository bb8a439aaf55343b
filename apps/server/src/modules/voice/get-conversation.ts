import { transcriptEntrySchema, voiceMetricsSchema, type VoiceConversation } from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import { z } from "zod";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";

/** One saved practice session with its deck title and review; null unless it is the caller's. */
export async function getConversation(
  ctx: FunctionContext,
  args: { conversationId: string },
): Promise<VoiceConversation | null> {
  const user = requireUser(ctx);
  ctx.track(topics.userVoice(user.id));
  if (args.conversationId.includes("\u0000")) return null;
  const [row] = await ctx.db
    .select({ conversation: schema.voiceConversations, deckTitle: schema.decks.title })
    .from(schema.voiceConversations)
    .leftJoin(schema.decks, eq(schema.voiceConversations.deckId, schema.decks.id))
    .where(
      and(
        eq(schema.voiceConversations.id, args.conversationId),
        eq(schema.voiceConversations.ownerId, user.id),
      ),
    );
  if (!row) return null;
  const { conversation } = row;
  if (conversation.deckId) ctx.track(topics.deck(conversation.deckId));
  const metrics = voiceMetricsSchema.safeParse(conversation.metrics);
  return {
    _id: conversation.id,
    firmTag: conversation.firmTag,
    deckId: conversation.deckId,
    deckTitle: row.deckTitle ?? null,
    transcript: z.array(transcriptEntrySchema).catch([]).parse(conversation.transcript),
    metrics: metrics.success ? metrics.data : null,
    _creationTime: conversation.createdAt,
  };
}
