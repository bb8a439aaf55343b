import { and, eq, schema, sql } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedSlide, touchDeck } from "../decks/owned-deck.ts";

/** Delete a slide and close the gap it leaves in the order. */
export async function deleteSlide(ctx: FunctionContext, args: { slideId: string }): Promise<null> {
  const { slide, deck } = await requireOwnedSlide(ctx, args.slideId);
  await ctx.db.delete(schema.slides).where(eq(schema.slides.id, slide.id));
  await ctx.db
    .update(schema.slides)
    .set({ position: sql`${schema.slides.position} - 1` })
    .where(and(eq(schema.slides.deckId, deck.id), sql`${schema.slides.position} > ${slide.position}`));
  await touchDeck(ctx, deck);
  return null;
}
