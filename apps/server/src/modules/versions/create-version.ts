import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { saveVersion } from "./deck-snapshot.ts";

/** Save the deck as it is now under the founder's name for it ("Before the Sequoia meeting"). */
export async function createVersion(
  ctx: FunctionContext,
  args: { deckId: string; name: string },
): Promise<string> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  return saveVersion(ctx, deck, args.name.trim(), "manual");
}
