import {
  endsWithCitation,
  contentForBody,
  isPlaceholderLine,
  textToBullets,
  type Metric,
  type SlideBody,
} from "@pds/contracts";
import { displayFigure, findFigures, fitWords, withoutFigure } from "../offline/layouts/figures.ts";
import { claimFromQuote } from "./extract-facts.ts";

/**
 * Research lines on a slide drawn in a layout other than bullets, keeping the layout: a fact whose figure a
 * metric shows becomes that metric's source ("$6.2B … [1]"), a fact with a figure fills a metric still marked
 * "to fill" or a free one, a text field of the layout takes what fits, and the rest goes to the speaker notes
 * (marker kept, so the founder can still find the source). Only what lands in the slide's text is cited: a
 * citation's claim is always part of the slide's content, so later edits keep or drop it correctly.
 */

export interface ResearchFact {
  sourceId: string;
  quote: string;
  marker: number;
}

export interface PlacedCitation {
  sourceId: string;
  claim: string;
  quote: string;
  marker: number;
}

export interface Placed {
  body: SlideBody;
  notes: string;
  citations: PlacedCitation[];
}

/** Heading of the notes block research writes; a later run replaces the block. */
export const RESEARCH_NOTES_HEADING = "From research (numbers refer to the deck's Sources):";
const METRIC_SOURCE_MAX = 160;
const MAX_METRICS = 3;

/** Text compared figure to figure: no spaces or thousands commas, and a range written "3 to 5%" as "3–5%". */
const squash = (text: string) =>
  displayFigure(text)
    .replace(/[\s,]+/gu, "")
    .toLowerCase();
const cited = (claim: string, marker: number) => `${claim} [${marker}]`;

function withoutResearchNotes(notes: string): string {
  const at = notes.indexOf(RESEARCH_NOTES_HEADING);
  return (at < 0 ? notes : notes.slice(0, at)).trim();
}

/** A metric source that is a citation from an earlier run ("… [2]"), to be replaced. */
const isCitedSource = (source: string) => endsWithCitation(source);

function placeOnMetrics(metrics: Metric[], facts: ResearchFact[]) {
  const next = metrics.map((metric) => (isCitedSource(metric.source) ? { ...metric, source: "" } : metric));
  const citations: PlacedCitation[] = [];
  const left: ResearchFact[] = [];
  for (const fact of facts) {
    const claim = claimFromQuote(fact.quote, METRIC_SOURCE_MAX - 7);
    const source = cited(claim, fact.marker);
    const matching = next.findIndex(
      (m) =>
        !isPlaceholderLine(m.value) &&
        (!m.source.trim() || isPlaceholderLine(m.source)) &&
        squash(claim).includes(squash(m.value)),
    );
    const figure = findFigures(claim).find((f) => f.text.length <= 24);
    const open = next.findIndex((m) => isPlaceholderLine(m.value));
    if (matching >= 0) {
      next[matching] = { ...next[matching]!, source };
    } else if (figure && (open >= 0 || next.length < MAX_METRICS)) {
      const metric = { value: figure.text, label: fitWords(withoutFigure(claim, figure), 80), source };
      if (open >= 0) next[open] = metric;
      else next.push(metric);
    } else {
      left.push(fact);
      continue;
    }
    citations.push({ sourceId: fact.sourceId, claim, quote: fact.quote, marker: fact.marker });
  }
  return { metrics: next, citations, left };
}

/** Lines appended to a text field while it has room. */
function appendLines(text: string, max: number, facts: ResearchFact[]) {
  const kept = textToBullets(text).filter((line) => !endsWithCitation(line));
  const citations: PlacedCitation[] = [];
  const left: ResearchFact[] = [];
  for (const fact of facts) {
    const claim = claimFromQuote(fact.quote);
    const line = cited(claim, fact.marker);
    if ([...kept, line].join("\n").length > max) {
      left.push(fact);
      continue;
    }
    kept.push(line);
    citations.push({ sourceId: fact.sourceId, claim, quote: fact.quote, marker: fact.marker });
  }
  return { text: kept.join("\n"), citations, left };
}

function placeInFields(body: SlideBody, facts: ResearchFact[]): Placed & { left: ResearchFact[] } {
  switch (body.layout) {
    case "bigNumbers": {
      const { metrics, citations, left } = placeOnMetrics(body.fields.metrics, facts);
      return { body: { ...body, fields: { metrics } }, notes: "", citations, left };
    }
    case "twoColumns": {
      const { text, citations, left } = appendLines(body.fields.rightBody, 1200, facts);
      return { body: { ...body, fields: { ...body.fields, rightBody: text } }, notes: "", citations, left };
    }
    case "statement": {
      const { text, citations, left } = appendLines(body.fields.subline, 400, facts);
      return { body: { ...body, fields: { ...body.fields, subline: text } }, notes: "", citations, left };
    }
    case "ask": {
      const { text, citations, left } = appendLines(body.fields.milestones, 400, facts);
      return { body: { ...body, fields: { ...body.fields, milestones: text } }, notes: "", citations, left };
    }
    default:
      return { body, notes: "", citations: [], left: facts };
  }
}

export function placeOnLayout(body: SlideBody, notes: string, facts: ResearchFact[]): Placed {
  const placed = placeInFields(body, facts);
  const base = withoutResearchNotes(notes);
  const extra =
    placed.left.length > 0
      ? [RESEARCH_NOTES_HEADING, ...placed.left.map((f) => cited(claimFromQuote(f.quote), f.marker))].join(
          "\n",
        )
      : "";
  const content = contentForBody(placed.body, "");
  return {
    body: placed.body,
    notes: [base, extra].filter(Boolean).join("\n\n"),
    citations: placed.citations.filter((c) => content.includes(c.claim)),
  };
}
