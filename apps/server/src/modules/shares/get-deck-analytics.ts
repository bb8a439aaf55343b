import type { DeckAnalytics, ShareView } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { loadViews, versionSlides, type ViewRow } from "./deck-views.ts";
import { dropOff, isLive, slideDwell } from "./view-stats.ts";

const empty = (deckId: string): DeckAnalytics => ({
  deckId,
  totalViews: 0,
  uniqueViewers: 0,
  viewingNow: 0,
  slides: [],
  dropOff: null,
  links: [],
  views: [],
});

const toView = (row: ViewRow, linkLabel: string): ShareView => ({
  _id: row.id,
  linkId: row.linkId,
  linkLabel,
  viewerEmail: row.viewerEmail,
  viewerId: row.viewerId,
  visit: row.visit,
  device: row.device,
  startedAt: row.startedAt,
  lastSeenAt: row.lastSeenAt,
  totalMs: row.totalMs,
  slideMs: row.slideMs,
  lastSlide: row.lastSlide,
  slideCount: row.slideCount,
});

/**
 * Who opened the deck's links, when, for how long per slide, and where they stopped: per link (against
 * the version it shows now) and for the deck (against the latest shared version). Owner only; someone
 * else's deck reads as never shared.
 */
export async function getDeckAnalytics(
  ctx: FunctionContext,
  args: { deckId: string },
): Promise<DeckAnalytics> {
  ctx.track(topics.deckSharing(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return empty(args.deckId);
  const links = await ctx.db
    .select()
    .from(schema.shareLinks)
    .where(eq(schema.shareLinks.deckId, deck.id))
    .orderBy(desc(schema.shareLinks.createdAt));
  if (links.length === 0) return empty(deck.id);
  const now = Date.now();
  const views = await loadViews(ctx, [deck.id]);
  const slidesOf = await versionSlides(
    ctx,
    links.map((link) => link.versionId),
  );
  const latest = slidesOf.get(links[0]!.versionId) ?? [];
  const facts = views.map((view) => view.facts);
  const labels = new Map(links.map((link) => [link.id, link.label]));
  return {
    deckId: deck.id,
    totalViews: views.length,
    uniqueViewers: new Set(views.map(({ row }) => row.viewerEmail ?? row.viewerId)).size,
    viewingNow: facts.filter((view) => isLive(view, now)).length,
    slides: slideDwell(facts, latest),
    dropOff: dropOff(facts, latest),
    links: links.map((link) => {
      const own = views.filter(({ row }) => row.linkId === link.id).map((view) => view.facts);
      const slides = slidesOf.get(link.versionId) ?? [];
      return {
        linkId: link.id,
        slides: slideDwell(own, slides),
        dropOff: dropOff(own, slides),
        viewingNow: own.filter((view) => isLive(view, now)).length,
      };
    }),
    views: views.map(({ row }) => toView(row, labels.get(row.linkId) ?? "")),
  };
}
