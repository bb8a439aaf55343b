import { slideThemes, type SlideBody } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { layoutSlide } from "./layout-slide";
import { sampleSlides } from "./sample-slides";
import type { RectNode, Scene, TextNode } from "./scene";
import { allNodes, textNodes } from "./scene-nodes";

const theme = slideThemes.slate;
const c = theme.colors;
const scene = (layout: SlideBody["layout"]) =>
  layoutSlide(
    sampleSlides.find((s) => s.body.layout === layout)!,
    theme,
  );
const text = (s: Scene, field: string) => textNodes(s).find((node) => node.field === field)!;
const rects = (s: Scene) => allNodes(s).filter((node): node is RectNode => node.kind === "rect");

describe("what each layout shows", () => {
  it("cover: the company name is the largest text, presenter and date at the foot", () => {
    const s = scene("cover");
    expect(s.title.size).toBe(Math.max(...textNodes(s).map((node) => node.size)));
    expect(text(s, "fields.presenter").y).toBeGreaterThan(text(s, "fields.tagline").y);
    expect(text(s, "fields.date").align).toBe("right");
  });

  it("cover: the logo is drawn contained when there is one", () => {
    const cover = sampleSlides[0]!;
    const withLogo = layoutSlide(
      {
        ...cover,
        body: { layout: "cover", fields: { tagline: "", logoImageId: "img_logo", presenter: "", date: "" } },
      },
      theme,
    );
    expect(withLogo.nodes.find((node) => node.kind === "image")).toMatchObject({
      imageId: "img_logo",
      fit: "contain",
    });
    expect(layoutSlide(cover, theme).nodes.some((node) => node.kind === "image")).toBe(false);
  });

  it("statement: one centred line far larger than its subline", () => {
    const s = scene("statement");
    expect(text(s, "fields.statement")).toMatchObject({ align: "center" });
    expect(text(s, "fields.statement").size).toBeGreaterThanOrEqual(text(s, "fields.subline").size * 2);
  });

  it("bullets: one bullet per line of the content, in the accent colour", () => {
    const node = text(scene("bullets"), "content");
    expect(node.bulletStarts).toHaveLength(4);
    expect(node.bullet?.color).toBe(c.accent);
  });

  it("two columns: each heading and its bullets sit on their own card", () => {
    const s = scene("twoColumns");
    expect(text(s, "fields.leftHeading").background).toBe(c.surface);
    expect(text(s, "fields.rightBody").bullet).toBeDefined();
    expect(text(s, "fields.rightBody").x).toBeGreaterThan(
      text(s, "fields.leftBody").x + text(s, "fields.leftBody").w,
    );
  });

  it("big numbers: values huge in the accent colour, all one size, sources small and muted", () => {
    const s = scene("bigNumbers");
    const values = [0, 1, 2].map((i) => text(s, `fields.metrics.${i}.value`));
    expect(new Set(values.map((node) => node.size)).size).toBe(1);
    expect(values[0]).toMatchObject({ color: c.accent });
    expect(values[0]!.size).toBeGreaterThanOrEqual(64);
    expect(text(s, "fields.metrics.0.source")).toMatchObject({ color: c.muted });
    expect(text(s, "fields.metrics.0.source").size).toBeLessThanOrEqual(16);
  });

  it("chart: a bar per point, taller for larger values, each labelled with its value", () => {
    const s = scene("chart");
    const chart = s.nodes.find((node) => node.kind === "group" && node.role === "chart");
    const bars =
      chart?.kind === "group" ? chart.children.filter((r): r is RectNode => r.kind === "rect") : [];
    expect(bars).toHaveLength(8);
    expect(bars.at(-1)!.h).toBeGreaterThan(bars[0]!.h);
    expect(text(s, "fields.points.7.value").lines[0]!.runs).toEqual([{ kind: "text", text: "$78k" }]);
  });

  it("chart: a line chart joins its points with line segments", () => {
    const chart = sampleSlides.find((slide) => slide.body.layout === "chart")!;
    const body = chart.body as Extract<SlideBody, { layout: "chart" }>;
    const s = layoutSlide({ ...chart, body: { ...body, fields: { ...body.fields, kind: "line" } } }, theme);
    expect(allNodes(s).filter((node) => node.kind === "line" && node.stroke === c.chart[0])).toHaveLength(7);
  });

  it("comparison: the first column is ours, its header on the accent colour", () => {
    const header = text(scene("comparison"), "fields.columns.0");
    expect(header).toMatchObject({ background: c.accent, color: c.onAccent });
  });

  it("positioning: our dot and name in the accent colour, the others not", () => {
    const s = scene("positioning");
    expect(text(s, "fields.items.0.name").color).toBe(c.accent);
    expect(text(s, "fields.items.1.name").color).toBe(c.text);
    expect(rects(s).filter((r) => r.fill === c.accent && r.radius === r.w / 2)).toHaveLength(1);
  });

  it("timeline: done milestones are filled dots, upcoming ones open", () => {
    const dots = rects(scene("timeline")).filter((r) => r.w === 26);
    expect(dots.map((dot) => (dot.stroke ? "open" : "filled"))).toEqual([
      "filled",
      "filled",
      "filled",
      "open",
      "open",
    ]);
  });

  it("ask: the amount is the largest text, use of funds with percents", () => {
    const s = scene("ask");
    expect(text(s, "fields.amount").size).toBe(Math.max(...textNodes(s).map((node) => node.size)));
    expect(text(s, "fields.useOfFunds.0.percent").lines[0]!.runs).toEqual([{ kind: "text", text: "45%" }]);
  });

  it("quote: the quote in italics with its author", () => {
    const s = scene("quote");
    const quote = textNodes(s)
      .filter((node) => node.field === "fields.quote")
      .at(-1)!;
    expect(quote.font.italic).toBe(true);
    expect(text(s, "fields.author").font.weight).toBe(700);
  });

  it("closing: the headline centred over the contact lines", () => {
    const s = scene("closing");
    expect(s.title.align).toBe("center");
    const lines = ["name", "email", "website", "phone"].map((f) => text(s, `fields.${f}`) as TextNode);
    expect(lines.map((node) => node.y)).toEqual([...lines.map((node) => node.y)].sort((a, b) => a - b));
  });
});
