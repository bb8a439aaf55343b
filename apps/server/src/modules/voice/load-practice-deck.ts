import { eq, schema } from "@pds/db";
import { slideBySection } from "@pds/contracts";
import { briefNames, deckNames, type PracticeDeck } from "@pds/voice";
import { rowSection } from "../decks/slide-body.ts";
import { deckNotFound, findOwnedDeck, listSlides } from "../decks/owned-deck.ts";
import type { FunctionContext } from "../../functions/context.ts";

export interface PracticeDeckSelection {
  deckId: string | null;
  deck: PracticeDeck | null;
  /** Names the founder will say, from the deck and its brief, for correcting near-misses in transcripts. */
  names: string[];
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
  if (deckOption === "freestyle") return { deckId: null, deck: null, names: [] };
  const row = await findOwnedDeck(ctx, deckOption);
  if (!row) throw deckNotFound();
  const [slides, [brief]] = await Promise.all([
    listSlides(ctx, row.id),
    ctx.db.select().from(schema.briefs).where(eq(schema.briefs.deckId, row.id)),
  ]);
  const deck: PracticeDeck = {
    title: row.title,
    // A slide under a headline is "your Traction slide" to the investor, its headline part of its text.
    slides: slides.map((s) => {
      const { title, content } = slideBySection({
        title: s.title,
        content: s.content,
        section: rowSection(s),
      });
      return { id: s.id, title, content };
    }),
    focus: focusSlideIds.filter((id) => slides.some((slide) => slide.id === id)),
  };
  return { deckId: row.id, deck, names: [...new Set([...deckNames(deck), ...briefNames(brief ?? null)])] };
}
