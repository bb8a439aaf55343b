import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

/** The Ledgerly deck the offline engine drafts from the SaaS brief, its slides numbered s1, s2, … */
export const ledgerlyDeck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

/** One copilot turn on that deck (or `on`), with no history. */
export const askCopilot = (message: string, on: DeckContext = ledgerlyDeck()) =>
  offlineChat({ message, history: [], deck: on, brief: saasBrief });
