import { addText, rect, textBottom } from "../scene-builder";
import { bodyStyle, headingStyle, kickerTitle, type LayoutPainter } from "./frame";

const LEFT = 200;
const WIDTH = 920;

/** A big accent quotation mark, the quote in italics, then who said it. */
export const quoteLayout: LayoutPainter<"quote"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const { quote, author, role } = body.fields;
  const titleNode = kickerTitle(builder, title);
  if (quote.trim())
    addText(
      builder,
      "fields.quote",
      "“",
      { x: 96, y: 130, w: 100, h: 150 },
      headingStyle(c.accent, c.background, 180, 180, { lineHeight: 1 }),
    );
  const quoteNode = addText(
    builder,
    "fields.quote",
    quote,
    { x: LEFT, y: 150, w: WIDTH, h: 330 },
    bodyStyle(c.text, c.background, 42, 24, { italic: true, lineHeight: 1.35 }),
  );
  const top = Math.max(quoteNode ? textBottom(quoteNode) + 40 : 200, 380);
  if (author.trim() || role.trim())
    builder.nodes.push(rect({ x: LEFT, y: top, w: 48, h: 4 }, c.accent, { radius: 2 }));
  const authorNode = addText(
    builder,
    "fields.author",
    author,
    { x: LEFT, y: top + 24, w: WIDTH, h: 40 },
    bodyStyle(c.text, c.background, 28, 18, { weight: 700, maxLines: 1 }),
  );
  const roleTop = authorNode ? textBottom(authorNode) + 4 : top + 24;
  addText(
    builder,
    "fields.role",
    role,
    { x: LEFT, y: roleTop, w: WIDTH, h: 36 },
    bodyStyle(c.muted, c.background, 24, 16, { maxLines: 1 }),
  );
  return titleNode;
};
