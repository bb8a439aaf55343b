import type { ChartPoint } from "@pds/contracts";
import { findFigures } from "./figures.ts";
import { CURRENCY } from "../../currency.ts";

/**
 * A series over time in the founder's words ("$4k MRR in January, $9k in March and $18k in June",
 * "Q1: 10 pilots, Q2: 25"): the points of a chart, each value exactly the figure written, in its own unit.
 */

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;
const PERIOD = String.raw`(?:${MONTH}(?:\s+(?:19|20)\d\d)?|Q[1-4](?:\s+(?:19|20)\d\d)?|H[12]\s+(?:19|20)\d\d|(?:19|20)\d\d|(?:week|month|year)\s+\d{1,2})`;
const LEADING_CURRENCY = new RegExp(`^${CURRENCY}`, "u");
const FIGURE = String.raw`${CURRENCY}?\s?\d+(?:[.,]\d+)*\s?(?:k|K|m|M|bn|B|%)?`;
const AFTER = new RegExp(
  String.raw`(${FIGURE})(?:\s+[\p{L}-]+){0,3}?\s+(?:in|by|at|during|for|as of)\s+(${PERIOD})\b`,
  "gu",
);
const BEFORE = new RegExp(String.raw`\b(${PERIOD})\s*[:—–=-]\s*(${FIGURE})`, "gu");

export interface Series {
  points: ChartPoint[];
  /** The figures' shared unit as written around the number: "$k", "%", "" for plain counts. */
  unit: string;
}

function unitOf(figure: string): string {
  const currency = LEADING_CURRENCY.exec(figure)?.[0] ?? "";
  const suffix = /(k|K|m|M|bn|B|%)$/u.exec(figure.trim())?.[0] ?? "";
  return `${currency}${suffix}`;
}

function valueOf(figure: string): number {
  const digits = figure.replace(/[^\d.,]/gu, "");
  // "1,800" groups thousands; "1.5" is a decimal. A comma followed by exactly three digits groups.
  return Number(digits.replace(/,(?=\d{3}\b)/gu, "").replace(/,/gu, "."));
}

/** The series in `text`, when it has at least two points over time that share one unit; else null. */
export function findSeries(text: string): Series | null {
  const found: { at: number; label: string; figure: string }[] = [];
  for (const match of text.matchAll(AFTER)) {
    found.push({ at: match.index, label: match[2]!, figure: match[1]! });
  }
  for (const match of text.matchAll(BEFORE)) {
    found.push({ at: match.index, label: match[1]!, figure: match[2]! });
  }
  const points = found
    .sort((a, b) => a.at - b.at)
    .filter((point) => findFigures(point.figure).length > 0)
    .slice(0, 12);
  if (points.length < 2) return null;
  const units = new Set(points.map((point) => unitOf(point.figure)));
  if (units.size !== 1) return null;
  const labels = new Set(points.map((point) => point.label.toLowerCase()));
  if (labels.size !== points.length) return null;
  return {
    points: points.map((point) => ({ label: point.label.slice(0, 24), value: valueOf(point.figure) })),
    unit: [...units][0]!,
  };
}
