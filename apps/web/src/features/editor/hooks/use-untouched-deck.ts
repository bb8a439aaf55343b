import { useLiveQuery } from "../../../lib/sync/hooks.ts";

export const AUTO_DECK_TITLE = "My Startup Pitch";

/** `settled` once the founder's decks are known; `deckId` is then the deck to reuse, or null. */
export interface UntouchedDeck {
  settled: boolean;
  deckId: string | null;
}

/**
 * The founder's newest deck that dismissing the brief made and nothing has touched since: still titled
 * "My Startup Pitch", never updated (a rename, brief or slide change moves `updatedAt`), and holding no
 * slides, conversation or sources (a chat or a source alone does not move `updatedAt`). Dismissing the
 * brief again reopens it, so a founder who keeps saying "Not now" has one empty deck, not one per visit.
 */
export function useUntouchedDeck(enabled: boolean): UntouchedDeck {
  const decks = useLiveQuery("decks.getDecks", enabled ? {} : "skip");
  const candidate = decks.data?.find(
    (deck) => deck.title === AUTO_DECK_TITLE && deck.createdAt !== null && deck.createdAt === deck.updatedAt,
  );
  const lookup = candidate ? { deckId: candidate._id } : "skip";
  const contents = useLiveQuery("decks.getDeckWithSlidesByStringId", lookup);
  const messages = useLiveQuery("messages.getMessages", lookup);
  const sources = useLiveQuery("sources.getSources", lookup);

  // Any failure to look means a new deck, as before: never block the founder on this lookup.
  if (decks.error || contents.error || messages.error || sources.error)
    return { settled: true, deckId: null };
  if (!decks.data) return { settled: false, deckId: null };
  if (!candidate) return { settled: true, deckId: null };
  if (contents.data === undefined || !messages.data || !sources.data) return { settled: false, deckId: null };
  const empty =
    contents.data !== null &&
    contents.data.slides.length === 0 &&
    messages.data.length === 0 &&
    sources.data.length === 0;
  return { settled: true, deckId: empty ? candidate._id : null };
}
