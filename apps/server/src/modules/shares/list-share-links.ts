import type { ShareLink } from "@pds/contracts";
import { count, desc, eq, inArray, max, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { toShareLink } from "./owned-link.ts";

/** The deck's share links, newest first, with their version's name and how often they were opened. */
export async function listShareLinks(ctx: FunctionContext, args: { deckId: string }): Promise<ShareLink[]> {
  ctx.track(topics.deckSharing(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  const links = await ctx.db
    .select({ link: schema.shareLinks, versionName: schema.deckVersions.name })
    .from(schema.shareLinks)
    .innerJoin(schema.deckVersions, eq(schema.shareLinks.versionId, schema.deckVersions.id))
    .where(eq(schema.shareLinks.deckId, deck.id))
    .orderBy(desc(schema.shareLinks.createdAt));
  if (links.length === 0) return [];
  const stats = await ctx.db
    .select({ linkId: schema.shareViews.linkId, views: count(), last: max(schema.shareViews.lastSeenAt) })
    .from(schema.shareViews)
    .where(
      inArray(
        schema.shareViews.linkId,
        links.map(({ link }) => link.id),
      ),
    )
    .groupBy(schema.shareViews.linkId);
  const byLink = new Map(stats.map((row) => [row.linkId, row]));
  return links.map(({ link, versionName }) => {
    const seen = byLink.get(link.id);
    return toShareLink(link, versionName, { views: seen?.views ?? 0, lastViewedAt: seen?.last ?? null });
  });
}
