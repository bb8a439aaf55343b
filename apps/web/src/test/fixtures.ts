import type { Citation, Deck, Slide, Source } from "@pds/contracts";

// Sources and citations of deck-1, for the tests of any feature that shows them.

export const fetchedAt = Date.UTC(2025, 0, 15, 14, 30);

export const sources: Source[] = [
  {
    _id: "source-2",
    deckId: "deck-1",
    marker: 2,
    kind: "pasted",
    url: null,
    title: "Founder notes on market size",
    quote: "The pet wellness market reached $4.2B in 2024.",
    fetchedAt,
  },
  {
    _id: "source-1",
    deckId: "deck-1",
    marker: 1,
    kind: "search",
    url: "https://www.example.com/report",
    title: "Industry report 2024",
    quote: "Competitors include Acme and Globex.",
    fetchedAt,
  },
];

/** Two claims on slide-1 from source 2, each with its own passage (the second claim is a shortened one). */
export const citations: Citation[] = [
  {
    _id: "c1",
    slideId: "slide-1",
    sourceId: "source-2",
    marker: 2,
    claim: "The pet wellness market reached $4.2B in 2024.",
    quote: "The pet wellness market reached $4.2B in 2024.",
  },
  {
    _id: "c2",
    slideId: "slide-1",
    sourceId: "source-2",
    marker: 2,
    claim: "Spending grows 12% a year…",
    quote: "Spending grows 12% a year, twice as fast as pet food, according to our survey of 400 owners.",
  },
];

/** Founder deck-1 ("Stockly seed"), changed by `overrides`. */
export const deckFixture = (overrides: Partial<Deck> = {}): Deck => ({
  _id: "deck-1",
  title: "Stockly seed",
  version: 1,
  theme: "slate",
  createdAt: 1,
  updatedAt: 1,
  ...overrides,
});

/** An empty bullet slide of deck-1 at `position`. */
export const slideFixture = (id: string, position: number): Slide => ({
  _id: id,
  deckId: "deck-1",
  position,
  title: `New Slide ${position + 1}`,
  content: "",
  notes: "",
  version: 1,
  layout: "bullets",
  fields: {},
});
