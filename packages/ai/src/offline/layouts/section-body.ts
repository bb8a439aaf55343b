import type { SlideBody } from "@pds/contracts";
import type { ContentSectionKey } from "../sections.ts";
import { askFields } from "./ask.ts";
import { comparisonFields } from "./competition.ts";
import { marketMetrics, metricsFrom } from "./metrics.ts";
import { findSeries } from "./series.ts";
import { teamMembers } from "./team.ts";

const SERIES_NAME =
  /\b(MRR|ARR|GMV|revenue|customers|users|pilots|downloads|sign-?ups|members|orders|bookings)\b/iu;

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
  const metrics = metricsFrom(facts, "");
  return metrics.length > 0 ? { layout: "bigNumbers", fields: { metrics } } : null;
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
    case "market":
      return { layout: "bigNumbers", fields: { metrics: marketMetrics(facts, overview) } };
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
