import { sharingLimits, type ShareEvents } from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { assertOpen, findLink, shareMessages } from "./open-share.ts";

/** Reading time a batch may claim beyond the wall-clock time since the view opened (clock skew, rounding). */
const SLACK_MS = 5_000;
/** Batches a view may send: this many, plus one per second of its age. */
const BATCHES_BASE = 20;

const unknownVisit = () =>
  new AppError("NOT_FOUND", "This visit has ended. Reload the page to keep reading.");

/** Tell the owner's views that "being viewed now" ran out, once a viewer falls silent. */
const expiries = new Map<string, NodeJS.Timeout>();
function scheduleLiveExpiry(ctx: FunctionContext, deckId: string, ownerId: string) {
  clearTimeout(expiries.get(deckId));
  const timer = setTimeout(() => {
    expiries.delete(deckId);
    ctx.publish(topics.deckSharing(deckId));
    ctx.publish(topics.userSharing(ownerId));
  }, sharingLimits.liveWindowMs + 1_000);
  timer.unref();
  expiries.set(deckId, timer);
}

/**
 * Add a batch of reading time to a view. Only a view opened through the link's gates (its view token) can
 * report, only while the link opens, at most one batch a second on average, and never more reading time
 * than has passed since the view opened: a script cannot inflate the figures.
 */
export async function recordShareEvents(
  ctx: FunctionContext,
  token: string,
  events: ShareEvents,
): Promise<void> {
  const link = await findLink(ctx, token);
  if (!link) throw new AppError("NOT_FOUND", shareMessages.notFound);
  assertOpen(link);
  const now = Date.now();
  await ctx.transact(async (tx) => {
    const [view] = await tx.db
      .select()
      .from(schema.shareViews)
      .where(and(eq(schema.shareViews.viewToken, events.viewToken), eq(schema.shareViews.linkId, link.id)))
      .for("update");
    if (!view) throw unknownVisit();
    const age = now - view.startedAt;
    if (view.batches >= BATCHES_BASE + Math.floor(age / 1000)) {
      throw new AppError("RATE_LIMITED", "Too many updates from this visit.");
    }
    const outside = events.dwell.some((entry) => entry.slide >= view.slideCount);
    if (outside || events.current >= view.slideCount) {
      throw new AppError("INVALID_INPUT", "That slide is not in this deck.");
    }
    let budget = Math.max(0, age + SLACK_MS - view.totalMs);
    const slideMs = [...view.slideMs];
    let added = 0;
    let furthest = Math.max(view.lastSlide, events.current);
    for (const entry of events.dwell) {
      const ms = Math.min(entry.ms, budget);
      budget -= ms;
      added += ms;
      slideMs[entry.slide] = (slideMs[entry.slide] ?? 0) + ms;
      if (ms > 0) furthest = Math.max(furthest, entry.slide);
    }
    await tx.db
      .update(schema.shareViews)
      .set({
        slideMs,
        totalMs: view.totalMs + added,
        lastSlide: furthest,
        batches: view.batches + 1,
        lastSeenAt: now,
        endedAt: events.leaving ? now : null,
      })
      .where(eq(schema.shareViews.id, view.id));
    tx.publish(topics.deckSharing(link.deckId));
    tx.publish(topics.userSharing(link.ownerId));
  });
  scheduleLiveExpiry(ctx, link.deckId, link.ownerId);
}

/** A view's token for an image request: the link must open and the view must be one of its own. */
export async function assertViewOf(ctx: FunctionContext, token: string, viewToken: string) {
  const link = await findLink(ctx, token);
  if (!link) throw new AppError("NOT_FOUND", shareMessages.notFound);
  assertOpen(link);
  const [view] = await ctx.db
    .select({ versionId: schema.shareViews.versionId })
    .from(schema.shareViews)
    .where(and(eq(schema.shareViews.viewToken, viewToken), eq(schema.shareViews.linkId, link.id)));
  if (!view) throw unknownVisit();
  return { link, versionId: view.versionId };
}
