import { isPlaceholderLine, textToBullets, type SlideTheme } from "@pds/contracts";
import { fitText } from "./fit-text";
import type { FieldPath, RectNode, SceneFont, SceneNode, TextNode } from "./scene";

/** What one layout call collects: the theme, the nodes drawn so far and the fields that overflowed. */
export interface SceneBuilder {
  theme: SlideTheme;
  nodes: SceneNode[];
  overflow: FieldPath[];
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextStyle {
  font: "heading" | "body";
  weight: 400 | 700;
  italic?: boolean;
  max: number;
  min: number;
  /** Line height as a multiple of the size. */
  lineHeight: number;
  color: string;
  /** The fill directly under the text (the page, a card, a table cell). */
  background: string;
  align?: "left" | "center" | "right";
  /** Where the fitted lines sit in the slot; the node's box is then exactly the lines' height. */
  valign?: "top" | "middle" | "bottom";
  bullets?: boolean;
  maxLines?: number;
}

export function newBuilder(theme: SlideTheme): SceneBuilder {
  return { theme, nodes: [], overflow: [] };
}

export function sceneFont(
  theme: SlideTheme,
  style: Pick<TextStyle, "font" | "weight" | "italic">,
): SceneFont {
  const family = style.font === "heading" ? theme.heading.family : theme.body.family;
  return style.italic ? { family, weight: style.weight, italic: true } : { family, weight: style.weight };
}

/** True when every line of the text is a placeholder still to fill, like "[Add TAM with a source]". */
export function isPlaceholderText(text: string): boolean {
  const lines = textToBullets(text);
  return lines.length > 0 && lines.every(isPlaceholderLine);
}

/** A fitted text node (not added anywhere); its lines are empty when the text is blank. */
export function textNode(
  builder: SceneBuilder,
  field: FieldPath,
  text: string,
  box: Box,
  style: TextStyle,
): TextNode {
  const font = sceneFont(builder.theme, style);
  const fitted = fitText(text.trim() ? text : "", box, font, style, style.lineHeight, {
    bullets: style.bullets,
    maxLines: style.maxLines,
  });
  const used = fitted.lines.length * fitted.lineHeight;
  const valign = style.valign ?? "top";
  const y =
    valign === "top" ? box.y : valign === "middle" ? box.y + (box.h - used) / 2 : box.y + box.h - used;
  return {
    kind: "text",
    x: box.x,
    y,
    w: box.w,
    h: used,
    field,
    font,
    size: fitted.size,
    lineHeight: fitted.lineHeight,
    baseline: fitted.baseline,
    color: style.color,
    background: style.background,
    align: style.align ?? "left",
    lines: fitted.lines,
    ...(fitted.bulletIndent !== undefined
      ? {
          bullet: { color: builder.theme.colors.accent, indent: fitted.bulletIndent },
          bulletStarts: fitted.bulletStarts,
        }
      : {}),
    overflow: fitted.overflow,
    placeholder: isPlaceholderText(text),
  };
}

/** Adds the text to `into` (the slide by default) unless it is blank; null when there is nothing to draw. */
export function addText(
  builder: SceneBuilder,
  field: FieldPath,
  text: string,
  box: Box,
  style: TextStyle,
  into: SceneNode[] = builder.nodes,
): TextNode | null {
  if (!text.trim()) return null;
  const node = textNode(builder, field, text, box, style);
  into.push(node);
  if (node.overflow) builder.overflow.push(field);
  return node;
}

/** The y just under a text node's last line. */
export const textBottom = (node: TextNode) => node.y + node.lines.length * node.lineHeight;

export function rect(box: Box, fill: string, extra: Partial<Omit<RectNode, "kind">> = {}): RectNode {
  return { kind: "rect", ...box, fill, ...extra };
}

/** `a` mixed towards `b` by `t` (0..1), as "#RRGGBB": tints that stay opaque, so contrast checks are exact. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${parts
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

/**
 * The size at which every one of these texts fits its box: siblings (metric values, names on cards)
 * then share one size instead of each shrinking on its own.
 */
export function sharedSize(
  builder: SceneBuilder,
  texts: readonly { text: string; box: Box }[],
  style: TextStyle,
): number {
  const sizes = texts
    .filter((t) => t.text.trim())
    .map((t) => textNode(builder, "", t.text, t.box, style).size);
  return Math.min(style.max, ...sizes);
}
