import { type PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { TextFont } from "./pdf-fonts";
import { wrapText } from "./pdf-text";
import { pickFontSize } from "./slide-text";
import { hexToRgb, theme, titleSizes } from "./theme";

// 16:9 landscape in points; the same proportions as the PowerPoint export.
export const PAGE = { w: 960, h: 540 };
export const MARGIN_X = 64;
export const CONTENT_W = PAGE.w - MARGIN_X * 2;
/** The baseline of a heading's last line; a two-line heading grows upwards from it. */
const HEADING_BASE = 424;
/** The accent rule under the heading, then the body below it. */
const RULE_Y = 402;
export const BODY_TOP = 384;
export const BODY_BOTTOM = 72;
/** The footer rule; nothing on a content page may reach below it. */
export const FOOTER_Y = 52;

export const color = (hex: string) => rgb(...hexToRgb(hex));

/** A page with its chrome: accent bar, footer rule, deck title and page number. */
export function addContentPage(pdf: PDFDocument, title: string, font: TextFont): PDFPage {
  const page = pdf.addPage([PAGE.w, PAGE.h]);
  const muted = color(theme.muted);
  page.drawRectangle({ x: 0, y: 0, width: 12, height: PAGE.h, color: color(theme.accent) });
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER_Y },
    end: { x: PAGE.w - MARGIN_X, y: FOOTER_Y },
    thickness: 0.75,
    color: color(theme.rule),
  });
  const footer = wrapText(title, font, 10, CONTENT_W - 80)[0] ?? "";
  font.draw(page, footer, { x: MARGIN_X, y: 32, size: 10, color: muted });
  const label = String(pdf.getPageCount());
  const x = PAGE.w - MARGIN_X - font.width(label, 10);
  font.draw(page, label, { x, y: 32, size: 10, color: muted });
  return page;
}

/**
 * The slide title, bottom-aligned just above a short accent rule like the PowerPoint title
 * placeholder, at the largest size that keeps it to two lines.
 */
export function drawHeading(page: PDFPage, heading: string, font: TextFont): void {
  const size = pickFontSize(titleSizes, (s) => wrapText(heading, font, s, CONTENT_W).length <= 2);
  const lines = wrapText(heading, font, size, CONTENT_W).slice(0, 2);
  let y = HEADING_BASE + (lines.length - 1) * size * 1.15;
  for (const line of lines) {
    font.draw(page, line, { x: MARGIN_X, y, size, color: color(theme.title) });
    y -= size * 1.15;
  }
  page.drawRectangle({ x: MARGIN_X, y: RULE_Y, width: 56, height: 4, color: color(theme.accent) });
}
