import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

export const ACTIVE_DECK_KEY = "pds.activeDeckId";

interface NavigationState {
  deckId?: unknown;
  newDeck?: unknown;
}

function initialDeck(
  state: NavigationState | null,
  search: string,
): { deckId: string | null; newDeck: boolean } {
  if (typeof state?.deckId === "string" && state.deckId) return { deckId: state.deckId, newDeck: false };
  if (state?.newDeck) return { deckId: null, newDeck: true };
  const fromUrl = new URLSearchParams(search).get("deck");
  if (fromUrl) return { deckId: fromUrl, newDeck: false };
  const stored = window.sessionStorage.getItem(ACTIVE_DECK_KEY);
  if (stored) return { deckId: stored, newDeck: false };
  return { deckId: null, newDeck: true };
}

/**
 * Which deck /create shows: navigation state (deckId or newDeck, cleared after use), then the `?deck=`
 * deep link, then the tab's session storage. The open deck is kept in the URL and in session storage.
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
    const search = active.deckId ? `?deck=${encodeURIComponent(active.deckId)}` : "";
    if (location.search !== search || location.state)
      navigate(`/create${search}`, { replace: true, state: null });
  }, [active.deckId, location.search, location.state, navigate]);

  const openDeck = useCallback((deckId: string) => setActive({ deckId, newDeck: false }), []);
  const forgetDeck = useCallback(() => setActive({ deckId: null, newDeck: false }), []);
  return { deckId: active.deckId, wantsNewDeck: active.newDeck, openDeck, forgetDeck };
}
