import { slideThemes, slideBodySchema, type SlideBody } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { layoutSlide } from "./layout-slide";
import type { SceneNode, TextNode } from "./scene";
import { allNodes, textNodes } from "./scene-nodes";

/** Text of exactly `n` characters made of real words, the longest a field accepts. */
const words = (n: number) =>
  "Clinics recover lost revenue with automated reminders and booking ".repeat(40).slice(0, n).trim();
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

/** Every layout filled to its limits: the most items, every text at its maximum length. */
const fullest: SlideBody[] = [
  {
    layout: "cover",
    fields: { tagline: words(160), logoImageId: "img_logo", presenter: words(80), date: words(40) },
  },
  { layout: "statement", fields: { statement: words(160), subline: words(400) } },
  { layout: "bullets", fields: {} },
  {
    layout: "twoColumns",
    fields: {
      leftHeading: words(40),
      leftBody: words(1200),
      rightHeading: words(40),
      rightBody: words(1200),
    },
  },
  {
    layout: "bigNumbers",
    fields: {
      metrics: many(3, () => ({ value: "$1,234,567,890,123,456.7", label: words(80), source: words(160) })),
    },
  },
  {
    layout: "chart",
    fields: {
      kind: "line",
      seriesName: words(40),
      unit: "patients/mo",
      points: many(12, (i) => ({ label: words(24), value: (i - 4) * 123457 })),
      caption: words(160),
    },
  },
  {
    layout: "chart",
    fields: { kind: "bar", seriesName: "", unit: "", points: [{ label: "Q1", value: 0 }], caption: "" },
  },
  {
    layout: "comparison",
    fields: {
      columns: many(5, () => words(40)),
      rows: many(6, (r) => ({
        criterion: words(40),
        cells: many(5, (i) => (r % 2 ? words(40) : i % 2 === 0)),
      })),
    },
  },
  {
    layout: "positioning",
    fields: {
      xAxis: { low: words(40), high: words(40) },
      yAxis: { low: words(40), high: words(40) },
      items: many(8, (i) => ({ name: words(40), x: (i % 4) / 3, y: Math.floor(i / 4), isUs: i === 0 })),
    },
  },
  {
    layout: "team",
    fields: {
      members: many(6, () => ({
        name: words(80),
        role: words(80),
        background: words(160),
        photoImageId: null,
      })),
    },
  },
  {
    layout: "team",
    fields: { members: [{ name: "Maya Chen", role: "", background: "", photoImageId: "img_1" }] },
  },
  {
    layout: "timeline",
    fields: {
      milestones: many(6, (i) => ({ when: words(24), title: words(80), detail: words(160), done: i < 3 })),
    },
  },
  { layout: "timeline", fields: { milestones: [{ when: "Q1", title: "Launch", detail: "", done: false }] } },
  {
    layout: "ask",
    fields: {
      amount: "$123,456,789,012,345,678",
      round: words(40),
      useOfFunds: many(6, () => ({ label: words(80), percent: 16.5 })),
      milestones: words(400),
    },
  },
  { layout: "ask", fields: { amount: "$2.5M", round: "", useOfFunds: [], milestones: "" } },
  { layout: "quote", fields: { quote: words(400), author: words(80), role: words(80) } },
  { layout: "image", fields: { imageId: null, caption: words(160) } },
  {
    layout: "closing",
    fields: { subline: words(160), name: words(80), email: words(80), website: words(80), phone: words(40) },
  },
];

const box = (node: SceneNode) =>
  node.kind === "line"
    ? {
        x: Math.min(node.x1, node.x2),
        y: Math.min(node.y1, node.y2),
        w: Math.abs(node.x2 - node.x1),
        h: Math.abs(node.y2 - node.y1),
      }
    : node;
const overlaps = (a: TextNode, b: TextNode) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

describe("layouts at their limits", () => {
  it("uses bodies the contracts accept", () => {
    for (const body of fullest) expect(slideBodySchema.safeParse(body).success, body.layout).toBe(true);
  });

  for (const theme of [slideThemes.slate, slideThemes.paper, slideThemes.coral]) {
    fullest.forEach((body, n) => {
      it(`${theme.id} / ${body.layout} #${n}: stays on the page, text boxes apart, overflow reported per field`, () => {
        const scene = layoutSlide(
          { title: words(120), content: many(12, () => words(100)).join("\n"), body },
          theme,
        );
        for (const node of allNodes(scene)) {
          const b = box(node);
          expect(
            b.x >= 0 && b.y >= 0 && b.x + b.w <= 1280 && b.y + b.h <= 720,
            `${node.kind} ${JSON.stringify(b)}`,
          ).toBe(true);
        }
        const texts = textNodes(scene);
        for (const [i, a] of texts.entries()) {
          expect(a.lines.length * a.lineHeight).toBeLessThanOrEqual(a.h + 0.5);
          for (const line of a.lines)
            expect(line.width, a.field).toBeLessThanOrEqual(a.w - (a.bullet?.indent ?? 0) + 0.01);
          for (const other of texts.slice(i + 1))
            expect(overlaps(a, other), `${a.field} overlaps ${other.field}`).toBe(false);
        }
        expect(new Set(scene.overflow)).toEqual(new Set(texts.filter((t) => t.overflow).map((t) => t.field)));
      });
    });
  }
});
