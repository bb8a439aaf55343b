import { describe, expect, it } from "vitest";
import { measureText } from "../fonts/font-metrics";
import { fitText, MARKER_GAP, MARKER_SCALE } from "./fit-text";
import type { SceneFont, SceneLine } from "./scene";

const inter: SceneFont = { family: "Inter", weight: 400 };
const text = (line: SceneLine) =>
  line.runs.map((r) => (r.kind === "text" ? r.text : `[${r.marker}]`)).join("");

describe("fitText", () => {
  it("keeps the largest size when the text fits", () => {
    const fitted = fitText(
      "Clinics lose 18% of revenue",
      { w: 1000, h: 100 },
      inter,
      { max: 40, min: 20 },
      1.2,
    );
    expect(fitted).toMatchObject({ size: 40, lineHeight: 48, overflow: false });
    expect(fitted.lines.map(text)).toEqual(["Clinics lose 18% of revenue"]);
    expect(fitted.lines[0]!.width).toBeCloseTo(measureText("Clinics lose 18% of revenue", inter, 40), 5);
  });

  it("wraps at spaces, every line within the width", () => {
    const fitted = fitText(
      "Front-desk staff spend 60% of their day on the phone",
      { w: 300, h: 500 },
      inter,
      { max: 30, min: 30 },
      1.3,
    );
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.map(text).join(" ")).toBe("Front-desk staff spend 60% of their day on the phone");
    for (const line of fitted.lines) expect(line.width).toBeLessThanOrEqual(300);
  });

  it("shrinks the text until it fits the box", () => {
    const fitted = fitText(
      "A headline that needs two lines at the largest size",
      { w: 600, h: 60 },
      inter,
      { max: 48, min: 16 },
      1.2,
    );
    expect(fitted.size).toBeLessThan(48);
    expect(fitted.size).toBeGreaterThan(16);
    expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(60);
    expect(fitted.overflow).toBe(false);
  });

  it("breaks a word longer than the line", () => {
    const fitted = fitText(
      "Supercalifragilisticexpialidocious",
      { w: 120, h: 400 },
      inter,
      { max: 24, min: 24 },
      1.2,
    );
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.map(text).join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of fitted.lines) expect(line.width).toBeLessThanOrEqual(120);
  });

  it("at the smallest size, cuts what does not fit and ends the last line with an ellipsis", () => {
    const long = "Dental clinics lose revenue to no-shows ".repeat(20);
    const fitted = fitText(long, { w: 400, h: 60 }, inter, { max: 30, min: 20 }, 1.2);
    expect(fitted).toMatchObject({ size: 20, overflow: true });
    expect(fitted.lines).toHaveLength(2);
    expect(text(fitted.lines[1]!)).toMatch(/…$/u);
    expect(fitted.lines[1]!.width).toBeLessThanOrEqual(400);
  });

  it("honours a line limit", () => {
    const fitted = fitText(
      "one two three four five six seven",
      { w: 120, h: 1000 },
      inter,
      { max: 20, min: 20 },
      1.2,
      { maxLines: 1 },
    );
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.overflow).toBe(true);
  });

  it("measures citation markers as small superscripts glued to the claim before them", () => {
    const fitted = fitText("Market is $4.2B [12]", { w: 1000, h: 100 }, inter, { max: 40, min: 40 }, 1.2);
    const [line] = fitted.lines;
    expect(line!.runs).toEqual([
      { kind: "text", text: "Market is $4.2B" },
      { kind: "marker", marker: 12 },
    ]);
    expect(line!.offsets[1]).toBeCloseTo(measureText("Market is $4.2B", inter, 40) + 40 * MARKER_GAP, 5);
    expect(line!.width).toBeLessThan(measureText("Market is $4.2B [12]", inter, 40));
    expect(line!.width).toBeGreaterThan(
      measureText("Market is $4.2B", inter, 40) + measureText("12", inter, 40 * MARKER_SCALE),
    );
  });

  it("never starts a line with a marker", () => {
    const fitted = fitText(
      "Clinics lose eighteen percent [3] of revenue",
      { w: 260, h: 1000 },
      inter,
      { max: 30, min: 30 },
      1.2,
    );
    for (const line of fitted.lines) expect(line.runs[0]!.kind).toBe("text");
  });

  it("lays bullets out one per line with an indent, dropping typed list markers", () => {
    const fitted = fitText(
      "- First point\n\n• Second point that is long enough to wrap onto a second line",
      { w: 420, h: 500 },
      inter,
      { max: 24, min: 24 },
      1.4,
      { bullets: true },
    );
    expect(text(fitted.lines[0]!)).toBe("First point");
    expect(fitted.bulletStarts).toEqual([0, 1]);
    expect(fitted.lines.length).toBeGreaterThan(2);
    expect(fitted.bulletIndent).toBeGreaterThan(0);
    for (const line of fitted.lines) expect(line.width).toBeLessThanOrEqual(420 - fitted.bulletIndent!);
  });

  it("lays out nothing for blank text", () => {
    expect(fitText("  \n ", { w: 100, h: 100 }, inter, { max: 20, min: 10 }, 1.2)).toMatchObject({
      lines: [],
      overflow: false,
      size: 20,
    });
  });
});
