import { placeholder, type Metric } from "@pds/contracts";
import { amount, bottomUpMarket } from "./bottom-up.ts";
import {
  displayFigure,
  findFigures,
  withoutWe,
  fitWords,
  periodAfter,
  spendingCard,
  tidyLabel,
  withoutFigure,
  type FoundFigure,
} from "./figures.ts";

/** Big-number metrics read from the founder's own sentences: the figure as written, the words around it. */

const MAX_METRICS = 3;
const SIZE_NAMES = { TAM: "Total addressable market", SAM: "Serviceable market", SOM: "Obtainable market" };
const SOURCE =
  /\s*(?:\(\s*source:?\s*([^)]+)\)|,?\s*\b(?:according to|source:|per)\s+([^,;()]+?))(?=[,;.)]|$)/iu;

/** The source a sentence names ("according to Gartner", "(source: Statista)"), and the sentence without it. */
function splitSource(text: string): { text: string; source: string } {
  const match = SOURCE.exec(text);
  if (!match) return { text, source: "" };
  const source = (match[1] ?? match[2] ?? "").trim();
  // "per Gartner" cites; "$3 per parcel" is a price.
  if (/\bper\s/iu.test(match[0]) && !match[1] && !/^\p{Lu}/u.test(source)) return { text, source: "" };
  return { text: text.replace(match[0], ""), source: fitWords(source, 160) };
}

/** How founders name a market size: the acronym, or the words ("the addressable market … at $12 billion"). */
const SIZE_TERMS: ReadonlyArray<readonly [RegExp, keyof typeof SIZE_NAMES]> = [
  [/\b(?:TAM|(?:total\s+)?addressable\s+market)\b/giu, "TAM"],
  [/\b(?:SAM|serviceable(?:\s+(?:addressable|available))?\s+market)\b/giu, "SAM"],
  [/\b(?:SOM|(?:serviceable\s+)?obtainable\s+market)\b/giu, "SOM"],
];

/**
 * "TAM $12B, SAM $2B", "the addressable market for magnets … at $12 billion": one metric per market size
 * named before a figure close behind it, in its own words (a list in between is no label: "across fusion,
 * medical imaging and research" made a card "$12 billion | research").
 */
function sizeMetrics(text: string, source: string): Metric[] {
  const found: Array<{ at: number; metric: Metric }> = [];
  for (const [term, name] of SIZE_TERMS) {
    for (const match of text.matchAll(term)) {
      const start = match.index + match[0].length;
      const after = text.slice(start, start + (match[0].length > 3 ? 100 : 30));
      const figure = findFigures(after)[0];
      if (
        !figure ||
        SIZE_TERMS.some(([other]) => new RegExp(other.source, "iu").test(after.slice(0, figure.index)))
      )
        continue;
      if (found.some(({ metric }) => metric.label.endsWith(`(${name})`))) continue;
      found.push({
        at: match.index,
        metric: { value: figure.text, label: `${SIZE_NAMES[name]} (${name})`, source },
      });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ metric }) => metric);
}

/** "32 customers, $18k MRR and 15% MoM" is three figures: one part each, when every part has one. */
function figureParts(text: string): string[] {
  const pieces = text.split(/(\s*[,;]\s+|\s+and\s+)/u);
  const parts: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i] ?? "";
    const separator = pieces[i - 1] ?? "";
    // Two words without a figure finish the part before ("in tier-2 and tier-3 cities"), not a clause; a
    // list after a comma ("…, and Ecuador, India and Vietnam have…") starts one. "Class B and C", "NFL and NBA" are names.
    const finishes =
      findFigures(piece).length === 0 &&
      piece.split(/\s+/u).length <= 2 &&
      (/and/u.test(separator) || !/^and\b/iu.test(piece));
    const named =
      /and/u.test(separator) && /\b\p{Lu}{1,5}$/u.test(parts.at(-1) ?? "") && /^\p{Lu}{1,5}\b/u.test(piece);
    if (parts.length > 0 && (finishes || named)) parts[parts.length - 1] += `${pieces[i - 1] ?? " "}${piece}`;
    else parts.push(piece);
  }
  const counted = parts.filter((part) => findFigures(part).length > 0);
  // One figure in a long sentence: its own clause is its label ("660,000 restaurant locations in the US",
  // not "…, and most of them still schedule on paper").
  return counted.length > 0 ? counted : [text];
}

/** A figure that describes a noun ("a 400-bed hospital") or tells the time ("2am") is not a metric. */
const countsSomething = (text: string, figure: FoundFigure) =>
  !/^(?:-\p{L}|\s?(?:am|pm)\b)/iu.test(text.slice(figure.index + figure.text.length));

/** "firms with fewer than 50 lawyers": the figure bounds the thing counted, it counts nothing itself. */
const BOUNDS = /\b(?:with|having|have|has)\s+(?:(?:fewer|less)\s+than|under|below|up to)\s*$/iu;
/** "…at 4.5 bps that is a $1.75B annual market": the size of a market is the card. */
const SIZES_A_MARKET = /^\s*(?:[\p{L}-]+\s+){0,2}(?:market|opportunity|industry|category)\b/iu;

/** The figure a part's card shows: the market it sizes if it names one, else its first count. */
function cardFigure(part: string, counted: ReadonlySet<string>): FoundFigure | undefined {
  const candidates = findFigures(part).filter(
    (found) =>
      counted.has(found.text) && countsSomething(part, found) && !BOUNDS.test(part.slice(0, found.index)),
  );
  return (
    candidates.find((found) => SIZES_A_MARKET.test(part.slice(found.index + found.text.length))) ??
    candidates[0]
  );
}

/** Plurals that count nothing a card could name ("LOIs for 30 more" counts the pilots before it). */
const NOT_COUNTED =
  /^(?:this|its|his|is|was|has|as|us|plus|less|across|various|always|hours|days|weeks|months|years|LOIs?)$/iu;

/**
 * "30 | more" says nothing: the count is of what the sentence counted before ("12 pilots and LOIs for 30
 * more" → "more pilots"), or of the first thing it names ("Three hospitals are live and two more have
 * signed for 20 more" → "more hospitals").
 */
function moreOfWhat(label: string, earlier: readonly Metric[], sentence: string): string {
  const bare = /^more\b\s*(.*)$/iu.exec(label);
  if (!bare || bare[1]!.split(/\s+/u).filter(Boolean).length > 1) return label;
  const counted =
    earlier.at(-1)?.label.split(/\s+/u)[0] ??
    sentence.match(/\b\p{L}{3,}s\b/gu)?.find((word) => !NOT_COUNTED.test(word));
  return counted ? `more ${counted.toLowerCase()}${bare[1] ? ` ${bare[1]}` : ""}` : label;
}

/** "$900k" → 900000; null for a figure that is no plain amount. */
function magnitude(figure: string): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn|b|million|billion|thousand)?\b/iu.exec(figure);
  return match ? amount(match[1]!, match[2]) : null;
}

/**
 * A figure that moved from one value to another is one card, the value it reached: "We grew from $900k to
 * $3.2M ARR in the last 12 months" → "$3.2M | ARR in the last 12 months, up from $900k".
 */
function changeCard(part: string): Omit<Metric, "source"> | null {
  const figures = findFigures(part);
  for (const [i, from] of figures.entries()) {
    const to = figures[i + 1];
    if (!to) break;
    const between = part.slice(from.index + from.text.length, to.index);
    if (!/\bfrom\s*$/iu.test(part.slice(0, from.index)) || !/^\s*to\s*$/iu.test(between)) continue;
    const after = tidyLabel(
      part.slice(to.index + to.text.length).split(/\s+(?:with|and|plus)\s+(?=\S*\d)|[,;]/u)[0]!,
    );
    const before = tidyLabel(
      withoutWe(
        part
          .slice(0, from.index)
          .replace(/\s*\bfrom\s*$/iu, "")
          .replace(
            /\s+(?:grew|rose|fell|dropped|went|jumped|climbed|increased|decreased|declined|shrank)$/iu,
            "",
          ),
      ),
    );
    const named =
      /^\p{L}/u.test(after) &&
      !/^(?:in|by|at|over|for|during|since|after|before|when|until|of|a|an|the)\b/iu.test(after);
    const [a, b] = [magnitude(from.text), magnitude(to.text)];
    const direction = a === null || b === null || a === b ? "" : b > a ? "up " : "down ";
    const label = named ? after : before;
    if (!label) return null;
    return { value: displayFigure(to.text), label: fitWords(`${label}, ${direction}from ${from.text}`, 80) };
  }
  return null;
}

export function metricsFrom(facts: readonly string[], sourceWhenNone: string): Metric[] {
  const metrics: Metric[] = [];
  for (const fact of facts) {
    const { text, source } = splitSource(fact);
    const cited = source || sourceWhenNone;
    const sizes = sizeMetrics(text, cited);
    if (sizes.length > 0) metrics.push(...sizes);
    const fromThisFact = metrics.length;
    // Read in the whole sentence: "Class 10 and 12" names classes, whatever part "12" ends up in.
    const counted = new Set(findFigures(text).map((found) => found.text));
    for (const part of sizes.length > 0 ? [] : figureParts(text)) {
      // "…, up from $9M the quarter before" says where the card before came from, "…, compared with 34% for
      // manual scripts" what it beats; neither is a card of its own.
      const previous = metrics.length > fromThisFact ? metrics[metrics.length - 1] : undefined;
      const since = /^(?:(?:up|down)\s+from|compared (?:with|to)|versus|vs\.?)\s+/iu.exec(part.trim());
      if (previous && since) {
        previous.label = fitWords(`${previous.label}, ${tidyLabel(part.trim())}`, 80);
        continue;
      }
      const change = changeCard(part);
      if (change) {
        metrics.push({ ...change, source: cited });
        continue;
      }
      const figure = cardFigure(part, counted);
      if (!figure || figure.text.length > 24) continue;
      const spending = spendingCard(part, figure);
      if (spending) {
        metrics.push({
          value: displayFigure(spending.value),
          label: fitWords(spending.label, 80),
          source: cited,
        });
        continue;
      }
      const label = fitWords(
        moreOfWhat(tidyLabel(withoutFigure(part, figure)), metrics.slice(fromThisFact), text),
        80,
      );
      const period = periodAfter(part, figure);
      const value =
        period && figure.text.length + period.length < 24 ? `${figure.text} ${period}` : figure.text;
      metrics.push({ value: displayFigure(value), label, source: cited });
    }
    if (metrics.length >= MAX_METRICS) break;
  }
  return metrics.slice(0, MAX_METRICS);
}

/**
 * The market as big numbers: the brief's figures, and the bottom-up market its own counts and price give
 * (the arithmetic shown, labelled as derived from the brief); TAM/SAM/SOM marked "to fill" when it gives
 * neither.
 */
export function marketMetrics(facts: readonly string[], overview = ""): Metric[] {
  const derived = bottomUpMarket(overview);
  const found = metricsFrom(facts, placeholder("source"));
  // A derived figure is the segment the brief prices; with nothing else, the slide still asks for the TAM.
  if (derived && found.length === 0)
    return [{ value: placeholder("TAM"), label: SIZE_NAMES.TAM, source: placeholder("source") }, derived];
  if (derived) return [...found.slice(0, MAX_METRICS - 1), derived];
  if (found.length === 0) {
    return (["TAM", "SAM", "SOM"] as const).map((name) => ({
      value: placeholder(name),
      label: SIZE_NAMES[name],
      source: placeholder("source"),
    }));
  }
  if (found.length === 1) {
    found.push({
      value: placeholder("SAM"),
      label: "The segment you win first",
      source: placeholder("source"),
    });
  }
  return found;
}
