import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { wrapText } from "./pdf-text";
import { pickFontSize } from "./slide-text";
import { hexToRgb, theme, titleSizes } from "./theme";

// 16:9 landscape in points; the same proportions as the PowerPoint export.
export const PAGE = { w: 960, h: 540 };
export const MARGIN_X = 64;
export const CONTENT_W = PAGE.w - MARGIN_X * 2;
export const BODY_TOP = PAGE.h - 150;
export const BODY_BOTTOM = 72;
/** The footer rule; nothing on a content page may reach below it. */
export const FOOTER_Y = 52;

export const color = (hex: string) => rgb(...hexToRgb(hex));

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
}

/** A content page with its chrome: accent bar, footer rule, deck title and page number. */
export function addContentPage(pdf: PDFDocument, title: string, font: PDFFont): PDFPage {
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
  page.drawText(footer, { x: MARGIN_X, y: 32, size: 10, font, color: muted });
  const label = String(pdf.getPageCount());
  const x = PAGE.w - MARGIN_X - font.widthOfTextAtSize(label, 10);
  page.drawText(label, { x, y: 32, size: 10, font, color: muted });
  return page;
}

/** The slide title, bottom-aligned just above the body like the PowerPoint title box. */
export function drawHeading(page: PDFPage, heading: string, font: PDFFont): void {
  const size = pickFontSize(titleSizes, (s) => wrapText(heading, font, s, CONTENT_W).length <= 2);
  const lines = wrapText(heading, font, size, CONTENT_W).slice(0, 2);
  let y = BODY_TOP + 30 + (lines.length - 1) * size * 1.15;
  for (const line of lines) {
    page.drawText(line, { x: MARGIN_X, y, size, font, color: color(theme.title) });
    y -= size * 1.15;
  }
}
