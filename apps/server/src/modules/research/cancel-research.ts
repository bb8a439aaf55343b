import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { researchRuns } from "./research-runs.ts";

/** Mark the deck's running research cancelled; the run stops at its next step and keeps what it wrote. */
export async function cancelResearch(ctx: FunctionContext, args: { deckId: string }): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  await researchRuns.cancel(ctx, deck.id);
  return null;
}
