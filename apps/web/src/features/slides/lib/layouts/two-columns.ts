import { addText, rect, textBottom } from "../scene-builder";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  headingStyle,
  MARGIN,
  standardTitle,
  type LayoutPainter,
} from "./frame";

const GAP = 32;
const PAD = 36;

/** Two cards side by side, each with a heading over its bullets. */
export const twoColumnsLayout: LayoutPainter<"twoColumns"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = standardTitle(builder, title);
  const { leftHeading, leftBody, rightHeading, rightBody } = body.fields;
  const w = (1120 - GAP) / 2;
  const columns = [
    { side: "left", heading: leftHeading, text: leftBody, x: MARGIN },
    { side: "right", heading: rightHeading, text: rightBody, x: MARGIN + w + GAP },
  ];
  for (const column of columns) {
    const y = CONTENT_TOP;
    builder.nodes.push(rect({ x: column.x, y, w, h: CONTENT_BOTTOM - y }, c.surface, { radius: 16 }));
    builder.nodes.push(rect({ x: column.x + PAD, y: y + PAD, w: 40, h: 5 }, c.accent, { radius: 2.5 }));
    const inner = { x: column.x + PAD, w: w - PAD * 2 };
    const heading = addText(
      builder,
      `fields.${column.side}Heading`,
      column.heading,
      { ...inner, y: y + PAD + 20, h: 84 },
      headingStyle(c.text, c.surface, 30, 20, { maxLines: 2 }),
    );
    const bodyTop = heading ? textBottom(heading) + 16 : y + PAD + 20;
    addText(
      builder,
      `fields.${column.side}Body`,
      column.text,
      { ...inner, y: bodyTop, h: CONTENT_BOTTOM - PAD - bodyTop },
      bodyStyle(c.text, c.surface, 28, 15, { bullets: true, lineHeight: 1.4 }),
    );
  }
  return titleNode;
};
