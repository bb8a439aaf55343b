import { type PDFDocument, PDFHexString, type PDFPage } from "pdf-lib";
import { CONTENT_BOTTOM, CONTENT_TOP, CONTENT_W, MARGIN } from "../../slides/index.ts";
import { type CitedSource, fittedFootnote } from "./citations";
import { footnoteColumns, footnoteGrid, SOURCES_PER_PAGE } from "./citation-layout";
import { color, pdfY, pt } from "./pdf-layout";
import type { TextFont } from "./pdf-fonts";
import { wrapText } from "./pdf-text";
import { clip, fitWithEllipsis } from "./text-fit";

/** The fonts citations are drawn in: the theme's body text, its bold heading and the body's italic. */
export interface CitationFonts {
  regular: TextFont;
  bold: TextFont;
  italic: TextFont;
}

/** The theme colours citations use. */
export interface CitationColors {
  text: string;
  muted: string;
  accent: string;
  border: string;
}

const LEFT = pt(MARGIN);
const WIDTH = pt(CONTENT_W);
const FOOTNOTE_SIZE = 8.5;
const FOOTNOTE_LINE = 10.5;
const COLUMN_GAP = 20;
/** The lowest footnote baseline, in the page's bottom margin (below every layout's content area). */
const FOOTNOTE_BASE = 12;
/** Vertical pitch of one source on a Sources page, inside the layouts' content area. */
const ENTRY_TOP = pdfY(CONTENT_TOP);
const ENTRY_H = (ENTRY_TOP - pdfY(CONTENT_BOTTOM)) / SOURCES_PER_PAGE;
const META_SIZE = 11;
/** Space between the link and the "· Fetched …" date after it. */
const DATE_GAP = 6;

/**
 * Lists `sources` in the bottom margin of `page`, under the slide's content area (which every layout
 * keeps clear), in one column or two, below a short rule.
 */
export function drawFootnotes(
  page: PDFPage,
  sources: readonly CitedSource[],
  font: TextFont,
  colors: CitationColors,
): void {
  if (sources.length === 0) return;
  const columnW = footnoteColumns(sources.length) === 1 ? WIDTH : (WIDTH - COLUMN_GAP) / 2;
  const fits = (text: string) => font.width(text, FOOTNOTE_SIZE) <= columnW;
  const grid = footnoteGrid(sources.map((source) => fittedFootnote(source, fits)));
  const topBaseline = FOOTNOTE_BASE + (grid.rows - 1) * FOOTNOTE_LINE;
  const muted = color(colors.muted);
  grid.cells.forEach((lines, column) => {
    lines.forEach((line, row) => {
      font.draw(page, line, {
        x: LEFT + column * (columnW + COLUMN_GAP),
        y: topBaseline - row * FOOTNOTE_LINE,
        size: FOOTNOTE_SIZE,
        color: muted,
      });
    });
  });
  const ruleY = topBaseline + FOOTNOTE_SIZE + 2;
  page.drawLine({
    start: { x: LEFT, y: ruleY },
    end: { x: LEFT + 115, y: ruleY },
    thickness: 0.5,
    color: color(colors.border),
  });
}

/** Up to four sources on a Sources page whose themed title the caller has painted. */
export function drawSourceEntries(
  pdf: PDFDocument,
  page: PDFPage,
  entries: readonly CitedSource[],
  fonts: CitationFonts,
  colors: CitationColors,
): void {
  entries.forEach((source, index) =>
    drawEntry(pdf, page, source, ENTRY_TOP - index * ENTRY_H, fonts, colors),
  );
}

/** Title; then link (or origin) and date; then the quoted passage in at most two lines. */
function drawEntry(
  pdf: PDFDocument,
  page: PDFPage,
  source: CitedSource,
  top: number,
  fonts: CitationFonts,
  colors: CitationColors,
): void {
  const heading = fitTo(`[${source.marker}] ${source.title}`, fonts.bold, 14, WIDTH);
  let y = top - 14;
  fonts.bold.draw(page, heading, { x: LEFT, y, size: 14, color: color(colors.text) });

  y -= 18;
  const date = source.dated ? `· ${source.dated}` : "";
  const dateW = date ? DATE_GAP + fonts.regular.width(date, META_SIZE) : 0;
  const link = fitTo(source.href ?? source.origin, fonts.regular, META_SIZE, WIDTH - dateW);
  const linkW = fonts.regular.width(link, META_SIZE);
  const linkColor = color(source.href ? colors.accent : colors.muted);
  fonts.regular.draw(page, link, { x: LEFT, y, size: META_SIZE, color: linkColor });
  if (source.href) addLink(pdf, page, source.href, [LEFT, y - 3, LEFT + linkW, y + META_SIZE]);
  if (date) {
    const x = LEFT + linkW + DATE_GAP;
    fonts.regular.draw(page, date, { x, y, size: META_SIZE, color: color(colors.muted) });
  }

  const passage = clip(source.quote, 320, "...");
  if (!passage) return;
  const lines = (text: string) => wrapText(`"${text}"`, fonts.italic, META_SIZE, WIDTH);
  const fitted = fitWithEllipsis(passage, (text) => lines(text).length <= 2, "...");
  y -= 16;
  for (const line of lines(fitted)) {
    fonts.italic.draw(page, line, { x: LEFT, y, size: META_SIZE, color: color(colors.text) });
    y -= META_SIZE * 1.3;
  }
}

/** `text` shortened with "..." to fit one line `maxWidth` wide. */
function fitTo(text: string, font: TextFont, size: number, maxWidth: number): string {
  return fitWithEllipsis(text, (candidate) => font.width(candidate, size) <= maxWidth, "...");
}

/**
 * A URI link annotation over `rect` ([x1, y1, x2, y2]). The URL (already http(s) and normalised, so
 * ASCII) goes in as a hex string, which needs no escaping of parentheses or backslashes.
 */
function addLink(pdf: PDFDocument, page: PDFPage, url: string, rect: number[]): void {
  const hex = Array.from(new TextEncoder().encode(url), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
  const annotation = pdf.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: "Action", S: "URI", URI: PDFHexString.of(hex) },
  });
  page.node.addAnnot(pdf.context.register(annotation));
}
