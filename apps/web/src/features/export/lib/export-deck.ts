import { downloadBytes, exportFileName, PDF_MIME, PPTX_MIME } from "./download";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

export type ExportFormat = "pptx" | "pdf";

/**
 * Builds the deck in `format`, in the deck's theme, and downloads it, named after the deck title. The
 * builders (and pptxgenjs / pdf-lib, the font files and the image fetcher with them) are loaded on first
 * use, so they stay out of the editor's bundle. `options.sources` takes the deck's sources as
 * `sources.getSources` returns them: cited ones become footnotes and closing Sources slides. Rejects if
 * building fails; the caller shows the error.
 */
export async function exportDeck(
  format: ExportFormat,
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: ExportOptions = {},
): Promise<void> {
  const loadImage = options.loadImage ?? (await import("./fetch-image")).fetchImage;
  if (format === "pptx") {
    const { buildPptx } = await import("./build-pptx");
    const bytes = await buildPptx(deck, slides, { ...options, loadImage });
    downloadBytes(bytes, exportFileName(deck.title, "pptx"), PPTX_MIME);
  } else {
    const { buildPdf } = await import("./build-pdf");
    const loadFont = options.loadFont ?? (await import("./pdf-font-urls")).fetchFontFile;
    const bytes = await buildPdf(deck, slides, { ...options, loadFont, loadImage });
    downloadBytes(bytes, exportFileName(deck.title, "pdf"), PDF_MIME);
  }
}
