import { addText, rect, textBottom, type SceneBuilder } from "../scene-builder";
import type { GroupNode } from "../scene";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  headingStyle,
  MARGIN,
  standardTitle,
  type LayoutInput,
  type LayoutPainter,
} from "./frame";

const LEFT_W = 540;
const CARD = { x: 680, y: CONTENT_TOP, w: 520, h: CONTENT_BOTTOM - CONTENT_TOP };
const PAD = 36;

/** Use of funds as bars with percents in a card; the group keeps the shares for a native PPTX doughnut. */
function drawUseOfFunds(builder: SceneBuilder, shares: LayoutInput<"ask">["body"]["fields"]["useOfFunds"]) {
  const c = builder.theme.colors;
  const colors = shares.map((_, i) => c.chart[i % c.chart.length]!);
  const group: GroupNode = {
    kind: "group",
    role: "chart",
    ...CARD,
    chart: {
      kind: "doughnut",
      seriesName: "Use of funds",
      labels: shares.map((s) => s.label),
      values: shares.map((s) => s.percent),
      colors,
    },
    children: [rect(CARD, c.surface, { radius: 20 })],
  };
  builder.nodes.push(group);
  addText(
    builder,
    "fields.useOfFunds",
    "Use of funds",
    { x: CARD.x + PAD, y: CARD.y + PAD - 6, w: CARD.w - PAD * 2, h: 30 },
    bodyStyle(c.muted, c.surface, 20, 16, { weight: 700, maxLines: 1, lineHeight: 1.3 }),
    group.children,
  );
  const top = CARD.y + PAD + 44;
  const rowH = Math.min(66, (CARD.y + CARD.h - PAD - top) / shares.length);
  const inner = CARD.w - PAD * 2;
  shares.forEach((share, i) => {
    const y = top + i * rowH;
    const path = `fields.useOfFunds.${i}`;
    const style = bodyStyle(c.text, c.surface, 20, 13, { maxLines: 1, lineHeight: 1.3 });
    addText(
      builder,
      `${path}.label`,
      share.label,
      { x: CARD.x + PAD, y, w: inner - 90, h: 28 },
      style,
      group.children,
    );
    addText(
      builder,
      `${path}.percent`,
      `${share.percent}%`,
      { x: CARD.x + CARD.w - PAD - 80, y, w: 80, h: 28 },
      { ...style, weight: 700, align: "right" },
      group.children,
    );
    group.children.push(rect({ x: CARD.x + PAD, y: y + 34, w: inner, h: 10 }, c.border, { radius: 5 }));
    group.children.push(
      rect(
        { x: CARD.x + PAD, y: y + 34, w: Math.max(10, (inner * share.percent) / 100), h: 10 },
        colors[i]!,
        { radius: 5 },
      ),
    );
  });
}

/** The round and the amount huge on the left with the milestones it buys; where the money goes on the right. */
export const askLayout: LayoutPainter<"ask"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const { amount, round, useOfFunds: shares, milestones } = body.fields;
  const titleNode = standardTitle(builder, title);
  const width = shares.length > 0 ? LEFT_W : 1120;
  const roundNode = addText(
    builder,
    "fields.round",
    round,
    { x: MARGIN, y: CONTENT_TOP + 4, w: width, h: 34 },
    bodyStyle(c.accent, c.background, 24, 16, { weight: 700, maxLines: 1, lineHeight: 1.3 }),
  );
  const amountTop = roundNode ? textBottom(roundNode) + 4 : CONTENT_TOP;
  const amountNode = addText(
    builder,
    "fields.amount",
    amount,
    { x: MARGIN, y: amountTop, w: width, h: 140 },
    headingStyle(c.text, c.background, 120, 56, { maxLines: 1, lineHeight: 1.1 }),
  );
  const milestonesTop = (amountNode ? textBottom(amountNode) : amountTop) + 28;
  if (milestones.trim()) {
    builder.nodes.push(rect({ x: MARGIN, y: milestonesTop, w: 48, h: 4 }, c.accent, { radius: 2 }));
    addText(
      builder,
      "fields.milestones",
      milestones,
      { x: MARGIN, y: milestonesTop + 20, w: width, h: CONTENT_BOTTOM - milestonesTop - 20 },
      bodyStyle(c.text, c.background, 24, 14, { bullets: true, lineHeight: 1.4 }),
    );
  }
  if (shares.length > 0) drawUseOfFunds(builder, shares);
  return titleNode;
};
