import type { ComparisonCell, SlideBody } from "./slide-layouts.ts";
import { bulletsToText, textToBullets } from "./slide-text.ts";

const NOT_TEXT = new Set(["logoImageId", "photoImageId", "imageId", "kind"]);

function mapStrings(value: unknown, fn: (text: string) => string, key = ""): unknown {
  if (typeof value === "string") return NOT_TEXT.has(key) ? value : fn(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fn, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, k)]));
  }
  return value;
}

/** The body with `fn` applied to every text the founder reads (not image ids or chart kinds). */
export function mapBodyText<B extends SlideBody>(body: B, fn: (text: string) => string): B {
  return { ...body, fields: mapStrings(body.fields, fn) as B["fields"] };
}

/** Every text of the body, in reading order (for placeholder counts, search and checks). */
export function bodyTexts(body: SlideBody): string[] {
  const texts: string[] = [];
  mapBodyText(body, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

const cell = (value: ComparisonCell | undefined) =>
  value === true ? "yes" : value === false ? "no" : (value ?? "");
const joined = (...parts: string[]) => parts.filter((part) => part.trim().length > 0).join(" ");

/** Lines of a layout's fields as plain slide text; null for "bullets", whose text is the content itself. */
export function layoutLines(body: SlideBody): string[] | null {
  switch (body.layout) {
    case "bullets":
      return null;
    case "cover":
      return [body.fields.tagline, joined(body.fields.presenter, body.fields.date)];
    case "statement":
      return [body.fields.statement, body.fields.subline];
    case "twoColumns": {
      const { leftHeading, leftBody, rightHeading, rightBody } = body.fields;
      return [leftHeading, ...textToBullets(leftBody), rightHeading, ...textToBullets(rightBody)];
    }
    case "bigNumbers":
      return body.fields.metrics.map((m) => joined(m.value, m.label, m.source ? `(${m.source})` : ""));
    case "chart": {
      const { seriesName, unit, points, caption } = body.fields;
      const series = points.map((p) => `${p.label}: ${p.value}${unit ? ` ${unit}` : ""}`).join(", ");
      return [joined(seriesName ? `${seriesName} —` : "", series), caption];
    }
    case "comparison": {
      const { columns, rows } = body.fields;
      return [
        `Compared: ${columns.join(", ")}`,
        ...rows.map(
          (row) => `${row.criterion}: ${columns.map((c, i) => `${c} ${cell(row.cells[i])}`).join("; ")}`,
        ),
      ];
    }
    case "positioning": {
      const { xAxis, yAxis, items } = body.fields;
      return [
        `${xAxis.low} to ${xAxis.high}; ${yAxis.low} to ${yAxis.high}`,
        ...items.map((item) => (item.isUs ? `${item.name} (us)` : item.name)),
      ];
    }
    case "team":
      return body.fields.members.map((m) => joined(m.name, m.role ? `— ${m.role}.` : "", m.background));
    case "timeline":
      return body.fields.milestones.map((m) => joined(m.when, m.title, m.detail ? `— ${m.detail}` : ""));
    case "ask":
      return [
        joined("Raising", body.fields.amount, body.fields.round),
        ...body.fields.useOfFunds.map((share) => `${share.label}: ${share.percent}%`),
        ...textToBullets(body.fields.milestones),
      ];
    case "quote":
      return [
        body.fields.quote,
        [body.fields.author, body.fields.role].filter((part) => part.trim()).join(", "),
      ];
    case "image":
      return [body.fields.caption];
    case "closing": {
      const { subline, name, email, website, phone } = body.fields;
      return [subline, name, email, website, phone];
    }
  }
}

/** The slide's `content` for a body: its fields as text, or the founder's own text for "bullets". */
export function contentForBody(body: SlideBody, bulletsContent: string): string {
  const lines = layoutLines(body);
  return lines === null ? bulletsContent : bulletsToText(lines);
}
