import type { FirmTag, LikelyQuestion } from "@pds/contracts";
import { likelyQuestions } from "@pds/voice";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import { loadPracticeDeck } from "./load-practice-deck.ts";

/** The questions the chosen firm is likely to ask about the chosen deck; another user's deck gives none. */
export async function getLikelyQuestions(
  ctx: FunctionContext,
  args: { firmTag: FirmTag; deckOption: string },
): Promise<LikelyQuestion[]> {
  requireUser(ctx);
  if (args.deckOption !== "freestyle") ctx.track(topics.deck(args.deckOption));
  const selection = await loadPracticeDeck(ctx, args.deckOption).catch(() => null);
  if (!selection) return [];
  return likelyQuestions(args.firmTag, selection.deck);
}
