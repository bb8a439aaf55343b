import type { SlideTheme } from "@pds/contracts";
import type PptxGenJS from "pptxgenjs";
import type { GroupNode, TableData, TextNode } from "../../slides/index.ts";
import { boxOf, hex, inch, points, type PptxSlide } from "./pptx-layout";

/**
 * A native, editable PowerPoint table where the scene drew a comparison: the header row, then one row per
 * criterion, the "us" column highlighted as on the slide, in the theme's fonts and colours. Column widths,
 * row heights and font sizes are read from the drawing, so the table covers the same area.
 */
export function addTable(page: PptxSlide, group: GroupNode, table: TableData, theme: SlideTheme): void {
  const c = theme.colors;
  const columns = table.header.length;
  const rows = table.rows.length;
  const us = table.highlight.indexOf(true);
  // The highlighted column's two rects (body tint, then the header) give its width and the header height.
  const [tint, header] = group.children.filter((child) => child.kind === "rect");
  const colW = us > 0 && tint ? tint.w : group.w / columns;
  const firstW = group.w - colW * (columns - 1);
  const headerH = header ? header.h : group.h / (rows + 1);
  const rowH = (group.h - headerH) / Math.max(1, rows);
  const texts = group.children.filter((child): child is TextNode => child.kind === "text");
  const inHeader = (node: TextNode) => node.y < group.y + headerH;
  const size = (nodes: TextNode[], fallback: number) =>
    nodes.length > 0 ? Math.min(...nodes.map((node) => node.size)) : fallback;
  const headerSize = points(size(texts.filter(inHeader), 20));
  const bodySize = points(
    size(
      texts.filter((node) => !inHeader(node)),
      18,
    ),
  );

  const cell = (text: string, column: number, isHeader: boolean): PptxGenJS.TableCell => {
    const highlighted = table.highlight[column] ?? false;
    const fill = isHeader && highlighted ? c.accent : highlighted && tint ? tint.fill : c.background;
    return {
      text,
      options: {
        fill: { color: hex(fill) },
        color: hex(isHeader && highlighted ? c.onAccent : column === 0 || isHeader ? c.text : c.muted),
        bold: isHeader || column === 0,
        fontFace: isHeader ? theme.heading.family : theme.body.family,
        fontSize: isHeader ? headerSize : bodySize,
        align: column === 0 ? "left" : "center",
        valign: "middle",
        border: [{ type: "none" }, { type: "none" }, { pt: 1, color: hex(c.border) }, { type: "none" }],
      },
    };
  };
  page.addTable(
    [
      table.header.map((text, column) => cell(text, column, true)),
      ...table.rows.map((row) => row.map((text, column) => cell(text, column, false))),
    ],
    {
      ...boxOf(group),
      colW: [inch(firstW), ...Array.from({ length: columns - 1 }, () => inch(colW))],
      rowH: [inch(headerH), ...Array.from({ length: rows }, () => inch(rowH))],
      margin: 0.08,
    },
  );
}
