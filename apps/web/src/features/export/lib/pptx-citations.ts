import { type CitedSource, fittedFootnote } from "./citations";
import { footnoteColumns, footnoteGrid, paginate, SOURCES_PER_PAGE, sourcesHeading } from "./citation-layout";
import {
  addTitle,
  BODY,
  CONTENT_MASTER,
  CONTENT_W,
  FOOTER_Y,
  fitsLine,
  MARGIN_X,
  type Pres,
  type PptxSlide,
  type TextRun,
} from "./pptx-layout";
import { clip, fitWithEllipsis } from "./text-fit";
import { theme } from "./theme";

const FOOTNOTE_SIZE = 9;
/** Exact line pitch of a footnote row, in points; the footnote box is sized from it. */
const FOOTNOTE_LINE_PT = 12;
const COLUMN_GAP = 0.3;
/** Vertical pitch of one source on a Sources slide, and the space left between two. */
const ENTRY_H = (FOOTER_Y - 0.15 - BODY.y) / SOURCES_PER_PAGE;
const ENTRY_GAP = 0.2;
const META_SIZE = 11;

/**
 * Lists `sources` at the foot of `page`, just above the footer rule, one column or two. Returns the
 * top of the footnote area in inches (the footer rule when there are none), for the body to end above.
 */
export function addFootnotes(page: PptxSlide, sources: readonly CitedSource[]): number {
  if (sources.length === 0) return FOOTER_Y;
  const columnW = footnoteColumns(sources.length) === 1 ? CONTENT_W : (CONTENT_W - COLUMN_GAP) / 2;
  const fits = (text: string) => fitsLine(text, FOOTNOTE_SIZE, columnW);
  const grid = footnoteGrid(sources.map((source) => fittedFootnote(source, fits)));
  const height = (grid.rows * FOOTNOTE_LINE_PT) / 72;
  const top = FOOTER_Y - 0.07 - height;

  page.addShape("line", {
    x: MARGIN_X,
    y: top - 0.06,
    w: 1.6,
    h: 0,
    line: { color: theme.rule, width: 0.75 },
  });
  grid.cells.forEach((lines, index) => {
    page.addText(
      lines.map((text, row) => ({ text, options: { breakLine: row < lines.length - 1 } })),
      {
        x: MARGIN_X + index * (columnW + COLUMN_GAP),
        y: top,
        w: columnW,
        h: height,
        margin: 0,
        fontSize: FOOTNOTE_SIZE,
        lineSpacing: FOOTNOTE_LINE_PT,
        color: theme.muted,
        valign: "top",
        wrap: false,
      },
    );
  });
  return top - 0.06;
}

/** Closing "Sources" slides, four sources each, for the cited sources in marker order; none if none. */
export function addSourcesSlides(pres: Pres, cited: readonly CitedSource[]): void {
  paginate(cited).forEach((entries, pageIndex) => {
    const page = pres.addSlide({ masterName: CONTENT_MASTER });
    addTitle(page, sourcesHeading(pageIndex));
    entries.forEach((source, index) => {
      page.addText(entryRuns(source), {
        x: MARGIN_X,
        y: BODY.y + index * ENTRY_H,
        w: CONTENT_W,
        h: ENTRY_H - ENTRY_GAP,
        margin: 0,
        valign: "top",
        color: theme.body,
      });
    });
  });
}

/** Title; then link (or origin) and date; then the quoted passage, clipped to two lines. */
function entryRuns(source: CitedSource): TextRun[] {
  const heading = `[${source.marker}] `;
  const title = fitWithEllipsis(source.title, (text) => fitsLine(heading + text, 14, CONTENT_W));
  const date = source.dated ? `  ·  ${source.dated}` : "";
  const link = source.href
    ? fitWithEllipsis(source.href, (text) => fitsLine(text + date, META_SIZE, CONTENT_W))
    : source.origin;
  const runs: TextRun[] = [
    { text: heading + title, options: { bold: true, fontSize: 14, color: theme.title, breakLine: true } },
    {
      text: link,
      options: {
        fontSize: META_SIZE,
        color: source.href ? theme.accent : theme.muted,
        ...(source.href ? { hyperlink: { url: source.href, tooltip: source.href } } : {}),
        breakLine: !date,
      },
    },
  ];
  if (date) runs.push({ text: date, options: { fontSize: META_SIZE, color: theme.muted, breakLine: true } });
  if (source.quote) {
    // Two lines' worth of characters, less slack for word wrap.
    const quote = fitWithEllipsis(clip(source.quote, 320), (text) =>
      fitsLine(`“${text}”`, META_SIZE, CONTENT_W * 1.8),
    );
    runs.push({
      text: `“${quote}”`,
      options: { fontSize: META_SIZE, italic: true, color: theme.body, paraSpaceBefore: 3 },
    });
  }
  return runs;
}
