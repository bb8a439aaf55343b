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
/** The title box: two lines of the largest title size, bottom-aligned above the body. */
const TITLE: Box = { x: MARGIN_X, y: 0.3, w: CONTENT_W, h: 1.3 };

/**
 * One master for every slide, with a real title placeholder: PowerPoint's outline view, its
 * accessibility checker and screen readers find each slide's title there, never in a plain text box.
 */
export function defineMasters(pres: Pres, title: string): void {
  pres.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: theme.background },
    objects: [
      { rect: { x: 0, y: 0, w: 0.16, h: 7.5, fill: { color: theme.accent } } },
      { rect: { x: MARGIN_X, y: 1.62, w: 0.75, h: 0.055, fill: { color: theme.accent } } },
      { line: { x: MARGIN_X, y: FOOTER_Y, w: CONTENT_W, h: 0, line: { color: theme.rule, width: 1 } } },
      {
        text: {
          text: title,
          options: { x: MARGIN_X, y: 6.9, w: 9, h: 0.4, fontSize: 10, color: theme.muted },
        },
      },
      {
        placeholder: {
          options: {
            name: "title",
            type: "title",
            ...TITLE,
            bold: true,
            color: theme.title,
            valign: "bottom",
            margin: 0,
          },
          text: "",
        },
      },
    ],
    slideNumber: { x: 11.9, y: 6.9, w: 0.6, h: 0.4, fontSize: 10, color: theme.muted, align: "right" },
  });
}

/** The slide's title in the master's title placeholder, at the largest size that keeps two lines. */
export function addTitle(page: PptxSlide, text: string): void {
  const widthPt = CONTENT_W * 72;
  const fontSize = pickFontSize(titleSizes, (size) => estimateLines([text], size, widthPt) <= 2);
  page.addText(text, {
    placeholder: "title",
    ...TITLE,
    fontSize,
    bold: true,
    color: theme.title,
    valign: "bottom",
    margin: 0,
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
