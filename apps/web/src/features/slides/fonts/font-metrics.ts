import { slideThemes } from "@pds/contracts";
import type { SceneFont } from "./scene-font";
import { fontMetricsData, metricRanges } from "./font-metrics-data";

/** One font variant's metrics, in 1000ths of an em. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  /** Advance width of a code point; characters the font lacks get the fallback (an average letter). */
  advance(codePoint: number): number;
}

const fontsourceIds = new Map(
  Object.values(slideThemes).flatMap((theme) => [
    [theme.heading.family, theme.heading.fontsource],
    [theme.body.family, theme.body.fontsource],
  ]),
);

const rangeStarts: number[] = [];
let offset = 0;
for (const [from, to] of metricRanges) {
  rangeStarts.push(offset);
  offset += to - from + 1;
}

function decode(widths: string): Uint16Array {
  const table = new Uint16Array(widths.length / 2);
  for (let i = 0; i < table.length; i += 1) table[i] = parseInt(widths.slice(i * 2, i * 2 + 2), 36);
  return table;
}

function tableIndex(codePoint: number): number {
  for (let r = 0; r < metricRanges.length; r += 1) {
    const [from, to] = metricRanges[r]!;
    if (codePoint >= from && codePoint <= to) return rangeStarts[r]! + codePoint - from;
  }
  return -1;
}

/** The width stored for a code point the font has no glyph for ("zz" in base 36). */
const MISSING = 36 * 36 - 1;

const cache = new Map<string, FontMetrics>();

function variantKey(font: SceneFont): string {
  const id = fontsourceIds.get(font.family);
  if (!id) throw new Error(`No metrics for the font "${font.family}": it is not a slide theme font.`);
  const italic = `${id}/${font.weight}i`;
  // Fonts without a true italic are slanted by the browser, which keeps the upright widths.
  return font.italic && fontMetricsData[italic] ? italic : `${id}/${font.weight}`;
}

/** The metrics the layout engine measures `font` with (the same glyph advances the browser and PDF use). */
export function metricsFor(font: SceneFont): FontMetrics {
  const key = variantKey(font);
  const known = cache.get(key);
  if (known) return known;
  const data = fontMetricsData[key]!;
  const table = decode(data.widths);
  const metrics: FontMetrics = {
    ascent: data.ascent,
    descent: data.descent,
    advance(codePoint) {
      const index = tableIndex(codePoint);
      const width = index >= 0 ? table[index]! : MISSING;
      return width === MISSING ? data.fallback : width;
    },
  };
  cache.set(key, metrics);
  return metrics;
}

/** Width of `text` in px at `size` px (sum of glyph advances; no kerning, so painters draw with kerning off). */
export function measureText(text: string, font: SceneFont, size: number): number {
  const metrics = metricsFor(font);
  let total = 0;
  for (const char of text) total += metrics.advance(char.codePointAt(0)!);
  return (total * size) / 1000;
}
