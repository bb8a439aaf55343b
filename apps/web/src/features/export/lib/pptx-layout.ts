import type PptxGenJS from "pptxgenjs";
import { estimateLines, pickFontSize } from "./slide-text";
import { theme, titleSizes } from "./theme";

export type Pres = InstanceType<typeof PptxGenJS>;
export type PptxSlide = ReturnType<Pres["addSlide"]>;
export type TextRun = PptxGenJS.TextProps;

/** A text box in inches. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// LAYOUT_WIDE is PowerPoint's own 16:9 default: 13.333 x 7.5 inches.
export const MARGIN_X = 0.8;
export const CONTENT_W = 11.7;
export const BODY: Box = { x: MARGIN_X, y: 1.75, w: CONTENT_W, h: 4.85 };
/** The footer rule of the content master; nothing on a content slide may reach below it. */
export const FOOTER_Y = 6.85;
export const CONTENT_MASTER = "PDS_CONTENT";
export const TITLE_MASTER = "PDS_TITLE";

export function defineMasters(pres: Pres, title: string): void {
  pres.defineSlideMaster({
    title: TITLE_MASTER,
    background: { color: theme.background },
    objects: [{ rect: { x: MARGIN_X, y: 4.35, w: 1.4, h: 0.08, fill: { color: theme.accent } } }],
  });
  pres.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: theme.background },
    objects: [
      { rect: { x: 0, y: 0, w: 0.16, h: 7.5, fill: { color: theme.accent } } },
      { line: { x: MARGIN_X, y: FOOTER_Y, w: CONTENT_W, h: 0, line: { color: theme.rule, width: 1 } } },
      {
        text: {
          text: title,
          options: { x: MARGIN_X, y: 6.9, w: 9, h: 0.4, fontSize: 10, color: theme.muted },
        },
      },
    ],
    slideNumber: { x: 11.9, y: 6.9, w: 0.6, h: 0.4, fontSize: 10, color: theme.muted, align: "right" },
  });
}

export function addTitle(page: PptxSlide, text: string): void {
  const widthPt = CONTENT_W * 72;
  const fontSize = pickFontSize(titleSizes, (size) => estimateLines([text], size, widthPt) <= 2);
  page.addText(text, {
    x: MARGIN_X,
    y: 0.45,
    w: CONTENT_W,
    h: 1.15,
    fontSize,
    bold: true,
    color: theme.title,
    valign: "bottom",
    fit: "shrink",
  });
}

/**
 * Whether `text` fits on one line `widthIn` inches wide at `size` pt. Calibri averages under half an em
 * per glyph; 0.55 em leaves room for capitals and wide letters, since PowerPoint measures, not us.
 */
export function fitsLine(text: string, size: number, widthIn: number): boolean {
  return text.length * size * 0.55 <= widthIn * 72;
}
