import type { Slide } from "@pds/contracts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck, listSlides, toSlide } from "../decks/owned-deck.ts";

export async function getSlidesByDeck(ctx: FunctionContext, args: { deckId: string }): Promise<Slide[]> {
  ctx.track(topics.deck(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  return (await listSlides(ctx, deck.id)).map(toSlide);
}
