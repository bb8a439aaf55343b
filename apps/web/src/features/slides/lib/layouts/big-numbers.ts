import { addText, rect, sharedSize, textBottom } from "../scene-builder";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_W,
  headingStyle,
  MARGIN,
  standardTitle,
  type LayoutPainter,
} from "./frame";

const GAP = 32;
const PAD = 40;

/** One card per metric: the value huge in the accent colour, its label, and its source small at the foot. */
export const bigNumbersLayout: LayoutPainter<"bigNumbers"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = standardTitle(builder, title);
  const metrics = body.fields.metrics;
  const w = (CONTENT_W - GAP * (metrics.length - 1)) / metrics.length;
  const y = CONTENT_TOP + 12;
  const h = CONTENT_BOTTOM - y;
  const valueH = (metrics.length === 1 ? 140 : metrics.length === 2 ? 120 : 104) * 1.12;
  const valueBox = { x: 0, y: 0, w: w - PAD * 2, h: valueH };
  const valueStyle = headingStyle(c.accent, c.surface, valueH / 1.12, 40, { maxLines: 1 });
  const valueSize = sharedSize(
    builder,
    metrics.map((m) => ({ text: m.value, box: valueBox })),
    valueStyle,
  );
  metrics.forEach((metric, i) => {
    const x = MARGIN + i * (w + GAP);
    const inner = { x: x + PAD, w: w - PAD * 2 };
    const path = `fields.metrics.${i}`;
    builder.nodes.push(rect({ x, y, w, h }, c.surface, { radius: 20 }));
    builder.nodes.push(rect({ x, y, w: 8, h }, c.accent, { radius: 4 }));
    const value = addText(
      builder,
      `${path}.value`,
      metric.value,
      { ...inner, y: y + PAD, h: valueH },
      { ...valueStyle, max: valueSize },
    );
    const labelTop = value ? textBottom(value) + 20 : y + PAD;
    addText(
      builder,
      `${path}.label`,
      metric.label,
      { ...inner, y: labelTop, h: y + h - 96 - labelTop },
      bodyStyle(c.text, c.surface, 28, 16),
    );
    addText(
      builder,
      `${path}.source`,
      metric.source,
      { ...inner, y: y + h - PAD - 44, h: 44 },
      bodyStyle(c.muted, c.surface, 16, 12, { lineHeight: 1.3, maxLines: 2, valign: "bottom" }),
    );
  });
  return titleNode;
};
