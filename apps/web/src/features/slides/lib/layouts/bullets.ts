import { addText } from "../scene-builder";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_W,
  MARGIN,
  standardTitle,
  type LayoutPainter,
} from "./frame";

/** Title and the founder's text as bullets, large when there are few. */
export const bulletsLayout: LayoutPainter<"bullets"> = (builder, { title, content }) => {
  const c = builder.theme.colors;
  const titleNode = standardTitle(builder, title);
  const box = { x: MARGIN, y: CONTENT_TOP + 8, w: CONTENT_W - 80, h: CONTENT_BOTTOM - CONTENT_TOP - 8 };
  addText(
    builder,
    "content",
    content,
    box,
    bodyStyle(c.text, c.background, 36, 18, { bullets: true, lineHeight: 1.45 }),
  );
  return titleNode;
};
