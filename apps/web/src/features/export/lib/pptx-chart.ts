import type { SlideTheme } from "@pds/contracts";
import type { ChartData, GroupNode, SceneNode } from "../../slides/index.ts";
import { boxOf, hex, type PptxSlide } from "./pptx-layout";

/** Inset of a doughnut inside its card, in px. */
const CARD_PAD = 24;

/**
 * A native, editable PowerPoint chart where the scene drew one: the founder's data in the chart's own
 * sheet, in the theme's colours and body font. A bar or line chart fills the area its drawing used
 * (axis, value and category labels included); a doughnut of shares sits inside its card with a legend.
 */
export function addChart(page: PptxSlide, group: GroupNode, chart: ChartData, theme: SlideTheme): void {
  const c = theme.colors;
  const font = theme.body.family;
  const common = {
    chartColors: chart.colors.map(hex),
    dataLabelColor: hex(c.text),
    dataLabelFontFace: font,
    dataLabelFontSize: 12,
    legendFontFace: font,
    legendColor: hex(c.text),
    legendFontSize: 12,
  };
  const data = [{ name: chart.seriesName || "Series", labels: chart.labels, values: chart.values }];
  if (chart.kind === "doughnut") {
    const inner = {
      x: group.x + CARD_PAD,
      y: group.y + CARD_PAD,
      w: group.w - CARD_PAD * 2,
      h: group.h - CARD_PAD * 2,
    };
    page.addChart("doughnut", data, {
      ...boxOf(inner),
      ...common,
      chartColors: chart.colors.map(hex),
      holeSize: 55,
      showPercent: true,
      showLegend: true,
      legendPos: "r",
      showTitle: true,
      title: chart.seriesName,
      titleColor: hex(c.text),
      titleFontFace: theme.heading.family,
      titleFontSize: 14,
    });
    return;
  }
  page.addChart(chart.kind, data, {
    ...boxOf(bounds(group)),
    ...common,
    barDir: "col",
    barGapWidthPct: 60,
    showValue: true,
    dataLabelPosition: chart.kind === "bar" ? "outEnd" : "t",
    showLegend: false,
    catAxisLabelColor: hex(c.muted),
    catAxisLabelFontFace: font,
    catAxisLabelFontSize: 12,
    valAxisLabelColor: hex(c.muted),
    valAxisLabelFontFace: font,
    valAxisLabelFontSize: 11,
    valGridLine: { color: hex(c.border), size: 1 },
    catGridLine: { style: "none" },
    lineSize: 3,
    lineDataSymbol: "circle",
    lineDataSymbolSize: 8,
  });
}

/** The area a drawn chart covers: its plot and every label around it. */
function bounds(group: GroupNode) {
  const boxes = [group, ...group.children.flatMap(childBox)];
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.w));
  const bottom = Math.max(...boxes.map((box) => box.y + box.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

function childBox(node: SceneNode) {
  if (node.kind === "line") {
    return [
      {
        x: Math.min(node.x1, node.x2),
        y: Math.min(node.y1, node.y2),
        w: Math.abs(node.x2 - node.x1),
        h: Math.abs(node.y2 - node.y1),
      },
    ];
  }
  return [{ x: node.x, y: node.y, w: node.w, h: node.h }];
}
