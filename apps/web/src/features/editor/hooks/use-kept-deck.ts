import type { DeckWithSlides } from "@pds/contracts";
import { useState } from "react";

/**
 * The open deck as last loaded, kept after the live query reports it gone (deleted in another tab), so
 * an editor holding an unsaved rename can stay on screen and Save can recreate the deck with it.
 */
export function useKeptDeck(deckId: string | null, data: DeckWithSlides | null | undefined) {
  const [last, setLast] = useState<DeckWithSlides | null>(null);
  // Adjusting state while rendering (React's pattern for remembering a previous value).
  if (data && data !== last) setLast(data);
  const kept = last && last.deck._id === deckId ? last : null;
  return { kept, vanished: data === null && kept !== null };
}
