// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { slideThemes } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { measureText, metricsFor } from "./font-metrics";

const require = createRequire(import.meta.url);
const SAMPLE = "Revenue ≥ €1.2M → 3× YoY · Łódź · İstanbul · Αθήνα · Москва";
const SUBSETS = ["latin", "latin-ext", "greek", "cyrillic"];
/** Widths are stored in whole 1000ths of an em: each character may be off by half of one. */
const ROUNDING = ([...SAMPLE].length * 40) / 2000;

const open = (file: string) => fontkit.create(new Uint8Array(readFileSync(require.resolve(file))));

/** The font's subset files, then DejaVu Sans for the symbols they lack: the stack the browser and the PDF draw with. */
function openFont(id: string, weight: number, style: string) {
  return [
    ...SUBSETS.map((subset) => open(`@fontsource/${id}/files/${id}-${subset}-${weight}-${style}.woff`)),
    open(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-${style}.woff`),
  ];
}

/** The sample's width as fontkit lays it out glyph by glyph (no kerning), each character from the first font that has it. */
function fontkitWidth(id: string, weight: number, style: string, text: string, size: number) {
  const fonts = openFont(id, weight, style);
  let total = 0;
  for (const char of text) {
    const font = fonts.find((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!))!;
    expect(font, `${id} has a glyph for ${char}`).toBeDefined();
    total += (font.layout(char).advanceWidth * size) / font.unitsPerEm;
  }
  return total;
}

const fonts = [
  ...new Map(
    Object.values(slideThemes)
      .flatMap((t) => [t.heading, t.body])
      .map((f) => [f.fontsource, f]),
  ).values(),
];

describe("theme font metrics", () => {
  for (const font of fonts) {
    for (const weight of [400, 700] as const) {
      it(`${font.family} ${weight} measures the stress line as fontkit does`, () => {
        const measured = measureText(SAMPLE, { family: font.family, weight }, 40);
        expect(
          Math.abs(measured - fontkitWidth(font.fontsource, weight, "normal", SAMPLE, 40)),
        ).toBeLessThanOrEqual(ROUNDING);
      });
    }
  }

  it("measures true italics with their own widths", () => {
    const italic = measureText(SAMPLE, { family: "Inter", weight: 400, italic: true }, 40);
    expect(Math.abs(italic - fontkitWidth("inter", 400, "italic", SAMPLE, 40))).toBeLessThanOrEqual(ROUNDING);
  });

  it("gives characters outside the measured blocks an average letter's width", () => {
    const metrics = metricsFor({ family: "Inter", weight: 400 });
    expect(metrics.advance("日".codePointAt(0)!)).toBeGreaterThan(400);
    expect(metrics.advance("日".codePointAt(0)!)).toBeLessThan(700);
    expect(metrics.ascent).toBeGreaterThan(700);
  });

  it("refuses a font that is not a theme font", () => {
    expect(() => measureText("a", { family: "Comic Sans", weight: 400 }, 10)).toThrow(
      /not a slide theme font/u,
    );
  });
});
