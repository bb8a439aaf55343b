import type { ResearchStatus } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";
import { toResearchStatus } from "./research-runs.ts";

/** The deck's latest research run: its steps while running, and how it ended after. */
export async function getResearchStatus(
  ctx: FunctionContext,
  args: { deckId: string },
): Promise<ResearchStatus | null> {
  ctx.track(topics.deckResearch(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return null;
  const [run] = await ctx.db
    .select()
    .from(schema.researchRuns)
    .where(eq(schema.researchRuns.deckId, deck.id))
    .orderBy(desc(schema.researchRuns.startedAt))
    .limit(1);
  return run ? toResearchStatus(run) : null;
}
