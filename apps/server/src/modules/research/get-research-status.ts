import type { ResearchStatus } from "@pds/contracts";
import type { FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { researchRuns, toResearchStatus } from "./research-runs.ts";

/** The deck's latest research run: its steps while running, and how it ended after. */
export async function getResearchStatus(
  ctx: FunctionContext,
  args: { deckId: string },
): Promise<ResearchStatus | null> {
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return null;
  const run = await researchRuns.latest(ctx, deck.id);
  return run ? toResearchStatus(run) : null;
}
