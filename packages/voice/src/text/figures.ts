import { NUMBER_WORDS } from "@pds/kit";

/** A money-like amount found in text, with the words it was read from. */
export interface Figure {
  value: number;
  text: string;
  /** Index of the first token, for "what was this figure about" look-behinds. */
  at: number;
}

const UNITS = NUMBER_WORDS;
const SCALES: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mm: 1e6,
  billion: 1e9,
  b: 1e9,
  bn: 1e9,
  trillion: 1e12,
};

/** Lower-case tokens: words, numbers (with their decimals and k/m/b suffixes), and "$". */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/(\d),(?=\d{3})/g, "$1")
      .match(/\$|\d+(?:\.\d+)?(?:k|mm|m|bn|b)?\b|[a-z]+(?:'[a-z]+)?/g) ?? []
  );
}

function numeric(token: string): { value: number; scale: number } | null {
  const m = /^(\d+(?:\.\d+)?)(k|mm|m|bn|b)?$/.exec(token);
  if (!m) return null;
  return { value: Number(m[1]), scale: m[2] ? (SCALES[m[2]] ?? 1) : 1 };
}

/** A number read from tokens: its value and the token span it was read from. */
export interface SpokenNumber {
  value: number;
  start: number;
  end: number;
  /** Said with a scale word or suffix ("2 million", "$21k"). */
  hasScale: boolean;
}

/** Every number in a token list, written ("38", "$1.5M") or spoken ("thirty eight", "two point five million"). */
export function scanNumbers(tokens: readonly string[]): SpokenNumber[] {
  const found: SpokenNumber[] = [];
  let i = 0;
  while (i < tokens.length) {
    const start = i;
    let total = 0;
    let current = 0;
    let seen = false;
    let decimalScale = 0;
    let hasScale = false;
    for (; i < tokens.length; i++) {
      const t = tokens[i] ?? "";
      const n = numeric(t);
      if (t === "$" && !seen) continue;
      // "a hundred", "a thousand", "a million": the "a" is one.
      if (t === "a" && !seen && (tokens[i + 1] === "hundred" || (tokens[i + 1] ?? "") in SCALES)) {
        current = 1;
        seen = true;
        continue;
      }
      // "one and a half million": half of the unit said so far.
      if (t === "and" && seen && tokens[i + 1] === "a" && tokens[i + 2] === "half") {
        current += 0.5;
        i += 2;
        continue;
      }
      if (n) {
        if (seen) break;
        current = n.value;
        if (n.scale > 1) {
          total += current * n.scale;
          current = 0;
          hasScale = true;
        }
        seen = true;
      } else if (t in UNITS) {
        const v = UNITS[t] ?? 0;
        if (decimalScale > 0) {
          current += v * decimalScale;
          decimalScale /= 10;
        } else current += v;
        seen = true;
      } else if (t === "hundred" && seen) current *= 100;
      else if (t === "point" && seen && decimalScale === 0) decimalScale = 0.1;
      else if (t.length > 2 && t in SCALES && seen) {
        total += current * (SCALES[t] ?? 1);
        current = 0;
        hasScale = true;
        decimalScale = 0;
      } else if (t === "and" && seen && (tokens[i + 1] ?? "") in UNITS) continue;
      else break;
    }
    if (!seen) {
      i = start + 1;
      continue;
    }
    found.push({ value: Math.round((total + current) * 100) / 100, start, end: i, hasScale });
  }
  return found;
}

/**
 * Amounts in text, written ("$1.5M", "10,000") or spoken ("two point five million", "ten thousand
 * dollars"); speech-to-text gives the spoken form. Only numbers of at least 1,000 or with a scale word
 * count, so "three customers" is not a figure.
 */
export function findFigures(text: string): Figure[] {
  const tokens = tokenize(text);
  return scanNumbers(tokens)
    .filter((n) => n.hasScale || n.value >= 1000)
    .map((n) => ({ value: n.value, text: tokens.slice(n.start, n.end).join(" "), at: n.start }));
}

/** "$1.5M"-style display of an amount. */
export function formatAmount(value: number): string {
  if (value >= 1e9) return `$${+(value / 1e9).toFixed(2)}B`;
  if (value >= 1e6) return `$${+(value / 1e6).toFixed(2)}M`;
  if (value >= 1e3) return `$${+(value / 1e3).toFixed(1)}K`;
  return `$${value}`;
}

/** The figures we cross-check between what was said and the deck, and the words that label them. */
export const FIGURE_LABELS = {
  MRR: ["mrr", "monthly recurring", "monthly revenue", "a month", "per month"],
  TAM: ["tam", "total addressable", "addressable market", "market size", "market is", "market of"],
  Raise: ["raise", "raising", "the ask", "ask", "seeking", "round of"],
} as const;
export type FigureLabel = keyof typeof FIGURE_LABELS;

/** Figures that sit in the same sentence as one of a label's words; the nearest figure wins. */
export function labelledFigures(text: string): Array<{ label: FigureLabel; figure: Figure }> {
  const found: Array<{ label: FigureLabel; figure: Figure }> = [];
  for (const sentence of text.split(/[.!?]+(?:\s|$)|\n|\s(?=but |and then )/)) {
    const figures = findFigures(sentence);
    if (figures.length === 0) continue;
    const tokens = tokenize(sentence);
    for (const label of Object.keys(FIGURE_LABELS) as FigureLabel[]) {
      const labelIndex = tokens.findIndex((_, idx) =>
        FIGURE_LABELS[label].some(
          (word) => tokens.slice(idx, idx + word.split(" ").length).join(" ") === word,
        ),
      );
      if (labelIndex < 0) continue;
      const best = [...figures].sort((a, b) => Math.abs(a.at - labelIndex) - Math.abs(b.at - labelIndex))[0];
      if (best) found.push({ label, figure: best });
    }
  }
  return found;
}
