import type { Source } from "@pds/contracts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { listDeckSources, toSource } from "./deck-sources.ts";

/** The deck's sources with their markers ([1], [2] … in the order they were added); [] for others' decks. */
export async function getSources(ctx: FunctionContext, args: { deckId: string }): Promise<Source[]> {
  ctx.track(topics.deckResearch(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  const rows = await listDeckSources(ctx, deck.id);
  return rows.map((row, index) => toSource(row, index + 1));
}
