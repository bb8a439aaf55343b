import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck, touchDeck } from "./owned-deck.ts";

export const EMPTY_TITLE_MESSAGE = "Please give your deck a title before saving.";

/** Rename a deck. The title is trimmed; an empty title is refused and nothing changes. */
export async function updateDeck(
  ctx: FunctionContext,
  args: { deckId: string; title: string },
): Promise<null> {
  const title = args.title.trim();
  if (!title) throw new AppError("INVALID_INPUT", EMPTY_TITLE_MESSAGE);
  const deck = await requireOwnedDeck(ctx, args.deckId);
  await ctx.db.update(schema.decks).set({ title }).where(eq(schema.decks.id, deck.id));
  await touchDeck(ctx, deck);
  return null;
}
