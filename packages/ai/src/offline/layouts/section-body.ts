import { isPlaceholderLine, type Metric, type SlideBody } from "@pds/contracts";
import type { ContentSectionKey } from "../sections.ts";
import { askFields } from "./ask.ts";
import { comparisonFields } from "./competition.ts";
import { marketMetrics, metricsFrom } from "./metrics.ts";
import { findSeries } from "./series.ts";
import { teamMembers } from "./team.ts";

const SERIES_NAME =
  /\b(MRR|ARR|GMV|revenue|customers|users|pilots|downloads|sign-?ups|members|orders|bookings)\b/iu;

const MAX_CARDS = 3;

/** A label that is only a unit or a qualifier names nothing the figure counts. */
const namesSomething = (metric: Metric) =>
  !/^(?:(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|percent|times|on average|in total|a month|a year)\s*)*$/iu.test(
    metric.label,
  );

/**
 * A label that carries a price or a percentage of its own ("320 | patients the test had 91% sensitivity")
 * reads as two facts run together; where the card came from ("…, up from $900k") and a price the thing
 * sold at ("units on Kickstarter at $89 each") do not count.
 */
const strayFigure = (metric: Metric) =>
  /(?<!\b(?:at|for)\s)(?:[$€£¥₹]\s?\d|\b\d+(?:[.,]\d+)?\s?%)/u.test(
    metric.label.replace(/,?\s*\b(?:up |down )?from\b.*$/iu, ""),
  );

function tractionBody(facts: readonly string[]): SlideBody | null {
  const text = facts.join(" ");
  const series = findSeries(text);
  if (series) {
    const name = SERIES_NAME.exec(text)?.[1] ?? "";
    return {
      layout: "chart",
      fields: {
        kind: series.points.length > 4 ? "line" : "bar",
        seriesName: name,
        unit: series.unit,
        points: series.points,
        caption: "",
      },
    };
  }
  // Big numbers only when the cards say every fact: a fact with no card ("Twenty-seven shops are paying")
  // would leave the slide for the notes, a card that names no thing ("20 | minutes") says nothing, and a
  // card with a second figure in its label says two things badly.
  const perFact = facts.map((fact) => metricsFrom([fact], "").filter(namesSomething));
  if (
    facts.length === 0 ||
    // Three cards at most: more would leave a fact's figures off the slide.
    perFact.reduce((sum, cards) => sum + cards.length, 0) > MAX_CARDS ||
    perFact.some((cards) => cards.length === 0 || cards.some(strayFigure))
  )
    return null;
  const metrics = metricsFrom(facts, "").filter(namesSomething);
  return { layout: "bigNumbers", fields: { metrics } };
}

/**
 * The layout a content section is drawn with, built only from the founder's facts for it: market as big
 * numbers, traction as a chart (a series over time) or big numbers, competition as a table of the named
 * rivals, team as a grid of named people, the ask with its amount. Null keeps the section a list.
 */
export function sectionBody(
  key: ContentSectionKey,
  facts: readonly string[],
  startupName: string,
  overview = "",
): SlideBody | null {
  switch (key) {
    case "market": {
      // A market told without a figure ("millions of food businesses") stays a list in its words, asking
      // for the size; big numbers would show only blanks.
      const metrics = marketMetrics(facts, overview);
      const told = facts.length > 0 && metrics.every((metric) => isPlaceholderLine(metric.value));
      return told ? null : { layout: "bigNumbers", fields: { metrics } };
    }
    case "traction":
      return tractionBody(facts);
    case "competition": {
      const fields = comparisonFields(facts, startupName);
      return fields ? { layout: "comparison", fields } : null;
    }
    case "team": {
      const members = teamMembers(facts.join(" "));
      return members.length > 0 ? { layout: "team", fields: { members } } : null;
    }
    case "ask": {
      const fields = askFields(facts);
      return fields ? { layout: "ask", fields } : null;
    }
    default:
      return null;
  }
}
