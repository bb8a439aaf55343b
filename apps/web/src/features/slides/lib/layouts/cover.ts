import { addText, rect, textNode } from "../scene-builder";
import { bodyStyle, headingStyle, keepTitle, MARGIN, type LayoutPainter } from "./frame";

const TEXT_W = 760;

/** Company name huge on the left, tagline under it, presenter and date at the foot; a quiet panel on the right. */
export const coverLayout: LayoutPainter<"cover"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const { tagline, logoImageId, presenter, date } = body.fields;
  builder.nodes.push({
    kind: "group",
    role: "decoration",
    x: 920,
    y: 0,
    w: 360,
    h: 720,
    children: [
      rect({ x: 920, y: 0, w: 360, h: 720 }, c.surface),
      rect({ x: 1000, y: 112, w: 200, h: 200 }, c.accent, { radius: 100 }),
      rect({ x: 1080, y: 376, w: 120, h: 120 }, c.chart[1], { radius: 60 }),
      rect({ x: 1000, y: 560, w: 72, h: 72 }, c.chart[2], { radius: 36 }),
    ],
  });
  if (logoImageId) {
    builder.nodes.push({
      kind: "image",
      x: MARGIN,
      y: 72,
      w: 220,
      h: 80,
      imageId: logoImageId,
      field: "fields.logoImageId",
      fit: "contain",
      frame: { fill: c.surface, text: c.muted },
    });
  }
  const titleNode = keepTitle(
    builder,
    textNode(
      builder,
      "title",
      title,
      { x: MARGIN, y: 200, w: TEXT_W, h: 224 },
      headingStyle(c.text, c.background, 88, 44, { lineHeight: 1.05, valign: "bottom", maxLines: 2 }),
    ),
  );
  builder.nodes.push(
    rect({ x: MARGIN, y: Math.min(titleNode.y, 424) - 32, w: 80, h: 8 }, c.accent, { radius: 4 }),
  );
  addText(
    builder,
    "fields.tagline",
    tagline,
    { x: MARGIN, y: 448, w: TEXT_W, h: 120 },
    bodyStyle(c.muted, c.background, 30, 20, { maxLines: 3 }),
  );
  if (presenter.trim() || date.trim()) {
    builder.nodes.push({
      kind: "line",
      x1: MARGIN,
      y1: 604,
      x2: MARGIN + TEXT_W,
      y2: 604,
      stroke: c.border,
      width: 1,
    });
  }
  addText(
    builder,
    "fields.presenter",
    presenter,
    { x: MARGIN, y: 624, w: 480, h: 36 },
    bodyStyle(c.text, c.background, 22, 15, { weight: 700, maxLines: 1 }),
  );
  addText(
    builder,
    "fields.date",
    date,
    { x: 580, y: 624, w: 260, h: 36 },
    bodyStyle(c.muted, c.background, 22, 15, { align: "right", maxLines: 1 }),
  );
  return titleNode;
};
