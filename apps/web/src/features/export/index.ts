// The export feature's public surface, for the editor's export menu. The builders (buildPptx in
// ./lib/build-pptx, buildPdf in ./lib/build-pdf) are deliberately not re-exported: a static import here
// would pull pptxgenjs and pdf-lib (~900 kB) into the editor's bundle, while exportDeck loads them on
// first use.
export { exportDeck, type ExportFormat } from "./lib/export-deck.ts";
// A refusal the founder can act on (e.g. characters the PDF fonts lack): show its message as it is.
export { ExportError } from "./lib/export-error.ts";
// Which slides still hold placeholder text, for the "still to fill" check before an export.
export { slidesWithPlaceholders, type SlidePlaceholders } from "./lib/placeholders.ts";
