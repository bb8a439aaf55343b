import type { Citation } from "@pds/contracts";
import { asc, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { listDeckSources, markersOf } from "./deck-sources.ts";

/**
 * Which claim on which slide cites which source (with the source's current marker), and the passage the
 * claim quotes: its own, or the source's quote for rows stored before passages were kept per claim.
 */
export async function getCitations(ctx: FunctionContext, args: { deckId: string }): Promise<Citation[]> {
  ctx.track(topics.deckResearch(args.deckId));
  ctx.track(topics.deck(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  const markers = markersOf(await listDeckSources(ctx, deck.id));
  const rows = await ctx.db
    .select({
      id: schema.slideCitations.id,
      slideId: schema.slideCitations.slideId,
      sourceId: schema.slideCitations.sourceId,
      claim: schema.slideCitations.claim,
      quote: schema.slideCitations.quote,
      sourceQuote: schema.sources.quote,
    })
    .from(schema.slideCitations)
    .innerJoin(schema.slides, eq(schema.slideCitations.slideId, schema.slides.id))
    .innerJoin(schema.sources, eq(schema.slideCitations.sourceId, schema.sources.id))
    .where(eq(schema.slides.deckId, deck.id))
    .orderBy(
      asc(schema.slides.position),
      asc(schema.slideCitations.createdAt),
      asc(schema.slideCitations.id),
    );
  return rows.flatMap((row) => {
    const marker = markers.get(row.sourceId);
    return marker === undefined
      ? []
      : [
          {
            _id: row.id,
            slideId: row.slideId,
            sourceId: row.sourceId,
            marker,
            claim: row.claim,
            quote: row.quote || row.sourceQuote,
          },
        ];
  });
}
