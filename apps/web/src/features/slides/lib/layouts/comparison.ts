import type { ComparisonCell } from "@pds/contracts";
import { addText, mix, rect, type SceneBuilder } from "../scene-builder";
import type { GroupNode } from "../scene";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_W,
  MARGIN,
  standardTitle,
  type LayoutPainter,
} from "./frame";

const HEADER_H = 72;
const PAD = 20;

const cellText = (cell: ComparisonCell | undefined) =>
  cell === true ? "✓" : cell === false ? "✗" : (cell ?? "");

/** A check in a soft positive disc, or a cross in a soft negative one, drawn as strokes (no font needs the glyphs). */
function drawMark(
  builder: SceneBuilder,
  group: GroupNode,
  yes: boolean,
  cx: number,
  cy: number,
  under: string,
) {
  const c = builder.theme.colors;
  const color = yes ? c.positive : c.negative;
  group.children.push(
    rect({ x: cx - 18, y: cy - 18, w: 36, h: 36 }, mix(under, color, 0.16), { radius: 18 }),
  );
  const stroke = (x1: number, y1: number, x2: number, y2: number) =>
    group.children.push({ kind: "line", x1, y1, x2, y2, stroke: color, width: 4 });
  if (yes) {
    stroke(cx - 9, cy + 1, cx - 3, cy + 7);
    stroke(cx - 3, cy + 7, cx + 9, cy - 7);
  } else {
    stroke(cx - 7, cy - 7, cx + 7, cy + 7);
    stroke(cx - 7, cy + 7, cx + 7, cy - 7);
  }
}

/** A comparison table: criteria down the side, "us" first and highlighted, checks and crosses drawn as marks. */
export const comparisonLayout: LayoutPainter<"comparison"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = standardTitle(builder, title);
  const { columns, rows } = body.fields;
  const criterionW = columns.length <= 3 ? 340 : 280;
  const colW = (CONTENT_W - criterionW) / columns.length;
  const rowH = Math.min(80, (CONTENT_BOTTOM - CONTENT_TOP - HEADER_H) / rows.length);
  const tableH = HEADER_H + rowH * rows.length;
  const tint = mix(c.background, c.accent, builder.theme.dark ? 0.14 : 0.08);
  const colX = (i: number) => MARGIN + criterionW + i * colW;
  const group: GroupNode = {
    kind: "group",
    role: "table",
    x: MARGIN,
    y: CONTENT_TOP,
    w: CONTENT_W,
    h: tableH,
    table: {
      header: ["", ...columns],
      rows: rows.map((row) => [row.criterion, ...columns.map((_, i) => cellText(row.cells[i]))]),
      highlight: [false, ...columns.map((_, i) => i === 0)],
    },
    children: [],
  };
  builder.nodes.push(group);
  group.children.push(rect({ x: colX(0), y: CONTENT_TOP, w: colW, h: tableH }, tint, { radius: 14 }));
  group.children.push(rect({ x: colX(0), y: CONTENT_TOP, w: colW, h: HEADER_H }, c.accent, { radius: 14 }));
  columns.forEach((column, i) => {
    const us = i === 0;
    const under = us ? c.accent : c.background;
    addText(
      builder,
      `fields.columns.${i}`,
      column,
      { x: colX(i) + PAD / 2, y: CONTENT_TOP, w: colW - PAD, h: HEADER_H },
      bodyStyle(us ? c.onAccent : c.text, under, 24, 14, {
        weight: 700,
        align: "center",
        valign: "middle",
        maxLines: 2,
        lineHeight: 1.15,
      }),
      group.children,
    );
  });
  rows.forEach((row, r) => {
    const y = CONTENT_TOP + HEADER_H + r * rowH;
    group.children.push({
      kind: "line",
      x1: MARGIN,
      y1: y,
      x2: MARGIN + CONTENT_W,
      y2: y,
      stroke: c.border,
      width: 1,
    });
    addText(
      builder,
      `fields.rows.${r}.criterion`,
      row.criterion,
      { x: MARGIN, y, w: criterionW - PAD, h: rowH },
      bodyStyle(c.text, c.background, 24, 14, {
        weight: 700,
        valign: "middle",
        maxLines: 2,
        lineHeight: 1.2,
      }),
      group.children,
    );
    columns.forEach((_, i) => {
      const cell = row.cells[i];
      const under = i === 0 ? tint : c.background;
      if (typeof cell === "boolean") drawMark(builder, group, cell, colX(i) + colW / 2, y + rowH / 2, under);
      else if (cell !== undefined)
        addText(
          builder,
          `fields.rows.${r}.cells.${i}`,
          cell,
          { x: colX(i) + PAD / 2, y, w: colW - PAD, h: rowH },
          bodyStyle(c.text, under, 22, 13, {
            align: "center",
            valign: "middle",
            maxLines: 2,
            lineHeight: 1.2,
          }),
          group.children,
        );
    });
  });
  return titleNode;
};
