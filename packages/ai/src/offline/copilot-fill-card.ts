import type { Metric } from "@pds/contracts";
import { findFigures } from "./layouts/figures.ts";
import { hasGap } from "./review.ts";
import { capitalize, stem } from "./text.ts";

/**
 * A figure handed over for a slide of cards ("40 customers", "SAM: $2.6B (31k target cos) per Ledgerly
 * analysis"): which card it fills and what that card then says.
 */

/** A figure as a card: what it measures, and where it comes from. */
export interface CardFact {
  /** The figure as said: "$2.6B", "40", "22k". */
  figure: string;
  /** "TAM", "SAM" or "SOM" when the figure is a market size. */
  concept?: string;
  /** The words around the figure, to find the card that measures the same thing. */
  words: string;
  /** A new card's label: the line without its figure. */
  label: string;
  /** What the figure counts, said in brackets or after it: "31k target cos in the US". */
  counts: string;
  /** Where it comes from: "Ledgerly analysis, Oct 2025". */
  source: string;
  /** The words right after the figure ("days", "/mo"), to tell a span of time from an amount. */
  after: string;
  /** "NRR 112% instead of 15% MoM": the card the new one stands in for, as said. */
  replaces?: string;
}

/** How founders shorten what a card counts. */
const SHORT_FOR: Record<string, string> = {
  custs: "customers",
  cust: "customer",
  subs: "subscribers",
  rev: "revenue",
};

export const stems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .filter(
        (word) =>
          !/^(?:add|the|and|for|you|your|what|how|many|much|each|next|have|with|months?)$/u.test(word),
      )
      .map((word) => stem(SHORT_FOR[word] ?? word)),
  );

/** Where a figure comes from: "(US mid-market, our own analysis)", "per IDC". */
function sourceOf(item: string): string {
  const aside = /\(([^)]+)\)/u.exec(item)?.[1] ?? "";
  const own = /\b(?:our|own|internal|bottom-up)\b.*$/iu.exec(aside)?.[0];
  if (own) return capitalize(own);
  return /\b(?:per|according to|source:?)\s+(.+?)\)?$/iu.exec(item)?.[1] ?? "";
}

/** The same currency as the card it replaces: "22k" on a "$18k" card reads "$22k". */
const likeOld = (value: string, old: string) => {
  const currency = /^\p{Sc}/u.exec(old)?.[0];
  return currency && /^\d/u.test(value) ? `${currency}${value}` : value;
};

/** A line handed over as a card: "40 customers", "close time went from 9.5 days → 2.8 days", "SAM = $3B (…)". */
export function cardFact(said: string): CardFact | null {
  const instead = /\s+(?:instead of|rather than|in place of|replacing)\s+(.+)$/iu.exec(said);
  const item = instead ? said.slice(0, instead.index) : said;
  const figures = findFigures(item);
  // "close time went from 9.5 days → 2.8 days": the figure it went to.
  const figure =
    /\bfrom\b.*(?:→|->|\bto\b)/iu.test(item) && figures.length >= 2 ? figures.at(-1) : figures[0];
  if (!figure) return null;
  const concept = /^(TAM|SAM|SOM)\b/iu.exec(item)?.[1]?.toUpperCase();
  return {
    figure: figure.text,
    ...(concept ? { concept } : {}),
    words: item.replace(/\(.*?\)|\b(?:per|according to)\b.*$/giu, ""),
    label: item.replace(figure.text, "").trim(),
    counts: (/\(([^)]+)\)/u.exec(item)?.[1] ?? "").replace(/,?\s*(?:our|own|internal)\b.*$/iu, "").trim(),
    source: sourceOf(item),
    after: item.slice(figure.index + figure.text.length),
    ...(instead ? { replaces: instead[1]! } : {}),
  };
}

/**
 * The cards with the fact on one: the "[Add SAM]" card it answers, the card whose label shares its words
 * ("40 customers" on "32 paying customers"), a TAM on the market's first card, else a new card while there
 * is room; null when it has no place.
 */
export function filledMetric(metrics: readonly Metric[], fact: CardFact): Metric[] | null {
  const { concept } = fact;
  if (fact.replaces) {
    // The card said to give way, whole: its figure and its label.
    const gone = stems(fact.replaces);
    const at = metrics.findIndex((metric) =>
      [...stems(`${metric.value} ${metric.label}`)].some((word) => gone.has(word)),
    );
    if (at < 0 || !fact.label) return null;
    return metrics.map((m, i) =>
      i === at ? { value: fact.figure, label: fact.label, source: fact.source } : m,
    );
  }
  const words = stems(fact.words);
  const at = concept
    ? metrics.findIndex((metric) =>
        new RegExp(`\\b${concept}\\b`, "iu").test(`${metric.value} ${metric.label}`),
      )
    : metrics.findIndex(
        (metric) =>
          sameKind(metric.value, fact.figure, fact.after) &&
          [...stems(metric.label)].some((word) => words.has(word)),
      );
  const index = at < 0 && concept === "TAM" ? 0 : at;
  const old = metrics[index];
  const open = old ? hasGap(old.label) || hasGap(old.value) : true;
  const label =
    concept && (open || fact.counts)
      ? `${concept}: ${capitalize(fact.counts) || "the segment you win first"}`
      : (old?.label ?? fact.label);
  const metric = {
    value: old ? likeOld(fact.figure, old.value) : fact.figure,
    label,
    source: fact.source || (old && !hasGap(old.source) ? old.source : ""),
  };
  if (old) return metrics.map((m, i) => (i === index ? metric : m));
  return metrics.length < 3 ? [...metrics, metric] : null;
}

/** A card's value and a new figure measure alike: a share, a span of time, or an amount ("22k" may be $22k). */
function sameKind(value: string, figure: string, after: string): boolean {
  if (hasGap(value)) return true;
  const kind = (text: string, rest: string) =>
    text.endsWith("%")
      ? "percent"
      : /^[^\p{L}]*(?:days?|weeks?|months?|hours?|hrs?|minutes?|mins?|years?|yrs?)\b/iu.test(
            `${text.replace(/^[\p{Sc}\d.,\s]+/u, "")}${rest}`,
          )
        ? "span"
        : "amount";
  return kind(value, "") === kind(figure, after);
}
