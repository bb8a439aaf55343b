import { defaultThemeId, type ThemeId } from "@pds/contracts";
import { createContext, useContext, useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";

export const themeMessages = {
  failed: "The theme could not be changed. Please try again.",
} as const;

export interface DeckThemeChoice {
  themeId: ThemeId;
  choose: (themeId: ThemeId) => void;
}

/**
 * The deck's theme as the founder sees it: a chosen theme shows at once (the canvas redraws) and stays
 * until the live deck reports it; if the server refuses, the stored theme comes back and the founder is told.
 */
export function useDeckTheme(deckId: string | undefined, stored: ThemeId | undefined): DeckThemeChoice {
  const toast = useToast();
  const updateDeck = useMutation("decks.updateDeck");
  const [chosen, setChosen] = useState<{ themeId: ThemeId; over: ThemeId | undefined } | null>(null);
  // The live deck moved on (to the chosen theme, or another tab's choice): it is the truth again.
  if (chosen && stored !== chosen.over) setChosen(null);
  const choose = (themeId: ThemeId) => {
    if (!deckId || themeId === (chosen?.themeId ?? stored)) return;
    setChosen({ themeId, over: stored });
    updateDeck({ deckId, theme: themeId }).catch(() => {
      setChosen((current) => (current?.themeId === themeId ? null : current));
      toast(themeMessages.failed, "error");
    });
  };
  return { themeId: chosen?.themeId ?? stored ?? defaultThemeId, choose };
}

export const DeckThemeContext = createContext<DeckThemeChoice | null>(null);

/** The open deck's theme and how to change it; null outside a deck (no picker to show). */
export function useDeckThemeChoice(): DeckThemeChoice | null {
  return useContext(DeckThemeContext);
}
