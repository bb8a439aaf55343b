import { placeholder, slideThemes, type SlideBody } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { layoutSlide } from "./layout-slide";
import { sampleSlides } from "./sample-slides";
import type { GroupNode, Scene, TextNode } from "./scene";
import { allNodes, textNodes } from "./scene-nodes";

const themes = Object.values(slideThemes);
const sample = (layout: SlideBody["layout"]) => sampleSlides.find((s) => s.body.layout === layout)!;
const lineText = (node: TextNode) =>
  node.lines.map((line) => line.runs.map((r) => (r.kind === "text" ? r.text : `[${r.marker}]`)).join(""));
const bounds = (node: ReturnType<typeof allNodes>[number]) =>
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

describe("layoutSlide on the sample deck", () => {
  it("has one sample slide per layout", () => {
    expect(new Set(sampleSlides.map((s) => s.body.layout)).size).toBe(14);
  });

  for (const theme of themes) {
    for (const slide of sampleSlides) {
      it(`${theme.id} / ${slide.body.layout}: fits the page, no text box overlaps another, nothing overflows`, () => {
        const scene = layoutSlide(slide, theme);
        for (const node of allNodes(scene)) {
          const box = bounds(node);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w).toBeLessThanOrEqual(1280);
          expect(box.y + box.h).toBeLessThanOrEqual(720);
        }
        const texts = textNodes(scene);
        for (const [i, a] of texts.entries()) {
          expect(a.lines.length, a.field).toBeGreaterThan(0);
          expect(a.lines.length * a.lineHeight, a.field).toBeLessThanOrEqual(a.h + 0.5);
          for (const line of a.lines)
            expect(line.width, a.field).toBeLessThanOrEqual(a.w - (a.bullet?.indent ?? 0) + 0.01);
          for (const b of texts.slice(i + 1))
            expect(overlaps(a, b), `${a.field} overlaps ${b.field}`).toBe(false);
        }
        expect(scene.overflow).toEqual([]);
      });
    }
  }

  it("is deterministic", () => {
    for (const slide of sampleSlides)
      expect(layoutSlide(slide, slideThemes.paper)).toEqual(layoutSlide(slide, slideThemes.paper));
  });
});

describe("layoutSlide content", () => {
  const scene = (slide: Parameters<typeof layoutSlide>[0]) => layoutSlide(slide, slideThemes.slate);
  const field = (s: Scene, path: string) => textNodes(s).find((node) => node.field === path);

  it("flags text that does not fit even at the smallest size, ending its last line in an ellipsis", () => {
    const long = Array.from(
      { length: 60 },
      (_, i) => `Bullet ${i} about a very long and detailed point that goes on`,
    ).join("\n");
    const s = scene({ ...sample("bullets"), title: "A title ".repeat(30), content: long });
    expect(s.overflow).toEqual(["title", "content"]);
    const content = field(s, "content")!;
    expect(content.overflow).toBe(true);
    expect(lineText(content).at(-1)).toMatch(/…$/u);
    expect(s.title.lines).toHaveLength(2);
  });

  it("names the overflowing field by its path", () => {
    const body = sample("bigNumbers").body as Extract<SlideBody, { layout: "bigNumbers" }>;
    const metrics = body.fields.metrics.map((m, i) =>
      i === 1 ? { ...m, label: "word ".repeat(16).repeat(10).slice(0, 80) + "x".repeat(0) } : m,
    );
    const wide = {
      ...body,
      fields: {
        metrics: [
          ...metrics.slice(0, 1),
          { ...metrics[1]!, label: "Supercalifragilistic ".repeat(4), source: "A source ".repeat(17) },
        ],
      },
    };
    expect(scene({ ...sample("bigNumbers"), body: wide }).overflow).toContain("fields.metrics.1.source");
  });

  it("marks placeholder-only text as a placeholder, and text around a placeholder as not", () => {
    const s = scene({
      title: placeholder("a headline"),
      content: `${placeholder("TAM with a source")}\nClinics lose 18%`,
      body: { layout: "bullets", fields: {} },
    });
    expect(s.title.placeholder).toBe(true);
    expect(field(s, "content")!.placeholder).toBe(false);
    const statement = scene({
      title: "Why now",
      content: "",
      body: { layout: "statement", fields: { statement: placeholder("one line"), subline: "" } },
    });
    expect(field(statement, "fields.statement")!.placeholder).toBe(true);
  });

  it("draws nothing for empty strings", () => {
    const s = scene({
      title: "",
      content: "",
      body: { layout: "closing", fields: { subline: "", name: "Maya", email: " ", website: "", phone: "" } },
    });
    expect(textNodes(s).map((node) => node.field)).toEqual(["fields.name"]);
    expect(s.title.lines).toEqual([]);
  });

  it("keeps citation markers as runs after the claim they back", () => {
    const s = scene(sample("bullets"));
    const first = field(s, "content")!.lines[0]!;
    expect(first.runs.at(-1)).toEqual({ kind: "marker", marker: 1 });
    expect(first.offsets).toHaveLength(first.runs.length);
  });

  it("keeps chart, table and use-of-funds data for native PPTX objects", () => {
    const groups = (s: Scene) => s.nodes.filter((node): node is GroupNode => node.kind === "group");
    const chart = groups(scene(sample("chart"))).find((g) => g.role === "chart")!;
    expect(chart.chart).toMatchObject({
      kind: "bar",
      labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"],
      values: [18, 23, 29, 36, 44, 53, 64, 78],
    });
    const table = groups(scene(sample("comparison"))).find((g) => g.role === "table")!;
    expect(table.table?.header).toEqual(["", "DentaFlow", "Weave", "Dental Intelligence"]);
    expect(table.table?.rows[0]).toEqual(["AI phone agent", "✓", "✗", "✗"]);
    expect(table.table?.highlight).toEqual([false, true, false, false]);
    const ask = groups(scene(sample("ask"))).find((g) => g.role === "chart")!;
    expect(ask.chart).toMatchObject({ kind: "doughnut", values: [45, 35, 12, 8] });
  });

  it("draws team photos and the picture as image nodes, empty frames until an image is chosen", () => {
    const photos = allNodes(scene(sample("team"))).filter((node) => node.kind === "image");
    expect(photos.map((node) => node.kind === "image" && node.field)).toEqual(
      [0, 1, 2, 3].map((i) => `fields.members.${i}.photoImageId`),
    );
    const image = scene({
      ...sample("image"),
      body: { layout: "image", fields: { imageId: "img_1", caption: "" } },
    });
    expect(image.nodes.find((node) => node.kind === "image")).toMatchObject({
      imageId: "img_1",
      fit: "contain",
    });
  });
});
