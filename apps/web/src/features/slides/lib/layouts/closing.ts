import { addText, rect, textBottom, textNode } from "../scene-builder";
import { bodyStyle, headingStyle, keepTitle, type LayoutPainter } from "./frame";

const CONTACTS = ["name", "email", "website", "phone"] as const;

/** The closing headline centred, a subline, then how to reach the founder, one contact per line. */
export const closingLayout: LayoutPainter<"closing"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = keepTitle(
    builder,
    textNode(
      builder,
      "title",
      title,
      { x: 120, y: 120, w: 1040, h: 180 },
      headingStyle(c.text, c.background, 72, 40, { align: "center", valign: "bottom", maxLines: 2 }),
    ),
  );
  builder.nodes.push(rect({ x: 600, y: 328, w: 80, h: 8 }, c.accent, { radius: 4 }));
  const subline = addText(
    builder,
    "fields.subline",
    body.fields.subline,
    { x: 200, y: 360, w: 880, h: 84 },
    bodyStyle(c.muted, c.background, 28, 18, { align: "center", maxLines: 2 }),
  );
  let y = subline ? textBottom(subline) + 40 : 400;
  for (const key of CONTACTS) {
    const isName = key === "name";
    const node = addText(
      builder,
      `fields.${key}`,
      body.fields[key],
      { x: 240, y, w: 800, h: 40 },
      bodyStyle(isName ? c.text : c.muted, c.background, isName ? 28 : 24, 16, {
        align: "center",
        weight: isName ? 700 : 400,
        maxLines: 1,
      }),
    );
    if (node) y = textBottom(node) + 8;
  }
  return titleNode;
};
