import type { ThemeId } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";
import { nextDeckVersion, requireOwnedDeck, staleDeck, touchDeck } from "./owned-deck.ts";

export const EMPTY_TITLE_MESSAGE = "Please give your deck a title before saving.";

/**
 * Rename a deck and/or change its theme. The title is trimmed; an empty title is refused and nothing
 * changes. With `expectedVersion`, a change from an older copy (another tab changed it first) is a CONFLICT.
 */
export async function updateDeck(
  ctx: FunctionContext,
  args: { deckId: string; title?: string; theme?: ThemeId; expectedVersion?: number },
): Promise<null> {
  const title = args.title?.trim();
  if (title === "") throw new AppError("INVALID_INPUT", EMPTY_TITLE_MESSAGE);
  // Row-locked: no other change can land between this check and the write.
  const deck = await requireOwnedDeck(ctx, args.deckId);
  if (args.expectedVersion !== undefined && args.expectedVersion !== deck.version) throw staleDeck();
  // The same value again is no change: bumping for it would make another tab's edit stale for nothing.
  const changes = {
    ...(title !== undefined && title !== deck.title ? { title } : {}),
    ...(args.theme !== undefined && args.theme !== deck.theme ? { theme: args.theme } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await ctx.db
      .update(schema.decks)
      .set({ ...changes, ...nextDeckVersion() })
      .where(eq(schema.decks.id, deck.id));
  }
  await touchDeck(ctx, deck);
  return null;
}
