import { and, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { runningResearch } from "./research-runs.ts";

/** Mark the deck's running research cancelled; the run stops at its next step and keeps what it wrote. */
export async function cancelResearch(ctx: FunctionContext, args: { deckId: string }): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const stopped = await ctx.db
    .update(schema.researchRuns)
    .set({ status: "cancelled", finishedAt: Date.now(), error: "Stopped by you." })
    .where(and(eq(schema.researchRuns.deckId, deck.id), eq(schema.researchRuns.status, "running")))
    .returning({ id: schema.researchRuns.id });
  for (const run of stopped) runningResearch.get(run.id)?.abort();
  if (stopped.length > 0) ctx.publish(topics.deckResearch(deck.id));
  return null;
}
