import { addText, rect } from "../scene-builder";
import type { GroupNode } from "../scene";
import { bodyStyle, MARGIN, standardTitle, type LayoutPainter } from "./frame";

const PLOT = { x: 300, y: 236, w: 680, h: 380 };
const INSET = 40;
const LABEL_W = 180;

/** A 2×2 map: axes crossing in the middle, their ends labelled, each company a dot with its name; "us" in the accent colour. */
export const positioningLayout: LayoutPainter<"positioning"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const { xAxis, yAxis, items } = body.fields;
  const titleNode = standardTitle(builder, title);
  const axisStyle = bodyStyle(c.muted, c.background, 20, 13, { weight: 700, maxLines: 2, lineHeight: 1.2 });
  const midX = PLOT.x + PLOT.w / 2;
  const midY = PLOT.y + PLOT.h / 2;
  const group: GroupNode = { kind: "group", role: "chart", ...PLOT, children: [] };
  builder.nodes.push(group);
  group.children.push(rect(PLOT, c.surface, { radius: 16 }));
  group.children.push({
    kind: "line",
    x1: PLOT.x + 16,
    y1: midY,
    x2: PLOT.x + PLOT.w - 16,
    y2: midY,
    stroke: c.border,
    width: 2,
  });
  group.children.push({
    kind: "line",
    x1: midX,
    y1: PLOT.y + 16,
    x2: midX,
    y2: PLOT.y + PLOT.h - 16,
    stroke: c.border,
    width: 2,
  });
  addText(
    builder,
    "fields.yAxis.high",
    yAxis.high,
    { x: midX - 200, y: PLOT.y - 34, w: 400, h: 28 },
    { ...axisStyle, align: "center", maxLines: 1 },
    group.children,
  );
  addText(
    builder,
    "fields.yAxis.low",
    yAxis.low,
    { x: midX - 200, y: PLOT.y + PLOT.h + 8, w: 400, h: 28 },
    { ...axisStyle, align: "center", maxLines: 1 },
    group.children,
  );
  addText(
    builder,
    "fields.xAxis.low",
    xAxis.low,
    { x: MARGIN, y: midY - 30, w: PLOT.x - MARGIN - 20, h: 60 },
    { ...axisStyle, align: "right", valign: "middle" },
    group.children,
  );
  addText(
    builder,
    "fields.xAxis.high",
    xAxis.high,
    { x: PLOT.x + PLOT.w + 20, y: midY - 30, w: PLOT.x - MARGIN - 20, h: 60 },
    { ...axisStyle, valign: "middle" },
    group.children,
  );
  items.forEach((item, i) => {
    const x = PLOT.x + INSET + item.x * (PLOT.w - INSET * 2);
    const y = PLOT.y + INSET + (1 - item.y) * (PLOT.h - INSET * 2);
    const r = item.isUs ? 14 : 10;
    group.children.push(
      rect({ x: x - r, y: y - r, w: r * 2, h: r * 2 }, item.isUs ? c.accent : c.muted, { radius: r }),
    );
    const right = x + r + 10 + LABEL_W <= PLOT.x + PLOT.w - 8;
    const box = { x: right ? x + r + 10 : x - r - 10 - LABEL_W, y: y - 15, w: LABEL_W, h: 30 };
    const style = bodyStyle(item.isUs ? c.accent : c.text, c.surface, item.isUs ? 22 : 20, 13, {
      weight: 700,
      maxLines: 1,
      lineHeight: 1.3,
      align: right ? "left" : "right",
    });
    addText(builder, `fields.items.${i}.name`, item.name, box, style, group.children);
  });
  return titleNode;
};
