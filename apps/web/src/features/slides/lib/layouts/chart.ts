import { addText, rect, textNode, type SceneBuilder } from "../scene-builder";
import type { GroupNode } from "../scene";
import { formatValue, scaleTicks, valueScale } from "./chart-scale";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_W,
  MARGIN,
  standardTitle,
  type LayoutPainter,
} from "./frame";

const AXIS_W = 80;
const LABEL_H = 34;
const VALUE_H = 30;

interface Plot {
  x: number;
  y: number;
  w: number;
  h: number;
}

function drawAxis(
  builder: SceneBuilder,
  group: GroupNode,
  plot: Plot,
  ticks: number[],
  unit: string,
  toY: (v: number) => number,
) {
  const c = builder.theme.colors;
  for (const tick of ticks) {
    const y = toY(tick);
    group.children.push({
      kind: "line",
      x1: plot.x,
      y1: y,
      x2: plot.x + plot.w,
      y2: y,
      stroke: tick === 0 ? c.muted : c.border,
      width: tick === 0 ? 2 : 1,
    });
    // Axis values are derived, not typed, so they never count as an overflowing field; a long unit
    // stays in the legend only, keeping them short.
    const label = textNode(
      builder,
      "fields.points",
      formatValue(tick, unit.trim().length <= 3 ? unit : ""),
      { x: MARGIN, y: y - 12, w: AXIS_W - 16, h: 24 },
      bodyStyle(c.muted, c.background, 16, 11, {
        align: "right",
        maxLines: 1,
        lineHeight: 1.4,
        valign: "middle",
      }),
    );
    group.children.push(label);
  }
}

/** A bar or line chart drawn as shapes (gridlines, value axis, value labels), with its data kept for a native PPTX chart. */
export const chartLayout: LayoutPainter<"chart"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const { kind, seriesName, unit, points, caption } = body.fields;
  const titleNode = standardTitle(builder, title);
  const legend = [seriesName.trim(), unit.trim() ? `(${unit.trim()})` : ""].filter(Boolean).join(" ");
  addText(
    builder,
    "fields.seriesName",
    legend,
    { x: MARGIN, y: CONTENT_TOP - 8, w: CONTENT_W, h: 30 },
    bodyStyle(c.muted, c.background, 18, 13, { weight: 700, maxLines: 1 }),
  );
  const hasCaption = caption.trim().length > 0;
  const bottom = hasCaption ? CONTENT_BOTTOM - 56 : CONTENT_BOTTOM;
  // The plot starts a value label's height under the legend, so the tallest bar's label stays clear of it.
  const top = CONTENT_TOP + 40 + VALUE_H + 8;
  const plot = { x: MARGIN + AXIS_W, y: top, w: CONTENT_W - AXIS_W, h: bottom - LABEL_H - 8 - top };
  const values = points.map((point) => point.value);
  const scale = valueScale(values);
  // Below zero, value labels hang under their points: keep room for them above the category labels.
  const span = plot.h - (scale.low < 0 ? VALUE_H + 8 : 0);
  const toY = (value: number) => plot.y + span - ((value - scale.low) / (scale.high - scale.low)) * span;
  const group: GroupNode = {
    kind: "group",
    role: "chart",
    ...plot,
    chart: { kind, seriesName, labels: points.map((p) => p.label), values, colors: [c.chart[0]] },
    children: [],
  };
  builder.nodes.push(group);
  drawAxis(builder, group, plot, scaleTicks(scale), unit, toY);
  const slot = plot.w / points.length;
  const barW = Math.min(104, slot * 0.62);
  const centers = points.map((_, i) => plot.x + slot * i + slot / 2);
  if (kind === "line") {
    for (let i = 1; i < points.length; i += 1) {
      group.children.push({
        kind: "line",
        x1: centers[i - 1]!,
        y1: toY(values[i - 1]!),
        x2: centers[i]!,
        y2: toY(values[i]!),
        stroke: c.chart[0],
        width: 4,
      });
    }
  }
  points.forEach((point, i) => {
    const cx = centers[i]!;
    const y = toY(point.value);
    const zero = toY(0);
    if (kind === "bar") {
      group.children.push(
        rect(
          { x: cx - barW / 2, y: Math.min(y, zero), w: barW, h: Math.max(1, Math.abs(zero - y)) },
          c.chart[0],
          { radius: 6 },
        ),
      );
    } else {
      group.children.push(
        rect({ x: cx - 8, y: y - 8, w: 16, h: 16 }, c.chart[0], {
          radius: 8,
          stroke: c.background,
          strokeWidth: 3,
        }),
      );
    }
    const labelY = point.value >= 0 ? y - VALUE_H - 6 : y + 6;
    addText(
      builder,
      `fields.points.${i}.value`,
      formatValue(point.value, unit),
      { x: cx - slot / 2 + 2, y: labelY, w: slot - 4, h: VALUE_H },
      bodyStyle(c.text, c.background, 20, 11, { weight: 700, align: "center", maxLines: 1, lineHeight: 1.3 }),
      group.children,
    );
    addText(
      builder,
      `fields.points.${i}.label`,
      point.label,
      { x: cx - slot / 2 + 2, y: plot.y + plot.h + 10, w: slot - 4, h: LABEL_H },
      bodyStyle(c.muted, c.background, 18, 11, { align: "center", maxLines: 1, lineHeight: 1.3 }),
      group.children,
    );
  });
  addText(
    builder,
    "fields.caption",
    caption,
    { x: MARGIN, y: CONTENT_BOTTOM - 44, w: CONTENT_W, h: 44 },
    bodyStyle(c.muted, c.background, 20, 14, { maxLines: 2, lineHeight: 1.1 }),
  );
  return titleNode;
};
