import type { DeckVersion } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { toVersion } from "./owned-version.ts";

/** The deck's versions, newest first; [] for someone else's deck. */
export async function listVersions(ctx: FunctionContext, args: { deckId: string }): Promise<DeckVersion[]> {
  ctx.track(topics.deckSharing(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  const rows = await ctx.db
    .select()
    .from(schema.deckVersions)
    .where(eq(schema.deckVersions.deckId, deck.id))
    .orderBy(desc(schema.deckVersions.createdAt));
  return rows.map(toVersion);
}
