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
export const HEARTBEAT_STALE_MS = 4 * VOICE_HEARTBEAT_MS;

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
  input: { firmTag: string; deckId: string | null; providerCall?: { maxSeconds: number } },
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
    if (input.providerCall) {
      const holdSeconds = Math.floor(Math.min(input.providerCall.maxSeconds, remainingSeconds));
      return {
        sessionId: await insertProviderSlot(tx, input, now, holdSeconds),
        remainingSeconds: holdSeconds,
      };
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

/** Sessions whose audio never reaches this server (a Vapi call in the browser) have ids with this prefix. */
export const PROVIDER_PREFIX = "vapi:";

/**
 * A provider call cannot beat: its audio never reaches us. Its row is written as beating until the
 * provider's own limit (maxDurationSeconds) ends the call, so it holds a concurrent slot that long and no
 * longer if the browser never reports back; and its whole allowance is reserved against the day's minutes
 * until the call is saved, because Vapi cannot be told to stop early once started.
 */
async function insertProviderSlot(
  tx: FunctionContext,
  input: { firmTag: string; deckId: string | null },
  now: number,
  holdSeconds: number,
): Promise<string> {
  const sessionId = `${PROVIDER_PREFIX}${randomUUID()}`;
  await tx.db.insert(schema.voiceSessions).values({
    id: sessionId,
    ownerId: requireUser(tx).id,
    firmTag: input.firmTag,
    deckId: input.deckId,
    status: "live",
    startedAt: now,
    heartbeatAt: now + holdSeconds * 1000 - HEARTBEAT_STALE_MS,
    audioSeconds: holdSeconds,
  });
  return sessionId;
}

/**
 * End the caller's provider call (vapi) when the browser saves it: the slot it claimed is freed and the
 * day is charged what the call used (the reported length, never more than was reserved; without a report,
 * the time since the claim). The caller's oldest open call on the same persona and deck is the one ended;
 * a save with no open call (a call from before slots, or saved twice) is counted as a new ended session.
 */
export async function endProviderCall(
  ctx: FunctionContext,
  input: { firmTag: string; deckId: string | null; seconds: number | undefined },
): Promise<void> {
  const user = requireUser(ctx);
  const { voiceSessions: t } = schema;
  await ctx.transact(async (tx) => {
    const now = Date.now();
    const [open] = await tx.db
      .select({ id: t.id, startedAt: t.startedAt, reserved: t.audioSeconds })
      .from(t)
      .where(and(eq(t.ownerId, user.id), eq(t.status, "live"), sql`${t.id} like ${`${PROVIDER_PREFIX}%`}`))
      .orderBy(
        sql`(${t.firmTag} = ${input.firmTag} and ${t.deckId} is not distinct from ${input.deckId}) desc`,
        t.startedAt,
      )
      .limit(1)
      .for("update");
    if (!open) {
      if (input.seconds) await insertEndedCall(tx, input, input.seconds, now);
      return;
    }
    const elapsed = Math.ceil((now - open.startedAt) / 1000);
    const used = Math.min(input.seconds ?? elapsed, open.reserved);
    await tx.db
      .update(t)
      .set({ status: "ended", endedAt: now, heartbeatAt: now, audioSeconds: Math.max(0, used) })
      .where(eq(t.id, open.id));
  });
}

/** An ended session of `seconds`, so the local pipeline and the next Vapi call see the minutes as used. */
async function insertEndedCall(
  tx: FunctionContext,
  input: { firmTag: string; deckId: string | null },
  seconds: number,
  now: number,
): Promise<void> {
  await tx.db.insert(schema.voiceSessions).values({
    id: `${PROVIDER_PREFIX}${randomUUID()}`,
    ownerId: requireUser(tx).id,
    firmTag: input.firmTag,
    deckId: input.deckId,
    status: "ended",
    startedAt: now - seconds * 1000,
    endedAt: now,
    audioSeconds: Math.ceil(seconds),
  });
}
