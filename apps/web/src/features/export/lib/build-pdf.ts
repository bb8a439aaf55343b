import { PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { citedSources, footnotesFor } from "./citations";
import { drawFootnotes, drawSourcesPages } from "./pdf-citations";
import {
  addContentPage,
  BODY_BOTTOM,
  BODY_TOP,
  color,
  CONTENT_W,
  drawHeading,
  embedFonts,
  type Fonts,
  MARGIN_X,
  PAGE,
} from "./pdf-layout";
import { sanitizeForFont, wrapText } from "./pdf-text";
import { deckTitle, pickFontSize, slideTitle, toBullets } from "./slide-text";
import { bodySizes, theme } from "./theme";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

const BULLET_INDENT = 24;
/** Space after each bullet, as a fraction of the font size. */
const PARA_SPACE = 0.35;

/**
 * Builds a PDF with a title page, one 16:9 page per slide (with footnotes for the sources its "[n]"
 * markers cite) and, when any slide cites a source, closing "Sources" pages as in the PowerPoint export.
 * Text is drawn with the standard Helvetica fonts, so it stays selectable and searchable; characters
 * those fonts cannot encode are simplified or dropped rather than failing the export.
 */
export async function buildPdf(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const title = sanitizeForFont(deckTitle(deck.title), fonts.bold) || "Pitch Deck";
  pdf.setTitle(title);
  pdf.setCreator("Pitch deck export");

  drawTitlePage(pdf.addPage([PAGE.w, PAGE.h]), title, fonts);
  const cited = citedSources(slides, options.sources ?? []);
  slides.forEach((slide, index) => {
    const page = addContentPage(pdf, title, fonts.regular);
    const heading = sanitizeForFont(slideTitle(slide.title, index), fonts.bold) || `Slide ${index + 1}`;
    drawHeading(page, heading, fonts.bold);
    // Footnotes first; the body then ends above them.
    const footnotesTop = drawFootnotes(page, footnotesFor(slide, cited), fonts.regular);
    const bullets = toBullets(slide.content)
      .map((text) => sanitizeForFont(text, fonts.regular))
      .filter(Boolean);
    drawBullets(page, bullets, fonts.regular, Math.max(BODY_BOTTOM, footnotesTop + 10));
  });
  drawSourcesPages(pdf, cited, title, fonts);
  return pdf.save();
}

function drawTitlePage(page: PDFPage, title: string, fonts: Fonts): void {
  const size = pickFontSize([44, 36, 30], (s) => wrapText(title, fonts.bold, s, CONTENT_W).length <= 3);
  const lines = wrapText(title, fonts.bold, size, CONTENT_W).slice(0, 3);
  const lineHeight = size * 1.15;
  let y = PAGE.h / 2 + 10 + (lines.length - 1) * lineHeight;
  for (const line of lines) {
    page.drawText(line, { x: MARGIN_X, y, size, font: fonts.bold, color: color(theme.title) });
    y -= lineHeight;
  }
  page.drawRectangle({ x: MARGIN_X, y: PAGE.h / 2 - 24, width: 100, height: 6, color: color(theme.accent) });
}

/** Bullets at the largest body size that fits between the heading and `bottom`. */
function drawBullets(page: PDFPage, bullets: string[], font: PDFFont, bottom: number): void {
  const textWidth = CONTENT_W - BULLET_INDENT;
  const available = BODY_TOP - bottom;
  const layout = (size: number) => bullets.map((text) => wrapText(text, font, size, textWidth));
  const height = (size: number) =>
    layout(size).reduce((sum, lines) => sum + lines.length * size * 1.25 + size * PARA_SPACE, 0);
  const size = pickFontSize(bodySizes, (s) => height(s) <= available);
  const body = color(theme.body);

  // y is a baseline: start one line down so the first bullet's ascenders stay clear of the heading.
  let y = BODY_TOP - size;
  for (const lines of layout(size)) {
    if (y - size * 0.25 < bottom) break; // even the smallest size overflowed: clip, never run into the footnotes
    page.drawText("•", { x: MARGIN_X + 4, y, size, font, color: color(theme.accent) });
    for (const line of lines) {
      if (y - size * 0.25 < bottom) break;
      page.drawText(line, { x: MARGIN_X + BULLET_INDENT, y, size, font, color: body });
      y -= size * 1.25;
    }
    y -= size * PARA_SPACE;
  }
}
