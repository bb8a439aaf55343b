import { addText, rect, sharedSize } from "../scene-builder";
import { bodyStyle, CONTENT_W, headingStyle, MARGIN, standardTitle, type LayoutPainter } from "./frame";

const LINE_Y = 372;

/** Milestones along a line: what is done on a solid accent line with filled dots, what is next dashed with open dots. */
export const timelineLayout: LayoutPainter<"timeline"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = standardTitle(builder, title);
  const milestones = body.fields.milestones;
  const colW = CONTENT_W / milestones.length;
  const centers = milestones.map((_, i) => MARGIN + colW * (i + 0.5));
  const lastDone = milestones.findLastIndex((m) => m.done);
  const first = centers[0]!;
  const last = centers.at(-1)!;
  const doneEnd = lastDone >= 0 ? centers[lastDone]! : first;
  const edgeLeft = milestones.length > 1 ? first : MARGIN;
  const edgeRight = milestones.length > 1 ? last : MARGIN + CONTENT_W;
  if (doneEnd > edgeLeft)
    builder.nodes.push({
      kind: "line",
      x1: edgeLeft,
      y1: LINE_Y,
      x2: doneEnd,
      y2: LINE_Y,
      stroke: c.accent,
      width: 4,
    });
  if (edgeRight > doneEnd)
    builder.nodes.push({
      kind: "line",
      x1: Math.max(doneEnd, edgeLeft),
      y1: LINE_Y,
      x2: edgeRight,
      y2: LINE_Y,
      stroke: c.border,
      width: 4,
      dash: [10, 8],
    });
  const whenStyle = headingStyle(c.text, c.background, 30, 16, {
    align: "center",
    maxLines: 1,
    valign: "bottom",
  });
  const whenBox = { x: 0, y: 0, w: colW - 20, h: 56 };
  const whenSize = sharedSize(
    builder,
    milestones.map((m) => ({ text: m.when, box: whenBox })),
    whenStyle,
  );
  milestones.forEach((milestone, i) => {
    const cx = centers[i]!;
    const path = `fields.milestones.${i}`;
    const r = 13;
    builder.nodes.push(
      milestone.done
        ? rect({ x: cx - r, y: LINE_Y - r, w: r * 2, h: r * 2 }, c.accent, { radius: r })
        : rect({ x: cx - r, y: LINE_Y - r, w: r * 2, h: r * 2 }, c.background, {
            radius: r,
            stroke: c.accent,
            strokeWidth: 4,
          }),
    );
    const inner = { x: cx - colW / 2 + 10, w: colW - 20 };
    const center = { align: "center" as const };
    addText(
      builder,
      `${path}.when`,
      milestone.when,
      { ...inner, y: LINE_Y - 84, h: 56 },
      { ...whenStyle, max: whenSize, color: milestone.done ? c.accent : c.text },
    );
    addText(
      builder,
      `${path}.title`,
      milestone.title,
      { ...inner, y: LINE_Y + 36, h: 64 },
      bodyStyle(c.text, c.background, 24, 15, { ...center, weight: 700, maxLines: 2, lineHeight: 1.2 }),
    );
    addText(
      builder,
      `${path}.detail`,
      milestone.detail,
      { ...inner, y: LINE_Y + 108, h: 200 },
      bodyStyle(c.muted, c.background, 19, 13, { ...center, lineHeight: 1.35 }),
    );
  });
  return titleNode;
};
