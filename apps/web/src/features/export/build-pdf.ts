import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { sanitizeForFont, wrapText } from "./pdf-text";
import { deckTitle, pickFontSize, slideTitle, toBullets } from "./slide-text";
import { bodySizes, hexToRgb, theme, titleSizes } from "./theme";
import type { ExportDeck, ExportSlide, ExportSource, PptxOptions } from "./types";

// 16:9 landscape in points; the same proportions as the PowerPoint export.
const PAGE = { w: 960, h: 540 };
const MARGIN_X = 64;
const CONTENT_W = PAGE.w - MARGIN_X * 2;
const BODY_TOP = PAGE.h - 150;
const BODY_BOTTOM = 72;
const BULLET_INDENT = 24;
/** Space after each bullet, as a fraction of the font size. */
const PARA_SPACE = 0.35;

const color = (hex: string) => rgb(...hexToRgb(hex));

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Builds a PDF with a title page, one 16:9 page per slide and, when `options.sources` is non-empty, a
 * closing numbered "Sources" page (as in the PowerPoint export). Text is drawn with the standard
 * Helvetica fonts, so it stays selectable and searchable; characters those fonts cannot encode are
 * simplified or dropped rather than failing the export.
 */
export async function buildPdf(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: PptxOptions = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const title = sanitizeForFont(deckTitle(deck.title), fonts.bold) || "Pitch Deck";
  pdf.setTitle(title);
  pdf.setCreator("Pitch deck export");

  drawTitlePage(pdf.addPage([PAGE.w, PAGE.h]), title, fonts);
  slides.forEach((slide, index) => {
    const page = pdf.addPage([PAGE.w, PAGE.h]);
    drawChrome(page, title, index + 2, fonts.regular);
    const heading = sanitizeForFont(slideTitle(slide.title, index), fonts.bold) || `Slide ${index + 1}`;
    drawHeading(page, heading, fonts.bold);
    const bullets = toBullets(slide.content)
      .map((text) => sanitizeForFont(text, fonts.regular))
      .filter(Boolean);
    drawBullets(page, bullets, fonts.regular);
  });
  const sources = options.sources ?? [];
  if (sources.length > 0) {
    const page = pdf.addPage([PAGE.w, PAGE.h]);
    drawChrome(page, title, slides.length + 2, fonts.regular);
    drawHeading(page, "Sources", fonts.bold);
    const entries = sources.map((source) => sanitizeForFont(sourceText(source), fonts.regular));
    drawBullets(page, entries, fonts.regular, (index) => `${index + 1}.`);
  }
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

/** Accent bar, footer rule, deck title and slide number: the same frame as the PowerPoint master. */
function drawChrome(page: PDFPage, title: string, number: number, font: PDFFont): void {
  const muted = color(theme.muted);
  page.drawRectangle({ x: 0, y: 0, width: 12, height: PAGE.h, color: color(theme.accent) });
  page.drawLine({
    start: { x: MARGIN_X, y: 52 },
    end: { x: PAGE.w - MARGIN_X, y: 52 },
    thickness: 0.75,
    color: color(theme.rule),
  });
  const footer = wrapText(title, font, 10, CONTENT_W - 80)[0] ?? "";
  page.drawText(footer, { x: MARGIN_X, y: 32, size: 10, font, color: muted });
  const label = String(number);
  const x = PAGE.w - MARGIN_X - font.widthOfTextAtSize(label, 10);
  page.drawText(label, { x, y: 32, size: 10, font, color: muted });
}

function drawHeading(page: PDFPage, heading: string, font: PDFFont): void {
  const size = pickFontSize(titleSizes, (s) => wrapText(heading, font, s, CONTENT_W).length <= 2);
  const lines = wrapText(heading, font, size, CONTENT_W).slice(0, 2);
  // Bottom-align the heading just above the body, like the PowerPoint title box.
  let y = BODY_TOP + 30 + (lines.length - 1) * size * 1.15;
  for (const line of lines) {
    page.drawText(line, { x: MARGIN_X, y, size, font, color: color(theme.title) });
    y -= size * 1.15;
  }
}

function sourceText(source: ExportSource): string {
  const label = source.title.trim() || source.id;
  const url = source.url?.trim();
  return url ? `${label} — ${url}` : label;
}

/** Bullets (or, with `marker`, numbered entries) at the largest body size that fits. */
function drawBullets(
  page: PDFPage,
  bullets: string[],
  font: PDFFont,
  marker: (index: number) => string = () => "•",
): void {
  const textWidth = CONTENT_W - BULLET_INDENT;
  const available = BODY_TOP - BODY_BOTTOM;
  const layout = (size: number) => bullets.map((text) => wrapText(text, font, size, textWidth));
  const height = (size: number) =>
    layout(size).reduce((sum, lines) => sum + lines.length * size * 1.25 + size * PARA_SPACE, 0);
  const size = pickFontSize(bodySizes, (s) => height(s) <= available);
  const body = color(theme.body);

  // y is a baseline: start one line down so the first bullet's ascenders stay clear of the heading.
  let y = BODY_TOP - size;
  for (const [index, lines] of layout(size).entries()) {
    if (y - size * 0.25 < BODY_BOTTOM) break; // even the smallest size overflowed: clip, never run into the footer
    page.drawText(marker(index), { x: MARGIN_X + 4, y, size, font, color: color(theme.accent) });
    for (const line of lines) {
      if (y - size * 0.25 < BODY_BOTTOM) break;
      page.drawText(line, { x: MARGIN_X + BULLET_INDENT, y, size, font, color: body });
      y -= size * 1.25;
    }
    y -= size * PARA_SPACE;
  }
}
