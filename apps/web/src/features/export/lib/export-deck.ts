import { downloadBytes, exportFileName, PDF_MIME, PPTX_MIME } from "./download";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

export type ExportFormat = "pptx" | "pdf";

/**
 * Builds the deck in `format` and downloads it, named after the deck title. The builders (and
 * pptxgenjs / pdf-lib with them) are loaded on first use, so they stay out of the editor's bundle.
 * `options.sources` takes the deck's sources as `sources.getSources` returns them: cited ones become
 * footnotes and closing Sources slides. Rejects if building fails; the caller shows the error.
 */
export async function exportDeck(
  format: ExportFormat,
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: ExportOptions = {},
): Promise<void> {
  if (format === "pptx") {
    const { buildPptx } = await import("./build-pptx");
    downloadBytes(await buildPptx(deck, slides, options), exportFileName(deck.title, "pptx"), PPTX_MIME);
  } else {
    const { buildPdf } = await import("./build-pdf");
    downloadBytes(await buildPdf(deck, slides, options), exportFileName(deck.title, "pdf"), PDF_MIME);
  }
}
