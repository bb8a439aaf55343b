import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { DECK_PARAM, SLIDE_PARAM } from "../../../lib/deck-link.ts";

export const ACTIVE_DECK_KEY = "pds.activeDeckId";

interface NavigationState {
  deckId?: unknown;
  /** The slide to select once the deck loads. */
  slideId?: unknown;
  newDeck?: unknown;
}

interface Active {
  deckId: string | null;
  newDeck: boolean;
  /** The slide to open first; it belongs to `deckId` and is dropped when another deck opens. */
  slideId: string | null;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

function initialDeck(state: NavigationState | null, search: string): Active {
  const deckId = text(state?.deckId);
  if (deckId) return { deckId, newDeck: false, slideId: text(state?.slideId) };
  if (state?.newDeck) return { deckId: null, newDeck: true, slideId: null };
  const params = new URLSearchParams(search);
  const fromUrl = params.get(DECK_PARAM);
  if (fromUrl) return { deckId: fromUrl, newDeck: false, slideId: text(params.get(SLIDE_PARAM)) };
  const stored = window.sessionStorage.getItem(ACTIVE_DECK_KEY);
  if (stored) return { deckId: stored, newDeck: false, slideId: null };
  return { deckId: null, newDeck: true, slideId: null };
}

/**
 * Which deck /create shows: navigation state (deckId, optional slideId, or newDeck; cleared after use),
 * then the `?deck=` deep link (with an optional `&slide=`), then the tab's session storage. The open deck is
 * kept in the URL and in session storage; the slide is read once, so the URL settles on `?deck=`.
 */
export function useActiveDeck() {
  const location = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useState(() =>
    initialDeck(location.state as NavigationState | null, location.search),
  );

  useEffect(() => {
    if (active.deckId) window.sessionStorage.setItem(ACTIVE_DECK_KEY, active.deckId);
    else window.sessionStorage.removeItem(ACTIVE_DECK_KEY);
    const search = active.deckId ? `?${DECK_PARAM}=${encodeURIComponent(active.deckId)}` : "";
    if (location.search !== search || location.state)
      navigate(`/create${search}`, { replace: true, state: null });
  }, [active.deckId, location.search, location.state, navigate]);

  const openDeck = useCallback((deckId: string) => setActive({ deckId, newDeck: false, slideId: null }), []);
  const forgetDeck = useCallback(() => setActive({ deckId: null, newDeck: false, slideId: null }), []);
  return {
    deckId: active.deckId,
    initialSlideId: active.slideId,
    wantsNewDeck: active.newDeck,
    openDeck,
    forgetDeck,
  };
}
