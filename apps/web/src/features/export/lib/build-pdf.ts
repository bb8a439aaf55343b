import { PDFDocument } from "pdf-lib";
import { citedSources, footnotesFor } from "./citations";
import { drawBullets } from "./pdf-body";
import { drawFootnotes, drawSourcesPages } from "./pdf-citations";
import { fetchFontFile } from "./pdf-font-urls";
import { embedFonts } from "./pdf-fonts";
import { addContentPage, BODY_BOTTOM, drawHeading } from "./pdf-layout";
import { type PlacedText, refuseMissing } from "./pdf-preflight";
import { cleanText } from "./pdf-text";
import { deckTitle, slideTitle, toBullets } from "./slide-text";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

/**
 * Builds a PDF with one 16:9 page per slide (the deck's first slide is its cover; footnotes for the
 * sources its "[n]" markers cite) and, when any slide cites a source, closing "Sources" pages as in the
 * PowerPoint export. Text is drawn with embedded, subset Noto Sans fonts, so it stays selectable and
 * searchable in any language they cover. Rejects with an ExportError naming the slide and characters
 * when the text holds characters no embedded font has (CJK, emoji), rather than dropping them.
 */
export async function buildPdf(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const title = deckTitle(cleanText(deck.title).replace(/\n/g, " "));
  // A deck without slides still exports one page, titled with the deck, rather than an empty file.
  const pages = (slides.length > 0 ? slides : [{ title, content: "", notes: "" }]).map((slide, index) => ({
    heading: slideTitle(cleanText(slide.title).replace(/\n/g, " "), index),
    bullets: toBullets(cleanText(slide.content)),
    slide,
  }));
  const sources = (options.sources ?? []).map((source) => ({
    ...source,
    title: cleanText(source.title),
    quote: cleanText(source.quote),
  }));
  const cited = citedSources(slides, sources);

  const placed: PlacedText[] = [
    { where: "in the deck title", text: title },
    ...pages.map((page, index) => ({
      where: `on slide ${index + 1}`,
      text: [page.heading, ...page.bullets].join("\n"),
    })),
    ...cited.map((source) => ({
      where: `in source [${source.marker}]`,
      text: [source.title, source.origin, source.quote].join("\n"),
    })),
  ];
  const pdf = await PDFDocument.create();
  const { fonts, missing } = await embedFonts(
    pdf,
    {
      regular: placed.map((item) => item.text),
      bold: [...pages.map((page) => page.heading), ...cited.map((source) => source.title)],
      italic: cited.map((source) => source.quote),
    },
    options.loadFont ?? fetchFontFile,
  );
  refuseMissing(placed, missing);

  pdf.setTitle(title);
  pdf.setCreator("Pitch deck export");
  for (const { heading, bullets, slide } of pages) {
    const page = addContentPage(pdf, title, fonts.regular);
    drawHeading(page, heading, fonts.bold);
    // Footnotes first; the body then ends above them.
    const footnotesTop = drawFootnotes(page, footnotesFor(slide, cited), fonts.regular);
    drawBullets(page, bullets, fonts.regular, Math.max(BODY_BOTTOM, footnotesTop + 10));
  }
  drawSourcesPages(pdf, cited, title, fonts);
  return pdf.save();
}
