import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";
import { listSlides, requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";

/** Put the deck's slides in the given order; the list must name each of its slides exactly once. */
export async function reorderSlides(
  ctx: FunctionContext,
  args: { deckId: string; slideIds: string[] },
): Promise<null> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const current = await listSlides(ctx, deck.id);
  const known = new Set(current.map((slide) => slide.id));
  const unique = new Set(args.slideIds);
  if (
    unique.size !== args.slideIds.length ||
    unique.size !== known.size ||
    args.slideIds.some((id) => !known.has(id))
  ) {
    throw new AppError("CONFLICT", "The slides changed while you were reordering. Please try again.");
  }
  for (const [position, id] of args.slideIds.entries()) {
    await ctx.db.update(schema.slides).set({ position }).where(eq(schema.slides.id, id));
  }
  await touchDeck(ctx, deck);
  return null;
}
