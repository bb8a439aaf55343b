import { eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "./owned-deck.ts";
import { topics } from "../../functions/context.ts";

/** Delete a deck with its slides and brief (cascade). */
export async function deleteDeck(ctx: FunctionContext, args: { deckId: string }): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  await ctx.db.delete(schema.decks).where(eq(schema.decks.id, deck.id));
  ctx.publish(topics.deck(deck.id));
  ctx.publish(topics.userDecks(deck.ownerId));
  return null;
}
