import { addText, rect } from "../scene-builder";
import { bodyStyle, headingStyle, kickerTitle, type LayoutPainter } from "./frame";

/** One big line in the middle of the page with a subline under it; the title is a small label on top. */
export const statementLayout: LayoutPainter<"statement"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = kickerTitle(builder, title);
  const statement = addText(
    builder,
    "fields.statement",
    body.fields.statement,
    { x: 140, y: 150, w: 1000, h: 300 },
    headingStyle(c.text, c.background, 64, 34, { align: "center", valign: "bottom", lineHeight: 1.15 }),
  );
  const top = statement ? statement.y : 300;
  builder.nodes.push(rect({ x: 600, y: top - 36, w: 80, h: 8 }, c.accent, { radius: 4 }));
  addText(
    builder,
    "fields.subline",
    body.fields.subline,
    { x: 200, y: 484, w: 880, h: 150 },
    bodyStyle(c.muted, c.background, 28, 18, { align: "center" }),
  );
  return titleNode;
};
