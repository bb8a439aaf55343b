// The builders (buildPptx in ./build-pptx, buildPdf in ./build-pdf) are deliberately not re-exported:
// a static import here would pull pptxgenjs and pdf-lib (~900 kB) into the editor's bundle, while
// exportDeck loads them on first use.
export { downloadBytes, exportFileName, PDF_MIME, PPTX_MIME } from "./download";
export { exportDeck, type ExportFormat } from "./export-deck";
export type { ExportDeck, ExportOptions, ExportSlide } from "./types";
