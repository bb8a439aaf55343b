import { schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";

interface SaveBriefArgs {
  deckId: string;
  title: string;
  startupName: string;
  overview: string;
}

/** Store (or replace) the deck's brief: what the copilot drafts from. */
export async function saveBrief(ctx: FunctionContext, args: SaveBriefArgs): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const now = Date.now();
  const values = {
    title: args.title,
    startupName: args.startupName,
    overview: args.overview,
    updatedAt: now,
  };
  await ctx.db
    .insert(schema.briefs)
    .values({ deckId: deck.id, ...values })
    .onConflictDoUpdate({ target: schema.briefs.deckId, set: values });
  await touchDeck(ctx, deck, now);
  return null;
}
