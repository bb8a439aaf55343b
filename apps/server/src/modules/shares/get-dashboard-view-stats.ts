import type { DeckViewStats } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import { loadViews } from "./deck-views.ts";
import { dropOff, isLive } from "./view-stats.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Where viewers stop is read from the last 90 days of views. */
const DROP_OFF_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** Per shared deck of the caller: views this week, viewers reading now, and where most viewers stop. */
export async function getDashboardViewStats(ctx: FunctionContext): Promise<DeckViewStats[]> {
  const user = requireUser(ctx);
  ctx.track(topics.userSharing(user.id));
  ctx.track(topics.userDecks(user.id));
  const shared = await ctx.db
    .selectDistinct({ deckId: schema.shareLinks.deckId })
    .from(schema.shareLinks)
    .where(eq(schema.shareLinks.ownerId, user.id));
  const now = Date.now();
  const views = await loadViews(
    ctx,
    shared.map((row) => row.deckId),
    now - DROP_OFF_WINDOW_MS,
  );
  return shared.map(({ deckId }) => {
    const own = views.filter(({ row }) => row.deckId === deckId);
    const facts = own.map((view) => view.facts);
    const stop = dropOff(facts, facts[0]?.slides ?? []);
    return {
      deckId,
      viewsThisWeek: own.filter(({ row }) => row.startedAt >= now - WEEK_MS).length,
      viewingNow: facts.filter((view) => isLive(view, now)).length,
      dropOff: stop && { index: stop.index, title: stop.title },
    };
  });
}
