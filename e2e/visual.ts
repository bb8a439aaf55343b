import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** Committed reference screenshots (update deliberately: `UPDATE_VISUAL=1 npm run test:e2e`). */
export const baselineDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "visual-baselines");

/** Per-pixel colour distance pixelmatch ignores (anti-aliasing noise), and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.005;

export interface VisualResult {
  name: string;
  /** Share of pixels that differ, or null when there was no baseline to compare with. */
  diffRatio: number | null;
  written: boolean;
}

/**
 * Compares a screenshot with its committed baseline. With UPDATE_VISUAL=1 the baseline is (re)written;
 * without it a missing baseline is a failure (CI never writes baselines). A differing shot is saved next to
 * the test output with a diff image, for a person to look at.
 */
export function compareWithBaseline(name: string, shot: Buffer, outputDir: string): VisualResult {
  const file = path.join(baselineDir, `${name}.png`);
  if (process.env.UPDATE_VISUAL === "1") {
    fs.mkdirSync(baselineDir, { recursive: true });
    fs.writeFileSync(file, shot);
    return { name, diffRatio: null, written: true };
  }
  if (!fs.existsSync(file)) return { name, diffRatio: null, written: false };
  fs.mkdirSync(outputDir, { recursive: true });
  const expected = PNG.sync.read(fs.readFileSync(file));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    fs.writeFileSync(path.join(outputDir, `${name}-actual.png`), shot);
    return { name, diffRatio: 1, written: false };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const diffRatio = differing / (actual.width * actual.height);
  if (diffRatio > MAX_DIFF_RATIO) {
    fs.writeFileSync(path.join(outputDir, `${name}-actual.png`), shot);
    fs.writeFileSync(path.join(outputDir, `${name}-diff.png`), PNG.sync.write(diff));
  }
  return { name, diffRatio, written: false };
}

export const withinThreshold = (result: VisualResult) =>
  result.written || (result.diffRatio !== null && result.diffRatio <= MAX_DIFF_RATIO);
