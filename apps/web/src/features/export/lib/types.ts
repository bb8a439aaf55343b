import type { Deck, Slide, Source } from "@pds/contracts";
import type { ImageLoader } from "./export-images";
import type { FontLoader } from "./pdf-font-files";

/** The part of a deck an export needs: its title, and its theme (the default theme when absent). */
export type ExportDeck = Pick<Deck, "title"> & { theme?: string | null };

/** The part of a slide an export needs; slides are exported in the order given. */
export type ExportSlide = Pick<Slide, "title" | "content" | "notes"> & {
  /**
   * The slide's layout and its fields, as stored slides carry them; a slide without a layout (or with
   * fields that do not fit it) is a bullets slide of its content.
   */
  layout?: string;
  fields?: unknown;
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
  /** Where the slides' images come from, by image id (the app: GET /api/images/<id>). */
  loadImage?: ImageLoader;
}

/** What the builders need: the loaders are given (the app passes its fetchers, tests read files). */
export type BuildOptions = Omit<ExportOptions, "loadFont" | "loadImage"> & {
  loadFont: FontLoader;
  loadImage: ImageLoader;
};
