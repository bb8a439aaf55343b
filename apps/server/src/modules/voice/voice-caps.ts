import { randomUUID } from "node:crypto";
import { and, eq, schema, sql } from "@pds/db";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { AppError } from "../../lib/app-error.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a live session's server records its usage, which is also the row's heartbeat. */
export const VOICE_HEARTBEAT_MS = 15_000;
/**
 * A "live" row whose heartbeat is older than this (four missed beats) was left by a server that died: it
 * no longer counts against the cap, so a crash does not lock the founder out.
 */
const HEARTBEAT_STALE_MS = 4 * VOICE_HEARTBEAT_MS;

/** Seconds of founder audio the caller sent in the last 24 hours, live sessions included as last recorded. */
export async function usedSecondsToday(ctx: FunctionContext): Promise<number> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({ total: sql<string | number | null>`coalesce(sum(${schema.voiceSessions.audioSeconds}), 0)` })
    .from(schema.voiceSessions)
    .where(
      and(
        eq(schema.voiceSessions.ownerId, user.id),
        sql`${schema.voiceSessions.startedAt} > ${Date.now() - DAY_MS}`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** What a user is told once the day's voice minutes are used. */
export const minutesUsedMessage = (minutesPerDay: number) =>
  `You have used today's ${minutesPerDay} minutes of voice practice. Try again tomorrow.`;

/** Seconds of voice practice the caller has left today; RATE_LIMITED when none are left. */
export async function requireMinutesLeft(ctx: FunctionContext): Promise<number> {
  const { minutesPerDay } = ctx.services.voice;
  const remainingSeconds = minutesPerDay * 60 - (await usedSecondsToday(ctx));
  if (remainingSeconds <= 0) throw new AppError("RATE_LIMITED", minutesUsedMessage(minutesPerDay));
  return remainingSeconds;
}

/**
 * Register a live session, refusing it when the caller already has `maxConcurrent` live sessions or has
 * used up the day's minutes. The user's row is locked first, so two racing starts are counted one after
 * the other and cannot both slip past the cap.
 */
export async function claimVoiceSession(
  ctx: FunctionContext,
  input: { firmTag: string; deckId: string | null },
): Promise<{ sessionId: string; remainingSeconds: number }> {
  const user = requireUser(ctx);
  const { maxConcurrent } = ctx.services.voice;
  return ctx.transact(async (tx) => {
    await tx.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.id, user.id))
      .for("update");
    const now = Date.now();
    const remainingSeconds = await requireMinutesLeft(tx);
    const [live] = await tx.db
      .select({ count: sql<string | number>`count(*)` })
      .from(schema.voiceSessions)
      .where(
        and(
          eq(schema.voiceSessions.ownerId, user.id),
          eq(schema.voiceSessions.status, "live"),
          // Rows from before the heartbeat column have none: their start is their last sign of life.
          sql`coalesce(${schema.voiceSessions.heartbeatAt}, ${schema.voiceSessions.startedAt}) > ${now - HEARTBEAT_STALE_MS}`,
        ),
      );
    if (Number(live?.count ?? 0) >= maxConcurrent) {
      throw new AppError(
        "RATE_LIMITED",
        `You already have ${maxConcurrent} practice sessions open. End one before starting another.`,
      );
    }
    const sessionId = randomUUID();
    await tx.db.insert(schema.voiceSessions).values({
      id: sessionId,
      ownerId: user.id,
      firmTag: input.firmTag,
      deckId: input.deckId,
      status: "live",
      startedAt: now,
      heartbeatAt: now,
    });
    return { sessionId, remainingSeconds };
  });
}

/**
 * Record a live session's founder audio so far, so the user's other sessions count it against the day, and
 * beat its heartbeat: the session's server is alive. Called every VOICE_HEARTBEAT_MS while live.
 */
export async function recordVoiceUsage(ctx: FunctionContext, sessionId: string, audioSeconds: number) {
  const user = requireUser(ctx);
  await ctx.transact((tx) =>
    tx.db
      .update(schema.voiceSessions)
      .set({ audioSeconds: Math.ceil(audioSeconds), heartbeatAt: Date.now() })
      .where(
        and(
          eq(schema.voiceSessions.id, sessionId),
          eq(schema.voiceSessions.ownerId, user.id),
          eq(schema.voiceSessions.status, "live"),
        ),
      ),
  );
}

/** Mark the session ended and record how much founder audio it used. */
export async function endVoiceSession(ctx: FunctionContext, sessionId: string, audioSeconds: number) {
  const user = requireUser(ctx);
  await ctx.transact((tx) =>
    tx.db
      .update(schema.voiceSessions)
      .set({ status: "ended", endedAt: Date.now(), audioSeconds: Math.ceil(audioSeconds) })
      .where(and(eq(schema.voiceSessions.id, sessionId), eq(schema.voiceSessions.ownerId, user.id))),
  );
}

/**
 * Count a call another provider ran (vapi) against the caller's day: an ended session of that length, so
 * the local pipeline and the next Vapi call see the minutes as used.
 */
export async function recordProviderCall(
  ctx: FunctionContext,
  input: { firmTag: string; deckId: string | null; seconds: number },
): Promise<void> {
  const user = requireUser(ctx);
  const now = Date.now();
  await ctx.transact((tx) =>
    tx.db.insert(schema.voiceSessions).values({
      id: randomUUID(),
      ownerId: user.id,
      firmTag: input.firmTag,
      deckId: input.deckId,
      status: "ended",
      startedAt: now - input.seconds * 1000,
      endedAt: now,
      audioSeconds: Math.ceil(input.seconds),
    }),
  );
}
