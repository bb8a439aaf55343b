import { and, eq, schema } from "@pds/db";
import { notFound } from "../../lib/app-error.ts";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import { listSlides, nextSlideVersion, requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";
import { listDeckSources, markersOf } from "./deck-sources.ts";
import { bodyColumns, rowBody } from "../decks/slide-body.ts";
import { renumberBodyMarkers, renumberMarkers } from "./renumber-markers.ts";

/**
 * Remove one of the caller's sources with its citations; the bullets that cited it leave the slides and
 * later markers move down, so every marker on a slide still opens the right source.
 */
export async function deleteSource(ctx: FunctionContext, args: { sourceId: string }): Promise<null> {
  const user = requireUser(ctx);
  if (args.sourceId.includes("\u0000")) throw notFound("Source");
  const [found] = await ctx.db
    .select({ deckId: schema.sources.deckId })
    .from(schema.sources)
    .innerJoin(schema.decks, eq(schema.sources.deckId, schema.decks.id))
    .where(and(eq(schema.sources.id, args.sourceId), eq(schema.decks.ownerId, user.id)));
  if (!found) throw notFound("Source");
  const deck = await requireOwnedDeck(ctx, found.deckId);
  const before = markersOf(await listDeckSources(ctx, deck.id));
  const removed = before.get(args.sourceId);
  if (removed === undefined) throw notFound("Source");
  await ctx.db.delete(schema.sources).where(eq(schema.sources.id, args.sourceId));
  const after = markersOf(await listDeckSources(ctx, deck.id));
  const moves = new Map<number, number | null>();
  for (const [sourceId, marker] of before) moves.set(marker, after.get(sourceId) ?? null);
  const now = Date.now();
  for (const slide of await listSlides(ctx, deck.id)) {
    const next = bodyColumns(
      renumberBodyMarkers(rowBody(slide), moves),
      renumberMarkers(slide.content, moves),
    );
    if (next.content !== slide.content) {
      await ctx.db
        .update(schema.slides)
        .set({ ...next, ...nextSlideVersion(), updatedAt: now })
        .where(eq(schema.slides.id, slide.id));
    }
  }
  await touchDeck(ctx, deck, now);
  ctx.publish(topics.deckResearch(deck.id));
  return null;
}
