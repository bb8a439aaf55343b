import type { SceneLine, TextNode } from "../lib/scene.ts";

/** The layout measured markers at this share of the size (fit-text.ts MARKER_SCALE); raised as superscripts. */
export const MARKER_SCALE = 0.6;
const MARKER_RISE = 0.38;

/** Where a line's first run starts: lines are placed by the layout's measured width, not by the browser. */
export function lineLeft(node: TextNode, line: Pick<SceneLine, "width">): number {
  if (node.align === "center") return node.x + (node.w - line.width) / 2;
  if (node.align === "right") return node.x + node.w - line.width;
  return node.x + (node.bullet?.indent ?? 0);
}

export const lineBaseline = (node: TextNode, index: number) =>
  node.y + node.baseline + index * node.lineHeight;

/** The baseline of a marker on line `index`: raised like a superscript. */
export const markerBaseline = (node: TextNode, index: number) =>
  lineBaseline(node, index) - node.size * MARKER_RISE;

/** The box a run of a line occupies, in slide px (for the "to fill" chip and the citation buttons). */
export function runBox(node: TextNode, lineIndex: number, runIndex: number) {
  const line = node.lines[lineIndex]!;
  const x = lineLeft(node, line) + (line.offsets[runIndex] ?? 0);
  const end =
    runIndex + 1 < line.runs.length
      ? lineLeft(node, line) + line.offsets[runIndex + 1]!
      : lineLeft(node, line) + line.width;
  const top = lineBaseline(node, lineIndex) - node.size;
  return { x, y: top, w: Math.max(end - x, node.size * 0.5), h: node.size * 1.2 };
}
