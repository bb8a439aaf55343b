import { contentForBody } from "./slide-layout-text.ts";
import { fieldMax, type LayoutFields, type SlideBody, type SlideLayout } from "./slide-layouts.ts";
import { citationMarkers, placeholder, stripCitationMarkers, textToBullets } from "./slide-text.ts";

/**
 * A figure at the start of a line or anywhere in it: "$4.2B", "135,000", "70%", "3×", "€1.2M"; not the
 * digit inside a word such as "Q1" or "B2B".
 */
const FIGURE =
  /(?<![\p{L}\p{N}])(?:[$€£]\s?)?\d[\d,.]*\s?(?:%|×|x\b|k\b|K\b|m\b|M\b|bn\b|B\b|billion\b|million\b)?\+?/u;
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
  if (!figure) return { value: placeholder("figure"), label: clip(plain, fieldMax.label), source };
  const label = plain.replace(figure[0], "").replace(/^[\s:—–-]+|[\s:—–-]+$/gu, "");
  return { value: figure[0].trim().slice(0, 24), label: clip(label, fieldMax.label), source };
}

function pointFrom(line: string) {
  const match = /^(.{1,24}?)\s*[:=—–-]\s*(.+)$/u.exec(stripCitationMarkers(line));
  const number = match ? NUMBER.exec(match[2]!) : null;
  return match && number ? { label: match[1]!.trim(), value: Number(number[0].replace(/,/gu, "")) } : null;
}

const half = (lines: string[]) => Math.ceil(lines.length / 2);

/** Text cut to a field's limit (the whole line is then also kept in the notes, see `survives`). */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** True when every word and citation marker of `line` is still in `text`, so the line need not go to the notes. */
function survives(line: string, text: string): boolean {
  const words = stripCitationMarkers(line).split(/\s+/u).filter(Boolean);
  return (
    words.every((word) => text.includes(word)) &&
    citationMarkers(line).every((marker) => text.includes(`[${marker}]`))
  );
}

/** Builds each layout's fields from lines of slide text; what does not fit stays for the notes. */
const builders: { [L in SlideLayout]: (lines: string[]) => Built<L> } = {
  bullets: () => ({ fields: {}, used: 0 }),
  cover: (lines) => ({
    fields: {
      tagline: clip(lines[0] ?? "", fieldMax.line),
      logoImageId: null,
      presenter: clip(lines[1] ?? "", fieldMax.label),
      date: "",
    },
    used: Math.min(lines.length, 2),
  }),
  statement: (lines) => ({
    fields: {
      statement: clip(lines[0] ?? placeholder("your one-line message"), fieldMax.line),
      subline: clip(lines[1] ?? "", fieldMax.paragraph),
    },
    used: Math.min(lines.length, 2),
  }),
  twoColumns: (lines) => ({
    fields: {
      leftHeading: "Before",
      leftBody: clip(lines.slice(0, half(lines)).join("\n"), fieldMax.block),
      rightHeading: "After",
      rightBody: clip(lines.slice(half(lines)).join("\n"), fieldMax.block),
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
      .map((line) => ({ when: "", title: clip(line, fieldMax.label), detail: "", done: false }));
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
        milestones: clip(lines.join("\n"), fieldMax.paragraph),
      },
      used: lines.length,
    };
  },
  quote: (lines) => ({
    fields: {
      quote: clip(lines[0] ?? placeholder("a customer quote"), fieldMax.paragraph),
      author: "",
      role: "",
    },
    used: Math.min(lines.length, 1),
  }),
  image: (lines) => ({
    fields: { imageId: null, caption: clip(lines[0] ?? "", fieldMax.line) },
    used: Math.min(lines.length, 1),
  }),
  closing: (lines) => ({
    fields: { subline: clip(lines[0] ?? "", fieldMax.line), name: "", email: "", website: "", phone: "" },
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
  const content = contentForBody(body, "");
  // A line the fields took only in part (cut to a limit, or its figure split from its label) is kept whole too.
  const left = lines.filter((line, index) => index >= built.used || !survives(line, content));
  const kept = left.length > 0 ? [KEPT_NOTES_HEADING, ...left].join("\n") : "";
  const notes = [slide.notes.trim(), kept].filter(Boolean).join("\n\n");
  return { body, content, notes };
}

/** A new slide of `layout` with its fields marked "to fill". */
export function emptyBody(layout: SlideLayout): SlideBody {
  return { layout, fields: builders[layout]([]).fields } as SlideBody;
}
