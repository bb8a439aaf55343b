import type { SlideTheme } from "@pds/contracts";
import { CONTENT_BOTTOM, CONTENT_TOP, CONTENT_W, MARGIN, SLIDE_HEIGHT } from "../../slides/index.ts";
import { type CitedSource, fittedFootnote } from "./citations";
import { footnoteColumns, footnoteGrid, SOURCES_PER_PAGE } from "./citation-layout";
import { hex, inch, type PptxSlide, type TextRun } from "./pptx-layout";
import { clip, fitWithEllipsis } from "./text-fit";

const LEFT = inch(MARGIN);
const WIDTH = inch(CONTENT_W);
const FOOTNOTE_SIZE = 9;
/** Exact line pitch of a footnote row, in points; the footnote box is sized from it. */
const FOOTNOTE_LINE_PT = 11;
const COLUMN_GAP = 0.3;
/** Footnotes end this far above the slide's bottom edge, in the margin under every layout's content. */
const FOOTNOTE_BOTTOM = inch(SLIDE_HEIGHT) - 0.08;
/** Vertical pitch of one source on a Sources slide, inside the layouts' content area. */
const ENTRY_H = inch(CONTENT_BOTTOM - CONTENT_TOP) / SOURCES_PER_PAGE;
const ENTRY_GAP = 0.15;
const META_SIZE = 11;

/**
 * Whether `text` fits on one line `widthIn` inches wide at `size` pt. 0.55 em per glyph leaves room for
 * capitals and wide letters, since PowerPoint measures, not us.
 */
function fitsLine(text: string, size: number, widthIn: number): boolean {
  return text.length * size * 0.55 <= widthIn * 72;
}

/** Lists `sources` in the slide's bottom margin, under the content area, one column or two. */
export function addFootnotes(page: PptxSlide, sources: readonly CitedSource[], theme: SlideTheme): void {
  if (sources.length === 0) return;
  const c = theme.colors;
  const columnW = footnoteColumns(sources.length) === 1 ? WIDTH : (WIDTH - COLUMN_GAP) / 2;
  const fits = (text: string) => fitsLine(text, FOOTNOTE_SIZE, columnW);
  const grid = footnoteGrid(sources.map((source) => fittedFootnote(source, fits)));
  const height = (grid.rows * FOOTNOTE_LINE_PT) / 72;
  const top = FOOTNOTE_BOTTOM - height;
  page.addShape("line", {
    x: LEFT,
    y: top - 0.04,
    w: 1.6,
    h: 0,
    line: { color: hex(c.border), width: 0.75 },
  });
  grid.cells.forEach((lines, index) => {
    page.addText(
      lines.map((text, row) => ({ text, options: { breakLine: row < lines.length - 1 } })),
      {
        x: LEFT + index * (columnW + COLUMN_GAP),
        y: top,
        w: columnW,
        h: height,
        margin: 0,
        fontFace: theme.body.family,
        fontSize: FOOTNOTE_SIZE,
        lineSpacing: FOOTNOTE_LINE_PT,
        color: hex(c.muted),
        valign: "top",
        wrap: false,
      },
    );
  });
}

/** Up to four sources on a Sources slide, in the content area under its themed title. */
export function addSourceEntries(page: PptxSlide, entries: readonly CitedSource[], theme: SlideTheme): void {
  entries.forEach((source, index) => {
    page.addText(entryRuns(source, theme), {
      x: LEFT,
      y: inch(CONTENT_TOP) + index * ENTRY_H,
      w: WIDTH,
      h: ENTRY_H - ENTRY_GAP,
      margin: 0,
      valign: "top",
      fontFace: theme.body.family,
      color: hex(theme.colors.text),
    });
  });
}

/** Title; then link (or origin) and date; then the quoted passage, clipped to two lines. */
function entryRuns(source: CitedSource, theme: SlideTheme): TextRun[] {
  const c = theme.colors;
  const heading = `[${source.marker}] `;
  const title = fitWithEllipsis(source.title, (text) => fitsLine(heading + text, 14, WIDTH));
  const date = source.dated ? `  ·  ${source.dated}` : "";
  const link = source.href
    ? fitWithEllipsis(source.href, (text) => fitsLine(text + date, META_SIZE, WIDTH))
    : source.origin;
  const runs: TextRun[] = [
    {
      text: heading + title,
      options: {
        bold: true,
        fontSize: 14,
        fontFace: theme.heading.family,
        color: hex(c.text),
        breakLine: true,
      },
    },
    {
      text: link,
      options: {
        fontSize: META_SIZE,
        color: hex(source.href ? c.accent : c.muted),
        ...(source.href ? { hyperlink: { url: source.href, tooltip: source.href } } : {}),
        breakLine: !date,
      },
    },
  ];
  if (date) runs.push({ text: date, options: { fontSize: META_SIZE, color: hex(c.muted), breakLine: true } });
  if (source.quote) {
    // Two lines' worth of characters, less slack for word wrap.
    const quote = fitWithEllipsis(clip(source.quote, 320), (text) =>
      fitsLine(`“${text}”`, META_SIZE, WIDTH * 1.8),
    );
    runs.push({
      text: `“${quote}”`,
      options: { fontSize: META_SIZE, italic: true, color: hex(c.text), paraSpaceBefore: 3 },
    });
  }
  return runs;
}
