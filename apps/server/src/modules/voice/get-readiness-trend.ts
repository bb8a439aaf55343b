import { voiceMetricsSchema, type ReadinessPoint } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { readinessOf } from "@pds/voice";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";

export const READINESS_SESSIONS = 12;

/** Readiness of the caller's last sessions that have a review, oldest first. */
export async function getReadinessTrend(ctx: FunctionContext): Promise<ReadinessPoint[]> {
  const user = requireUser(ctx);
  ctx.track(topics.userVoice(user.id));
  const rows = await ctx.db
    .select({
      id: schema.voiceConversations.id,
      firmTag: schema.voiceConversations.firmTag,
      createdAt: schema.voiceConversations.createdAt,
      metrics: schema.voiceConversations.metrics,
    })
    .from(schema.voiceConversations)
    .where(eq(schema.voiceConversations.ownerId, user.id))
    .orderBy(desc(schema.voiceConversations.createdAt))
    .limit(READINESS_SESSIONS);
  return rows
    .flatMap((row) => {
      const metrics = voiceMetricsSchema.safeParse(row.metrics);
      if (!metrics.success || metrics.data.coverage.length === 0) return [];
      return [
        {
          _id: row.id,
          firmTag: row.firmTag,
          _creationTime: row.createdAt,
          ...readinessOf(metrics.data.coverage, row.firmTag),
        },
      ];
    })
    .reverse();
}
