import type { GenerationStatus } from "@pds/contracts";
import type { FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { draftRuns } from "./draft-runs.ts";

/** The latest draft run of the deck (progress while running, how it ended after). */
export async function getGenerationStatus(
  ctx: FunctionContext,
  args: { deckId: string },
): Promise<GenerationStatus | null> {
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return null;
  const run = await draftRuns.latest(ctx, deck.id);
  if (!run) return null;
  // A run whose server died shows as failed at once, before the sweep records it.
  const dead = draftRuns.isStale(run);
  return {
    status: dead ? "failed" : run.status,
    slidesWritten: run.slidesWritten,
    error: dead ? draftRuns.deadMessage : run.error,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}
