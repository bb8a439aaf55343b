import type { Deck, Slide, Source } from "@pds/contracts";
import type { FontLoader } from "./pdf-font-files";

/** The part of a deck an export needs. */
export type ExportDeck = Pick<Deck, "title">;

/** The part of a slide an export needs; slides are exported in the order given. */
export type ExportSlide = Pick<Slide, "title" | "content" | "notes"> & {
  /**
   * The markers on this slide that stored citations back (as the editor shows them); only these get
   * footnotes. Without it, every "[n]" in the text that matches a source counts.
   */
  citedMarkers?: readonly number[];
};

/**
 * A deck source as `sources.getSources` returns it: slides cite it with "[marker]"; cited sources get
 * footnotes on the citing slides and an entry on the closing Sources slides.
 */
export type ExportSource = Pick<Source, "marker" | "title" | "url" | "kind" | "quote" | "fetchedAt">;

export interface ExportOptions {
  /** The deck's sources; those no slide cites are left out of the export. */
  sources?: readonly ExportSource[];
  /**
   * Where the PDF's font files come from, by Fontsource file name. The app fetches the copies bundled
   * with it; tests in Node read them from the installed packages.
   */
  loadFont?: FontLoader;
}
