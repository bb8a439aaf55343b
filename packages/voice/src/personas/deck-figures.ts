import type { PracticeDeck, PracticeSlide } from "./deck-gaps.ts";
import { formatAmount, labelledFigures, type FigureLabel } from "../text/figures.ts";

export interface DeckFigure {
  label: FigureLabel;
  value: number;
  slide: PracticeSlide;
}

/** MRR, TAM and raise as the deck states them (the first slide that states each wins). */
export function deckFigures(deck: PracticeDeck | null): DeckFigure[] {
  const found = new Map<FigureLabel, DeckFigure>();
  for (const slide of deck?.slides ?? []) {
    for (const { label, figure } of labelledFigures(`${slide.title}. ${slide.content}`)) {
      if (!found.has(label)) found.set(label, { label, value: figure.value, slide });
    }
  }
  return [...found.values()];
}

export interface Contradiction {
  label: FigureLabel;
  spoken: number;
  deck: DeckFigure;
}

/** Figures the founder said that differ from the deck's by more than 20%. */
export function contradictions(spokenText: string, deck: PracticeDeck | null): Contradiction[] {
  const stated = deckFigures(deck);
  const out: Contradiction[] = [];
  for (const { label, figure } of labelledFigures(spokenText)) {
    const inDeck = stated.find((d) => d.label === label);
    if (!inDeck || inDeck.value <= 0) continue;
    const ratio = figure.value / inDeck.value;
    if (ratio > 1.2 || ratio < 1 / 1.2) out.push({ label, spoken: figure.value, deck: inDeck });
  }
  return out;
}

export const describeContradiction = (c: Contradiction) =>
  `you said ${formatAmount(c.spoken)} for ${c.label}, but your "${c.deck.slide.title}" slide says ${formatAmount(c.deck.value)}`;
