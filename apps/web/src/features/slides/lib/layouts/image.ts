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

const CAPTION_H = 56;

/** The picture as large as the page allows (contained, never cropped), the caption centred under it. */
export const imageLayout: LayoutPainter<"image"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const { imageId, caption } = body.fields;
  const titleNode = standardTitle(builder, title);
  const hasCaption = caption.trim().length > 0;
  builder.nodes.push({
    kind: "image",
    x: MARGIN,
    y: CONTENT_TOP,
    w: CONTENT_W,
    h: CONTENT_BOTTOM - CONTENT_TOP - (hasCaption ? CAPTION_H + 16 : 0),
    imageId,
    field: "fields.imageId",
    fit: "contain",
    radius: 12,
    frame: { fill: c.surface, text: c.muted },
  });
  addText(
    builder,
    "fields.caption",
    caption,
    { x: MARGIN, y: CONTENT_BOTTOM - CAPTION_H, w: CONTENT_W, h: CAPTION_H },
    bodyStyle(c.muted, c.background, 22, 15, { align: "center", maxLines: 2, lineHeight: 1.25 }),
  );
  return titleNode;
};
