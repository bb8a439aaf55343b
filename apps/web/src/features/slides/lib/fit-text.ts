import { splitCitationRuns, textToBullets, type TextRun } from "@pds/contracts";
import { measureText, metricsFor } from "../fonts/font-metrics";
import type { SceneFont, SceneLine } from "./scene";

/** Citation markers are drawn as superscript numbers at this fraction of the text size. */
export const MARKER_SCALE = 0.6;
/** The gap before a marker, in ems of the text size (markers sit right after the claim they back). */
export const MARKER_GAP = 0.06;
const ELLIPSIS = "…";

export interface FitOptions {
  /** Each non-blank line is a bullet, drawn with an indent (list markers the founder typed are dropped). */
  bullets?: boolean;
  /** At most this many lines, whatever the box height. */
  maxLines?: number;
}

export interface FittedText {
  size: number;
  lineHeight: number;
  /** Offset from the box top to the first baseline (the line box centres the glyphs, as CSS does). */
  baseline: number;
  lines: SceneLine[];
  bulletStarts?: number[];
  bulletIndent?: number;
  overflow: boolean;
}

type Word = TextRun[];

/** Width of a run at `size`: text as is, a marker as its smaller superscript number with a small gap. */
export function runWidth(run: TextRun, font: SceneFont, size: number): number {
  if (run.kind === "text") return measureText(run.text, font, size);
  return size * MARKER_GAP + measureText(String(run.marker), font, size * MARKER_SCALE);
}

const wordWidth = (word: Word, font: SceneFont, size: number) =>
  word.reduce((sum, run) => sum + runWidth(run, font, size), 0);

/** A paragraph's words; a marker sticks to the word before it, so a line never starts with one. */
function paragraphWords(paragraph: string): Word[] {
  const words: Word[] = [];
  let current: Word = [];
  for (const run of splitCitationRuns(paragraph)) {
    if (run.kind === "marker") {
      if (current.length === 0 && words.length > 0) current = words.pop()!;
      current.push(run);
      continue;
    }
    for (const part of run.text.split(/(\s+)/u)) {
      if (/^\s+$/u.test(part)) {
        if (current.length > 0) words.push(current);
        current = [];
      } else if (part.length > 0) current.push({ kind: "text", text: part });
    }
  }
  if (current.length > 0) words.push(current);
  return words;
}

/** Splits a word wider than the line into pieces that fit (at least one character each). */
function breakWord(word: Word, maxWidth: number, font: SceneFont, size: number): Word[] {
  const units = word.flatMap((run): TextRun[] =>
    run.kind === "text" ? [...run.text].map((text) => ({ kind: "text", text })) : [run],
  );
  const pieces: Word[] = [];
  let piece: Word = [];
  let width = 0;
  for (const unit of units) {
    const unitWidth = runWidth(unit, font, size);
    if (piece.length > 0 && width + unitWidth > maxWidth) {
      pieces.push(piece);
      piece = [];
      width = 0;
    }
    piece.push(unit);
    width += unitWidth;
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces.map(mergeRuns);
}

function mergeRuns(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (run.kind === "text" && last?.kind === "text")
      merged[merged.length - 1] = { kind: "text", text: last.text + run.text };
    else merged.push(run);
  }
  return merged;
}

function wrapWords(words: Word[], maxWidth: number, font: SceneFont, size: number): Word[][] {
  const space = measureText(" ", font, size);
  const lines: Word[][] = [];
  let line: Word[] = [];
  let width = 0;
  for (const word of words) {
    const w = wordWidth(word, font, size);
    if (line.length > 0 && width + space + w <= maxWidth) {
      line.push(word);
      width += space + w;
      continue;
    }
    if (line.length > 0) lines.push(line);
    if (w <= maxWidth) {
      line = [word];
      width = w;
      continue;
    }
    const pieces = breakWord(word, maxWidth, font, size);
    lines.push(...pieces.slice(0, -1).map((piece) => [piece]));
    line = [pieces.at(-1)!];
    width = wordWidth(line[0]!, font, size);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** A line's runs (words joined by single spaces), with each run's x offset and the line's width. */
export function sceneLine(words: Word[], font: SceneFont, size: number): SceneLine {
  const runs = mergeRuns(
    words.flatMap((word, i) => (i === 0 ? word : [{ kind: "text" as const, text: " " }, ...word])),
  );
  const offsets: number[] = [];
  let width = 0;
  for (const run of runs) {
    offsets.push(run.kind === "marker" ? width + size * MARKER_GAP : width);
    width += runWidth(run, font, size);
  }
  return { runs, offsets, width };
}

/** The last kept line with "…" at its end, dropping what does not fit before it. */
function ellipsize(words: Word[], maxWidth: number, font: SceneFont, size: number): Word[] {
  const kept = words.map((word) => [...word]);
  const ellipsis: TextRun = { kind: "text", text: ELLIPSIS };
  for (;;) {
    const line = [...kept.slice(0, -1), [...(kept.at(-1) ?? []), ellipsis]];
    if (sceneLine(line, font, size).width <= maxWidth || kept.length === 0) return line;
    const last = kept.at(-1)!;
    const tail = last.at(-1);
    if (kept.length > 1 && last.length <= 1 && (tail?.kind !== "text" || tail.text.length <= 1)) kept.pop();
    else if (tail?.kind === "text" && tail.text.length > 1)
      last[last.length - 1] = { kind: "text", text: [...tail.text].slice(0, -1).join("") };
    else if (last.length > 1) last.pop();
    else return [[ellipsis]];
  }
}

interface Layout {
  lines: Word[][];
  bulletStarts: number[];
}

function layoutAt(paragraphs: string[], width: number, font: SceneFont, size: number): Layout {
  const lines: Word[][] = [];
  const bulletStarts: number[] = [];
  for (const paragraph of paragraphs) {
    bulletStarts.push(lines.length);
    lines.push(...wrapWords(paragraphWords(paragraph), width, font, size));
  }
  return { lines, bulletStarts };
}

/**
 * Wraps `text` into a box at the largest size between `sizes.max` and `sizes.min` (whole px) at which it
 * fits; `lineHeight` is a multiple of the size. At the smallest size, text that still does not fit is cut
 * to the lines that do and its last line ends in "…" (`overflow`).
 */
export function fitText(
  text: string,
  box: { w: number; h: number },
  font: SceneFont,
  sizes: { max: number; min: number },
  lineHeight: number,
  options: FitOptions = {},
): FittedText {
  const paragraphs = options.bullets
    ? textToBullets(text)
    : text.split(/\r?\n/u).filter((line) => line.trim());
  const indentAt = (size: number) => (options.bullets ? Math.round(size * 1.1) : 0);
  const maxLinesAt = (size: number) =>
    Math.max(1, Math.min(options.maxLines ?? Infinity, Math.floor((box.h + 0.5) / (size * lineHeight))));
  const attempt = (size: number) => layoutAt(paragraphs, box.w - indentAt(size), font, size);
  const fits = (size: number) => attempt(size).lines.length <= maxLinesAt(size);

  let size = Math.max(sizes.min, Math.floor(sizes.max));
  if (!fits(size)) {
    let low = sizes.min;
    let high = size - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(mid)) low = mid;
      else high = mid - 1;
    }
    size = low;
  }
  const { lines, bulletStarts } = attempt(size);
  const maxLines = maxLinesAt(size);
  const overflow = lines.length > maxLines;
  const width = box.w - indentAt(size);
  const kept = overflow
    ? [...lines.slice(0, maxLines - 1), ellipsize(lines[maxLines - 1]!, width, font, size)]
    : lines;
  const metrics = metricsFor(font);
  const leading = size * lineHeight;
  return {
    size,
    lineHeight: leading,
    baseline:
      (leading - ((metrics.ascent + metrics.descent) * size) / 1000) / 2 + (metrics.ascent * size) / 1000,
    lines: kept.map((words) => sceneLine(words, font, size)),
    ...(options.bullets
      ? { bulletStarts: bulletStarts.filter((start) => start < kept.length), bulletIndent: indentAt(size) }
      : {}),
    overflow,
  };
}
