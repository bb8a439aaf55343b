import type { Deck, Slide, Source } from "@pds/contracts";

/** The part of a deck an export needs. */
export type ExportDeck = Pick<Deck, "title">;

/** The part of a slide an export needs; slides are exported in the order given. */
export type ExportSlide = Pick<Slide, "title" | "content" | "notes">;

/**
 * A deck source as `sources.getSources` returns it (the contract's `Source`): pass those straight in.
 * Slides cite it with "[marker]"; cited sources get footnotes on the citing slides and an entry on the
 * closing Sources slides. Only `title` and a marker are required, so the older `{ id, title, url }` shape
 * (where `id` is the marker as a string) still works, just without quote or fetched date.
 */
export interface ExportSource {
  marker?: number;
  /** Read as the marker when `marker` is absent (the older shape). */
  id?: string;
  title: string;
  url?: string | null;
  kind?: Source["kind"];
  /** The quoted passage the citation points to. */
  quote?: string;
  /** Epoch milliseconds. */
  fetchedAt?: number;
}

export interface ExportOptions {
  /** The deck's sources; those no slide cites are left out of the export. */
  sources?: readonly ExportSource[];
}

/** @deprecated Use `ExportOptions`; both exporters take the same options. */
export type PptxOptions = ExportOptions;
