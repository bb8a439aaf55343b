import type { Deck, Slide } from "@pds/contracts";

/** The part of a deck an export needs. */
export type ExportDeck = Pick<Deck, "title">;

/** The part of a slide an export needs; slides are exported in the order given. */
export type ExportSlide = Pick<Slide, "title" | "content" | "notes">;

/** A research source cited by the deck, listed on a closing "Sources" slide. */
export interface ExportSource {
  id: string;
  title: string;
  url?: string;
}

export interface PptxOptions {
  sources?: ExportSource[];
}
