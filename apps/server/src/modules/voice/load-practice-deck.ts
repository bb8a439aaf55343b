import type { PracticeDeck } from "@pds/voice";
import { deckNotFound, findOwnedDeck, listSlides } from "../decks/owned-deck.ts";
import type { FunctionContext } from "../../functions/context.ts";

export interface PracticeDeckSelection {
  deckId: string | null;
  deck: PracticeDeck | null;
}

/**
 * The deck a practice session is about: "freestyle" is none; any other id must be the caller's deck.
 * `focusSlideIds` (slides to rehearse first) keeps only ids of that deck's slides.
 */
export async function loadPracticeDeck(
  ctx: FunctionContext,
  deckOption: string,
  focusSlideIds: readonly string[] = [],
): Promise<PracticeDeckSelection> {
  if (deckOption === "freestyle") return { deckId: null, deck: null };
  const row = await findOwnedDeck(ctx, deckOption);
  if (!row) throw deckNotFound();
  const slides = await listSlides(ctx, row.id);
  return {
    deckId: row.id,
    deck: {
      title: row.title,
      slides: slides.map((s) => ({ id: s.id, title: s.title, content: s.content })),
      focus: focusSlideIds.filter((id) => slides.some((slide) => slide.id === id)),
    },
  };
}
