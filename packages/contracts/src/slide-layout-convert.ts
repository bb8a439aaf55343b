import { contentForBody } from "./slide-layout-text.ts";
import type { LayoutFields, SlideBody, SlideLayout } from "./slide-layouts.ts";
import { citationMarkers, placeholder, stripCitationMarkers, textToBullets } from "./slide-text.ts";

/** A figure at the start of a line or anywhere in it: "$4.2B", "135,000", "70%", "3×", "€1.2M". */
const FIGURE = /(?:[$€£]\s?)?\d[\d,.]*\s?(?:%|×|x\b|k\b|K\b|m\b|M\b|bn\b|B\b|billion\b|million\b)?\+?/u;
const NUMBER = /-?\d[\d,]*(?:\.\d+)?/u;

interface Built<L extends SlideLayout> {
  fields: LayoutFields<L>;
  /** How many of the given lines the fields hold; the rest are kept in the speaker notes. */
  used: number;
}

function metricFrom(line: string) {
  const figure = FIGURE.exec(line);
  const markers = citationMarkers(line);
  const plain = stripCitationMarkers(line);
  const source = markers.length > 0 ? `Source [${markers.join("] [")}]` : "";
  if (!figure) return { value: placeholder("figure"), label: plain.slice(0, 80), source };
  const label = plain.replace(figure[0], "").replace(/^[\s:—–-]+|[\s:—–-]+$/gu, "");
  return { value: figure[0].trim().slice(0, 24), label: label.slice(0, 80), source };
}

function pointFrom(line: string) {
  const match = /^(.{1,24}?)\s*[:=—–-]\s*(.+)$/u.exec(stripCitationMarkers(line));
  const number = match ? NUMBER.exec(match[2]!) : null;
  return match && number ? { label: match[1]!.trim(), value: Number(number[0].replace(/,/gu, "")) } : null;
}

const half = (lines: string[]) => Math.ceil(lines.length / 2);

/** Builds each layout's fields from lines of slide text; what does not fit stays for the notes. */
const builders: { [L in SlideLayout]: (lines: string[]) => Built<L> } = {
  bullets: () => ({ fields: {}, used: 0 }),
  cover: (lines) => ({
    fields: { tagline: lines[0] ?? "", logoImageId: null, presenter: lines[1] ?? "", date: "" },
    used: Math.min(lines.length, 2),
  }),
  statement: (lines) => ({
    fields: { statement: lines[0] ?? placeholder("your one-line message"), subline: lines[1] ?? "" },
    used: Math.min(lines.length, 2),
  }),
  twoColumns: (lines) => ({
    fields: {
      leftHeading: "Before",
      leftBody: lines.slice(0, half(lines)).join("\n"),
      rightHeading: "After",
      rightBody: lines.slice(half(lines)).join("\n"),
    },
    used: lines.length,
  }),
  bigNumbers: (lines) => {
    const picked = lines.slice(0, 3);
    const metrics = picked.length > 0 ? picked.map(metricFrom) : [metricFrom(placeholder("a key metric"))];
    return { fields: { metrics }, used: picked.length };
  },
  chart: (lines) => {
    const points = lines
      .map(pointFrom)
      .filter((point) => point !== null)
      .slice(0, 12);
    const fields: LayoutFields<"chart"> = {
      kind: "bar",
      seriesName: "",
      unit: "",
      points: points.length > 0 ? points : [{ label: "Q1", value: 0 }],
      caption: points.length > 0 ? "" : placeholder("your numbers per period"),
    };
    return { fields, used: points.length === lines.length ? lines.length : 0 };
  },
  comparison: (lines) => {
    const criteria = lines.slice(0, 6).map((line) => stripCitationMarkers(line).slice(0, 40));
    const rows = (criteria.length > 0 ? criteria : [placeholder("criterion")]).map((criterion) => ({
      criterion,
      cells: [true, false, false] as (boolean | string)[],
    }));
    return { fields: { columns: ["Us", placeholder("rival"), placeholder("rival")], rows }, used: 0 };
  },
  positioning: (lines) => ({
    fields: {
      xAxis: { low: "Manual", high: "Automated" },
      yAxis: { low: "Narrow", high: "Broad" },
      items: [
        { name: "Us", x: 0.8, y: 0.8, isUs: true },
        ...lines.slice(0, 5).map((line, i) => ({
          name: stripCitationMarkers(line).slice(0, 40),
          x: 0.2 + 0.15 * i,
          y: 0.3,
          isUs: false,
        })),
      ],
    },
    used: 0,
  }),
  team: (lines) => {
    const people = lines.slice(0, 6).map((line) => {
      const [name = "", rest = ""] = line.split(/\s[—–-]\s|,\s/u, 2);
      return { name: name.slice(0, 80), role: rest.slice(0, 80), background: "", photoImageId: null };
    });
    const members =
      people.length > 0
        ? people
        : [{ name: placeholder("name"), role: "", background: "", photoImageId: null }];
    return { fields: { members }, used: 0 };
  },
  timeline: (lines) => {
    const steps = lines
      .slice(0, 6)
      .map((line) => ({ when: "", title: line.slice(0, 80), detail: "", done: false }));
    const milestones =
      steps.length > 0 ? steps : [{ when: "", title: placeholder("a milestone"), detail: "", done: false }];
    return { fields: { milestones }, used: Math.min(lines.length, 6) };
  },
  ask: (lines) => {
    const amount = lines
      .map((line) => FIGURE.exec(line)?.[0]?.trim())
      .find((figure) => figure && /[$€£]/u.test(figure));
    return {
      fields: {
        amount: amount ?? placeholder("amount"),
        round: "",
        useOfFunds: [],
        milestones: lines.join("\n"),
      },
      used: lines.length,
    };
  },
  quote: (lines) => ({
    fields: { quote: lines[0] ?? placeholder("a customer quote"), author: "", role: "" },
    used: Math.min(lines.length, 1),
  }),
  image: (lines) => ({ fields: { imageId: null, caption: lines[0] ?? "" }, used: Math.min(lines.length, 1) }),
  closing: (lines) => ({
    fields: { subline: lines[0] ?? "", name: "", email: "", website: "", phone: "" },
    used: Math.min(lines.length, 1),
  }),
};

export interface SlideText {
  body: SlideBody;
  content: string;
  notes: string;
}

export const KEPT_NOTES_HEADING = "Kept from the previous layout:";

/**
 * The slide in another layout, keeping its content: fields are filled from the slide's text, and lines the
 * new layout has no place for are appended to the speaker notes, so changing layout never loses text.
 */
export function convertLayout(slide: SlideText, layout: SlideLayout): SlideText {
  if (slide.body.layout === layout) return slide;
  const lines = textToBullets(contentForBody(slide.body, slide.content));
  if (layout === "bullets")
    return { body: { layout, fields: {} }, content: lines.join("\n"), notes: slide.notes };
  const built = builders[layout](lines);
  const body = { layout, fields: built.fields } as SlideBody;
  const left = lines.slice(built.used);
  const kept = left.length > 0 ? [KEPT_NOTES_HEADING, ...left].join("\n") : "";
  const notes = [slide.notes.trim(), kept].filter(Boolean).join("\n\n");
  return { body, content: contentForBody(body, ""), notes };
}

/** A new slide of `layout` with its fields marked "to fill". */
export function emptyBody(layout: SlideLayout): SlideBody {
  return { layout, fields: builders[layout]([]).fields } as SlideBody;
}
