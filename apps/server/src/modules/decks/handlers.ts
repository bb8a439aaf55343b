import type { HandlersFor } from "../../functions/handler-types.ts";
import { createDeck } from "./create-deck.ts";
import { deleteDeck } from "./delete-deck.ts";
import { getDeckWithSlides } from "./get-deck-with-slides.ts";
import { getDecks } from "./get-decks.ts";
import { restoreDeck } from "./restore-deck.ts";
import { updateDeck } from "./update-deck.ts";

export const deckHandlers: HandlersFor<"decks"> = {
  "decks.getDecks": getDecks,
  "decks.createDeck": createDeck,
  "decks.updateDeck": updateDeck,
  "decks.deleteDeck": deleteDeck,
  "decks.restoreDeck": restoreDeck,
  "decks.getDeckWithSlidesByStringId": getDeckWithSlides,
};
