import { defaultThemeId, type ThemeId } from "@pds/contracts";
import { createContext, useContext, type ReactNode } from "react";

const SlideThemeContext = createContext<ThemeId>(defaultThemeId);

/**
 * The open deck's theme for every slide drawn below it (canvas, strip, Present mode, previews), so the
 * components placed by other parts of the editor draw in the deck's theme without each reading the deck.
 */
export function SlideThemeProvider({
  themeId,
  children,
}: {
  themeId: ThemeId | undefined;
  children: ReactNode;
}) {
  return (
    <SlideThemeContext.Provider value={themeId ?? defaultThemeId}>{children}</SlideThemeContext.Provider>
  );
}

/** The theme of the deck being shown; the default theme outside a deck. */
export function useSlideThemeId(): ThemeId {
  return useContext(SlideThemeContext);
}
