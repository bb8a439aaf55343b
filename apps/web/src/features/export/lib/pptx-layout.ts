import type { SlideTheme } from "@pds/contracts";
import type PptxGenJS from "pptxgenjs";
import type { TextNode } from "../../slides/index.ts";
import { textRuns } from "./pptx-text";

export type Pres = InstanceType<typeof PptxGenJS>;
export type PptxSlide = ReturnType<Pres["addSlide"]>;
export type TextRun = PptxGenJS.TextProps;

/** A box in inches. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Slide px to inches: LAYOUT_WIDE (PowerPoint's own 16:9, 13.333 × 7.5 in) is 1280 × 720 px at 96 px/in. */
export const inch = (px: number) => px / 96;
export const boxOf = (node: { x: number; y: number; w: number; h: number }): Box => ({
  x: inch(node.x),
  y: inch(node.y),
  w: inch(node.w),
  h: inch(node.h),
});
/** "#4F46E5" → "4F46E5", as pptxgenjs takes colours. */
export const hex = (color: string) => color.replace("#", "").toUpperCase();
/** Slide px to points (font sizes, line widths). */
export const points = (px: number) => px * 0.75;

/**
 * The master a slide with this title needs. pptxgenjs places a placeholder where its master puts it
 * (a slide cannot move it), so each distinct title box gets its own master, defined on first use: every
 * slide's title is then a real title placeholder (PowerPoint's outline view, its accessibility checker
 * and screen readers read titles there, never from a plain text box) exactly where the layout drew it.
 */
export function masterFor(
  pres: Pres,
  masters: Map<string, string>,
  title: TextNode,
  theme: SlideTheme,
): string {
  const box = boxOf(title);
  const key = [box.x, box.y, box.w, box.h].map((v) => v.toFixed(3)).join(",");
  const known = masters.get(key);
  if (known) return known;
  const name = `PDS_TITLE_${masters.size + 1}`;
  pres.defineSlideMaster({
    title: name,
    background: { color: hex(theme.colors.background) },
    objects: [
      {
        placeholder: {
          options: { name: "title", type: "title", ...box, margin: 0, valign: "top" },
          text: "",
        },
      },
    ],
  });
  masters.set(key, name);
  return name;
}

/** The slide's title in its master's title placeholder, in the font, size, colour and lines of the layout. */
export function addTitle(page: PptxSlide, node: TextNode, accent: string): void {
  page.addText(textRuns(node, accent), {
    placeholder: "title",
    ...boxOf(node),
    ...textBoxOptions(node),
  });
}

/** The options every scene text box shares: no insets, no autofit, the layout's font, size and spacing. */
export function textBoxOptions(node: TextNode): PptxGenJS.TextPropsOptions {
  return {
    margin: 0,
    valign: "top",
    fontFace: node.font.family,
    fontSize: Math.round(points(node.size) * 2) / 2,
    bold: node.font.weight === 700,
    italic: node.font.italic ?? false,
    color: hex(node.color),
    align: node.align,
    lineSpacing: Math.round(points(node.lineHeight) * 10) / 10,
    wrap: true,
  };
}
