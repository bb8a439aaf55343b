import type { SlideBodyOf, SlideLayout } from "@pds/contracts";
import { addText, rect, textNode, type SceneBuilder, type TextStyle } from "../scene-builder";
import type { TextNode } from "../scene";

/** The page grid every layout shares: an 80 px margin, the title band on top, content below it. */
export const MARGIN = 80;
export const CONTENT_W = 1120;
export const CONTENT_TOP = 204;
export const CONTENT_BOTTOM = 656;

/** What a layout draws from: the slide's title and content, and its typed fields. */
export interface LayoutInput<L extends SlideLayout> {
  title: string;
  content: string;
  body: SlideBodyOf<L>;
}

/** Draws one layout into the builder and returns the title's node. */
export type LayoutPainter<L extends SlideLayout> = (builder: SceneBuilder, slide: LayoutInput<L>) => TextNode;

type Extra = Partial<TextStyle>;

export const headingStyle = (
  color: string,
  background: string,
  max: number,
  min: number,
  extra: Extra = {},
) =>
  ({
    font: "heading",
    weight: 700,
    max,
    min,
    lineHeight: 1.12,
    color,
    background,
    ...extra,
  }) satisfies TextStyle;

export const bodyStyle = (color: string, background: string, max: number, min: number, extra: Extra = {}) =>
  ({
    font: "body",
    weight: 400,
    max,
    min,
    lineHeight: 1.35,
    color,
    background,
    ...extra,
  }) satisfies TextStyle;

/** Adds the node to the slide when it has text; the scene keeps it as its title either way. */
export function keepTitle(builder: SceneBuilder, node: TextNode): TextNode {
  if (node.lines.length > 0) {
    builder.nodes.push(node);
    if (node.overflow) builder.overflow.push("title");
  }
  return node;
}

/** The title of a content slide: a short accent bar, then the headline (up to two lines) in the heading font. */
export function standardTitle(builder: SceneBuilder, title: string): TextNode {
  const c = builder.theme.colors;
  builder.nodes.push(rect({ x: MARGIN, y: 60, w: 56, h: 6 }, c.accent, { radius: 3 }));
  const box = { x: MARGIN, y: 82, w: CONTENT_W, h: 104 };
  return keepTitle(
    builder,
    textNode(builder, "title", title, box, headingStyle(c.text, c.background, 44, 28, { maxLines: 2 })),
  );
}

/** The title as a small accent label on top, for slides whose own big text is the message (statement, quote). */
export function kickerTitle(builder: SceneBuilder, title: string): TextNode {
  const c = builder.theme.colors;
  const box = { x: MARGIN, y: 64, w: CONTENT_W, h: 34 };
  return keepTitle(
    builder,
    textNode(
      builder,
      "title",
      title,
      box,
      bodyStyle(c.accent, c.background, 22, 16, { weight: 700, maxLines: 1 }),
    ),
  );
}

export { addText };
