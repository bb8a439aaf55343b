import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";
import { nextDeckVersion, requireOwnedDeck, staleDeck, touchDeck } from "./owned-deck.ts";

export const EMPTY_TITLE_MESSAGE = "Please give your deck a title before saving.";

/**
 * Rename a deck. The title is trimmed; an empty title is refused and nothing changes. With
 * `expectedVersion`, a rename from an older copy (another tab renamed it first) is a CONFLICT.
 */
export async function updateDeck(
  ctx: FunctionContext,
  args: { deckId: string; title: string; expectedVersion?: number },
): Promise<null> {
  const title = args.title.trim();
  if (!title) throw new AppError("INVALID_INPUT", EMPTY_TITLE_MESSAGE);
  // Row-locked: no other rename can land between this check and the write.
  const deck = await requireOwnedDeck(ctx, args.deckId);
  if (args.expectedVersion !== undefined && args.expectedVersion !== deck.version) throw staleDeck();
  // The same title again is no change: bumping for it would make another tab's rename stale for nothing.
  if (title !== deck.title) {
    await ctx.db
      .update(schema.decks)
      .set({ title, ...nextDeckVersion() })
      .where(eq(schema.decks.id, deck.id));
  }
  await touchDeck(ctx, deck);
  return null;
}
