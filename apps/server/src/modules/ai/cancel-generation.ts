import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";
import { draftRuns } from "./draft-runs.ts";

/** Stop the deck's running draft: at once on this server, before its next slide on any other. */
export async function cancelGeneration(ctx: FunctionContext, args: { deckId: string }): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  if ((await draftRuns.cancel(ctx, deck.id)) > 0) await touchDeck(ctx, deck);
  return null;
}
