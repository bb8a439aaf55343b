import type { GenerationStatus } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";

/** The latest draft run of the deck (progress while running, how it ended after). */
export async function getGenerationStatus(
  ctx: FunctionContext,
  args: { deckId: string },
): Promise<GenerationStatus | null> {
  ctx.track(topics.deck(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return null;
  const [run] = await ctx.db
    .select()
    .from(schema.generationRuns)
    .where(eq(schema.generationRuns.deckId, deck.id))
    .orderBy(desc(schema.generationRuns.startedAt))
    .limit(1);
  if (!run) return null;
  return {
    status: run.status,
    slidesWritten: run.slidesWritten,
    error: run.error,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}
