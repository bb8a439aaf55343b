import { and, eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";

/** Mark the deck's running draft cancelled; the drafting loop stops before its next slide. */
export async function cancelGeneration(ctx: FunctionContext, args: { deckId: string }): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const stopped = await ctx.db
    .update(schema.generationRuns)
    .set({ status: "cancelled", finishedAt: Date.now(), error: "Stopped by you." })
    .where(and(eq(schema.generationRuns.deckId, deck.id), eq(schema.generationRuns.status, "running")))
    .returning({ id: schema.generationRuns.id });
  if (stopped.length > 0) await touchDeck(ctx, deck);
  return null;
}
