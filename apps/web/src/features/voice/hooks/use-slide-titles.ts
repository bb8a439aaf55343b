import { useMemo } from "react";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";

/**
 * The titles of a deck's slides by id, for naming feedback links: undefined while loading and for freestyle
 * sessions, empty when the deck is gone. Live, so a slide (or deck) deleted meanwhile loses its link.
 */
export function useSlideTitles(deckId: string | null | undefined): ReadonlyMap<string, string> | undefined {
  const { data } = useLiveQuery("decks.getDeckWithSlidesByStringId", deckId ? { deckId } : "skip");
  return useMemo(() => {
    if (data === undefined) return undefined;
    return new Map((data?.slides ?? []).map((slide) => [slide._id, slide.title]));
  }, [data]);
}
