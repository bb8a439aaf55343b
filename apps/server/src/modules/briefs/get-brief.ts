import type { Brief } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";

export async function getBrief(ctx: FunctionContext, args: { deckId: string }): Promise<Brief | null> {
  ctx.track(topics.deck(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return null;
  const [row] = await ctx.db.select().from(schema.briefs).where(eq(schema.briefs.deckId, deck.id));
  return row ?? null;
}
