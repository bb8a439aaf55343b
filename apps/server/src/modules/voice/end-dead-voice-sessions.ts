import { and, eq, schema, sql } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { HEARTBEAT_STALE_MS, PROVIDER_PREFIX } from "./voice-caps.ts";

/**
 * End the practice sessions a dead server left live, as ended when they last beat: with `everyRun` (the
 * boot of an embedded database, which no other process can be serving) every live one, otherwise those
 * whose heartbeat went stale. A provider call (Vapi) runs in the founder's browser, not on a server, so it
 * keeps its slot until it is saved or its own limit passes.
 */
export async function endDeadVoiceSessions(
  ctx: FunctionContext,
  options?: { everyRun?: boolean },
): Promise<number> {
  const t = schema.voiceSessions;
  const lastBeat = sql`coalesce(${t.heartbeatAt}, ${t.startedAt})`;
  const ended = await ctx.db
    .update(t)
    .set({ status: "ended", endedAt: sql`${lastBeat}` })
    .where(
      and(
        eq(t.status, "live"),
        sql`${t.id} not like ${`${PROVIDER_PREFIX}%`}`,
        options?.everyRun ? undefined : sql`${lastBeat} <= ${Date.now() - HEARTBEAT_STALE_MS}`,
      ),
    )
    .returning({ id: t.id });
  return ended.length;
}
