import type { DeckWithSlides } from "@pds/contracts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck, listSlides, toDeck, toSlide } from "./owned-deck.ts";

/** The deck and its slides in order; null for a malformed, unknown or foreign id. */
export async function getDeckWithSlides(
  ctx: FunctionContext,
  args: { deckId: string },
): Promise<DeckWithSlides | null> {
  ctx.track(topics.deck(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return null;
  const slides = await listSlides(ctx, deck.id);
  return { deck: toDeck(deck), slides: slides.map(toSlide) };
}
