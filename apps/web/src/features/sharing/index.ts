// The sharing feature's public surface: the editor's Share button (links, analytics, versions), the
// dashboard's per-deck view figures, and the practice studio's offer to rehearse skimmed slides.
export { ShareButton } from "./components/share-button.tsx";
export { DeckViewSummary, useDeckViewStats } from "./components/deck-view-summary.tsx";
export { SkimmedSlidesOffer } from "./components/skimmed-slides-offer.tsx";
