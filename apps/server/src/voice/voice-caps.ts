import { randomUUID } from "node:crypto";
import { and, eq, schema, sql, type Database } from "@pds/db";
import { AppError } from "../lib/app-error.ts";

export interface VoiceLimits {
  maxConcurrent: number;
  minutesPerDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A "live" row older than this is left over from a crashed server and no longer counts. */
const STALE_MS = 3 * 60 * 60 * 1000;

/** Seconds of founder audio the user sent in the last 24 hours, live sessions included as last recorded. */
export async function usedSecondsToday(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${schema.voiceSessions.audioSeconds}), 0)` })
    .from(schema.voiceSessions)
    .where(
      and(
        eq(schema.voiceSessions.ownerId, userId),
        sql`${schema.voiceSessions.startedAt} > ${Date.now() - DAY_MS}`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** What a user is told once the day's voice minutes are used. */
export const minutesUsedMessage = (minutesPerDay: number) =>
  `You have used today's ${minutesPerDay} minutes of voice practice. Try again tomorrow.`;

/** Seconds of voice practice the user has left today; RATE_LIMITED when none are left. */
export async function requireMinutesLeft(
  db: Database,
  userId: string,
  minutesPerDay: number,
): Promise<number> {
  const remainingSeconds = minutesPerDay * 60 - (await usedSecondsToday(db, userId));
  if (remainingSeconds <= 0) throw new AppError("RATE_LIMITED", minutesUsedMessage(minutesPerDay));
  return remainingSeconds;
}

/**
 * Register a live session, refusing it when the user already has `maxConcurrent` live sessions or has
 * used up the day's minutes. Insert-then-count, so two racing starts cannot both slip past the cap.
 */
export async function claimVoiceSession(
  db: Database,
  input: { userId: string; firmTag: string; deckId: string | null },
  limits: VoiceLimits,
): Promise<{ sessionId: string; remainingSeconds: number }> {
  const now = Date.now();
  const remainingSeconds = await requireMinutesLeft(db, input.userId, limits.minutesPerDay);
  const sessionId = randomUUID();
  await db.insert(schema.voiceSessions).values({
    id: sessionId,
    ownerId: input.userId,
    firmTag: input.firmTag,
    deckId: input.deckId,
    status: "live",
    startedAt: now,
  });
  const [live] = await db
    .select({ count: sql<string | number>`count(*)` })
    .from(schema.voiceSessions)
    .where(
      and(
        eq(schema.voiceSessions.ownerId, input.userId),
        eq(schema.voiceSessions.status, "live"),
        sql`${schema.voiceSessions.startedAt} > ${now - STALE_MS}`,
      ),
    );
  if (Number(live?.count ?? 0) > limits.maxConcurrent) {
    await db.delete(schema.voiceSessions).where(eq(schema.voiceSessions.id, sessionId));
    throw new AppError(
      "RATE_LIMITED",
      `You already have ${limits.maxConcurrent} practice sessions open. End one before starting another.`,
    );
  }
  return { sessionId, remainingSeconds };
}

/** Record a live session's founder audio so far, so the user's other sessions count it against the day. */
export async function recordVoiceUsage(db: Database, sessionId: string, audioSeconds: number): Promise<void> {
  await db
    .update(schema.voiceSessions)
    .set({ audioSeconds: Math.ceil(audioSeconds) })
    .where(and(eq(schema.voiceSessions.id, sessionId), eq(schema.voiceSessions.status, "live")));
}

/** Mark the session ended and record how much founder audio it used. */
export async function endVoiceSession(db: Database, sessionId: string, audioSeconds: number): Promise<void> {
  await db
    .update(schema.voiceSessions)
    .set({ status: "ended", endedAt: Date.now(), audioSeconds: Math.ceil(audioSeconds) })
    .where(eq(schema.voiceSessions.id, sessionId));
}

/**
 * Count a call another provider ran (vapi) against the user's day: an ended session of that length, so
 * the local pipeline and the next Vapi call see the minutes as used.
 */
export async function recordProviderCall(
  db: Database,
  input: { userId: string; firmTag: string; deckId: string | null; seconds: number },
): Promise<void> {
  const now = Date.now();
  await db.insert(schema.voiceSessions).values({
    id: randomUUID(),
    ownerId: input.userId,
    firmTag: input.firmTag,
    deckId: input.deckId,
    status: "ended",
    startedAt: now - input.seconds * 1000,
    endedAt: now,
    audioSeconds: Math.ceil(input.seconds),
  });
}
