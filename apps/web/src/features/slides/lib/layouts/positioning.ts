import { addText, rect, textNode, type Box } from "../scene-builder";
import type { GroupNode } from "../scene";
import { bodyStyle, MARGIN, standardTitle, type LayoutPainter } from "./frame";

const PLOT = { x: 300, y: 236, w: 680, h: 380 };
const INSET = 40;
const LABEL_W = 180;

const inside = (b: Box) =>
  b.x >= PLOT.x + 8 &&
  b.y >= PLOT.y + 8 &&
  b.x + b.w <= PLOT.x + PLOT.w - 8 &&
  b.y + b.h <= PLOT.y + PLOT.h - 8;
const clash = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);

/**
 * Where a dot's name goes: right of the dot, else left, under or over it, whichever first stays in the map
 * without touching another dot or name; when none is free, the one crossing the fewest.
 */
function labelBox(dot: Box, w: number, h: number, taken: readonly Box[]): Box {
  const cx = dot.x + dot.w / 2;
  const cy = dot.y + dot.h / 2;
  const clampX = (x: number) => Math.min(Math.max(x, PLOT.x + 8), PLOT.x + PLOT.w - 8 - w);
  const candidates: Box[] = [
    { x: dot.x + dot.w + 8, y: cy - h / 2, w, h },
    { x: dot.x - 8 - w, y: cy - h / 2, w, h },
    { x: clampX(cx - w / 2), y: dot.y + dot.h + 4, w, h },
    { x: clampX(cx - w / 2), y: dot.y - 4 - h, w, h },
  ].filter(inside);
  const clashes = (b: Box) => taken.filter((t) => clash(b, t)).length;
  const best = [...candidates].sort((a, b) => clashes(a) - clashes(b))[0];
  return (
    best ?? { x: Math.min(Math.max(cx - w / 2, PLOT.x + 8), PLOT.x + PLOT.w - 8 - w), y: cy - h / 2, w, h }
  );
}

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
  const dots = items.map((item) => {
    const r = item.isUs ? 14 : 10;
    const x = PLOT.x + INSET + item.x * (PLOT.w - INSET * 2);
    const y = PLOT.y + INSET + (1 - item.y) * (PLOT.h - INSET * 2);
    return { x: x - r, y: y - r, w: r * 2, h: r * 2 };
  });
  dots.forEach((dot, i) =>
    group.children.push(rect(dot, items[i]!.isUs ? c.accent : c.muted, { radius: dot.w / 2 })),
  );
  const taken: Box[] = [...dots];
  items.forEach((item, i) => {
    const style = bodyStyle(item.isUs ? c.accent : c.text, c.surface, item.isUs ? 22 : 20, 13, {
      weight: 700,
      maxLines: 1,
      lineHeight: 1.3,
    });
    const fitted = textNode(builder, "", item.name, { x: 0, y: 0, w: LABEL_W, h: 30 }, style);
    const width = Math.ceil(Math.max(0, ...fitted.lines.map((line) => line.width)));
    const box = labelBox(dots[i]!, width, fitted.h, taken);
    taken.push(box);
    addText(
      builder,
      `fields.items.${i}.name`,
      item.name,
      box,
      { ...style, max: fitted.size, align: box.x < dots[i]!.x ? "right" : "left" },
      group.children,
    );
  });
  return titleNode;
};
