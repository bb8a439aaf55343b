import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck, listSlides } from "../decks/owned-deck.ts";
import { loadViews } from "./deck-views.ts";
import { skimmed, slideDwell } from "./view-stats.ts";

/**
 * The deck's slides investors read least (under half the mean time per slide), as they are titled now,
 * for "Rehearse the slides investors skimmed". [] until the deck's links have views; [] for others' decks.
 */
export async function getSkimmedSlides(ctx: FunctionContext, args: { deckId: string }) {
  ctx.track(topics.deckSharing(args.deckId));
  ctx.track(topics.deck(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  const [views, slides] = await Promise.all([loadViews(ctx, [deck.id]), listSlides(ctx, deck.id)]);
  if (views.length === 0) return [];
  const current = slides.map((slide) => ({ id: slide.id, title: slide.title }));
  const dwell = slideDwell(
    views.map((view) => view.facts),
    current,
  );
  return skimmed(dwell).map((slide) => ({
    slideId: current[slide.index]!.id,
    title: slide.title,
    averageMs: slide.averageMs,
  }));
}
