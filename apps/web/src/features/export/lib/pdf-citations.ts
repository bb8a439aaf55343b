import { type PDFDocument, PDFHexString, type PDFPage } from "pdf-lib";
import { type CitedSource, fittedFootnote } from "./citations";
import { footnoteColumns, footnoteGrid, paginate, SOURCES_PER_PAGE, sourcesHeading } from "./citation-layout";
import { addContentPage, BODY_TOP, color, CONTENT_W, drawHeading, FOOTER_Y, MARGIN_X } from "./pdf-layout";
import type { Fonts, TextFont } from "./pdf-fonts";
import { wrapText } from "./pdf-text";
import { clip, fitWithEllipsis } from "./text-fit";
import { theme } from "./theme";

const FOOTNOTE_SIZE = 8.5;
const FOOTNOTE_LINE = 11;
const COLUMN_GAP = 20;
/** The lowest footnote baseline: clear of the footer rule, descenders included. */
const FOOTNOTE_BASE = FOOTER_Y + 8;
/** Vertical pitch of one source on a Sources page. */
const ENTRY_H = (BODY_TOP - FOOTER_Y - 12) / SOURCES_PER_PAGE;
const META_SIZE = 11;
/** Space between the link and the "· Fetched …" date after it. */
const DATE_GAP = 6;

/**
 * Lists `sources` at the foot of `page`, above the footer rule, in one column or two. Returns the y of
 * the rule above them (the footer rule when there are none): the body must stay above it.
 */
export function drawFootnotes(page: PDFPage, sources: readonly CitedSource[], font: TextFont): number {
  if (sources.length === 0) return FOOTER_Y;
  const columnW = footnoteColumns(sources.length) === 1 ? CONTENT_W : (CONTENT_W - COLUMN_GAP) / 2;
  const fits = (text: string) => font.width(text, FOOTNOTE_SIZE) <= columnW;
  const grid = footnoteGrid(sources.map((source) => fittedFootnote(source, fits)));
  const topBaseline = FOOTNOTE_BASE + (grid.rows - 1) * FOOTNOTE_LINE;
  const muted = color(theme.muted);
  grid.cells.forEach((lines, column) => {
    lines.forEach((line, row) => {
      font.draw(page, line, {
        x: MARGIN_X + column * (columnW + COLUMN_GAP),
        y: topBaseline - row * FOOTNOTE_LINE,
        size: FOOTNOTE_SIZE,
        color: muted,
      });
    });
  });
  const ruleY = topBaseline + FOOTNOTE_SIZE + 4;
  page.drawLine({
    start: { x: MARGIN_X, y: ruleY },
    end: { x: MARGIN_X + 115, y: ruleY },
    thickness: 0.5,
    color: color(theme.rule),
  });
  return ruleY;
}

/** Closing "Sources" pages, four sources each, for the cited sources in marker order; none if none. */
export function drawSourcesPages(
  pdf: PDFDocument,
  cited: readonly CitedSource[],
  title: string,
  fonts: Fonts,
): void {
  paginate(cited).forEach((entries, pageIndex) => {
    const page = addContentPage(pdf, title, fonts.regular);
    drawHeading(page, sourcesHeading(pageIndex), fonts.bold);
    entries.forEach((source, index) => drawEntry(pdf, page, source, BODY_TOP - index * ENTRY_H, fonts));
  });
}

/** Title; then link (or origin) and date; then the quoted passage in at most two lines. */
function drawEntry(pdf: PDFDocument, page: PDFPage, source: CitedSource, top: number, fonts: Fonts): void {
  const heading = fitTo(`[${source.marker}] ${source.title}`, fonts.bold, 14, CONTENT_W);
  let y = top - 14;
  fonts.bold.draw(page, heading, { x: MARGIN_X, y, size: 14, color: color(theme.title) });

  y -= 18;
  const date = source.dated ? `· ${source.dated}` : "";
  const dateW = date ? DATE_GAP + fonts.regular.width(date, META_SIZE) : 0;
  const link = fitTo(source.href ?? source.origin, fonts.regular, META_SIZE, CONTENT_W - dateW);
  const linkW = fonts.regular.width(link, META_SIZE);
  const linkColor = color(source.href ? theme.accent : theme.muted);
  fonts.regular.draw(page, link, { x: MARGIN_X, y, size: META_SIZE, color: linkColor });
  if (source.href) addLink(pdf, page, source.href, [MARGIN_X, y - 3, MARGIN_X + linkW, y + META_SIZE]);
  if (date) {
    const x = MARGIN_X + linkW + DATE_GAP;
    fonts.regular.draw(page, date, { x, y, size: META_SIZE, color: color(theme.muted) });
  }

  const passage = clip(source.quote, 320, "...");
  if (!passage) return;
  const lines = (text: string) => wrapText(`"${text}"`, fonts.italic, META_SIZE, CONTENT_W);
  const fitted = fitWithEllipsis(passage, (text) => lines(text).length <= 2, "...");
  y -= 16;
  for (const line of lines(fitted)) {
    fonts.italic.draw(page, line, { x: MARGIN_X, y, size: META_SIZE, color: color(theme.body) });
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
