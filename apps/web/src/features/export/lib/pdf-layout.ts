import { rgb } from "pdf-lib";
import { SLIDE_HEIGHT, SLIDE_WIDTH } from "../../slides/index.ts";

/** Slide pixels to PDF points: a 1280 × 720 px scene fills a 960 × 540 pt (16:9) page. */
export const PT_PER_PX = 0.75;
export const PAGE = { w: SLIDE_WIDTH * PT_PER_PX, h: SLIDE_HEIGHT * PT_PER_PX };

export const pt = (px: number) => px * PT_PER_PX;
/** A scene y (px from the top) as a PDF y (points from the bottom). */
export const pdfY = (px: number) => PAGE.h - px * PT_PER_PX;

/** "#4F46E5" (or "4F46E5") as a pdf-lib colour. */
export function color(hex: string) {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** An SVG path of a rectangle with rounded corners, in scene px. */
export function roundedRectPath(x: number, y: number, w: number, h: number, radius = 0): string {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  if (r === 0) return `M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;
  return [
    `M ${x + r} ${y}`,
    `H ${x + w - r} A ${r} ${r} 0 0 1 ${x + w} ${y + r}`,
    `V ${y + h - r} A ${r} ${r} 0 0 1 ${x + w - r} ${y + h}`,
    `H ${x + r} A ${r} ${r} 0 0 1 ${x} ${y + h - r}`,
    `V ${y + r} A ${r} ${r} 0 0 1 ${x + r} ${y} Z`,
  ].join(" ");
}

/** SVG paths are drawn in scene px: pdf-lib flips their y axis, and the scale maps px to points. */
export const scenePath = { x: 0, y: PAGE.h, scale: PT_PER_PX } as const;
