import type { Deck } from "@pds/contracts";
import type { ReactNode } from "react";
import { SlideThemeProvider } from "../../slides/index.ts";
import { DeckThemeContext, useDeckTheme } from "../hooks/use-deck-theme.ts";

/** Draws every slide below in the deck's theme and lets the theme picker change it. */
export function DeckThemeProvider({ deck, children }: { deck: Deck | undefined; children: ReactNode }) {
  const choice = useDeckTheme(deck?._id, deck?.theme);
  return (
    <DeckThemeContext.Provider value={choice}>
      <SlideThemeProvider themeId={choice.themeId}>{children}</SlideThemeProvider>
    </DeckThemeContext.Provider>
  );
}
