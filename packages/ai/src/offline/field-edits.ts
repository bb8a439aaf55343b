import { slideBodySchema, type SlideBody } from "@pds/contracts";
import { words } from "./text.ts";

/**
 * A style edit on a slide with a layout (big numbers, comparison, the ask…): each prose field is edited
 * line by line and the layout stays. Figures, names, sources, amounts and headings are never touched, and
 * a field too short to carry prose (under six words) is left as written.
 */
const KEEP = new Set([
  "value",
  "source",
  "name",
  "email",
  "website",
  "phone",
  "amount",
  "round",
  "imageId",
  "photoImageId",
  "when",
  "low",
  "high",
  "criterion",
  "leftHeading",
  "rightHeading",
  "layout",
]);
const MIN_WORDS = 6;

export interface FieldEdit {
  body: SlideBody;
  /** The text of each field as it was before the edit, for the speaker notes. */
  before: string[];
}

function editText(text: string, edit: (line: string) => string): string {
  return text
    .split("\n")
    .map((line) => (words(line).length >= MIN_WORDS ? edit(line) : line))
    .join("\n");
}

function walk(value: unknown, key: string, edit: (line: string) => string, before: string[]): unknown {
  if (typeof value === "string") {
    if (KEEP.has(key) || words(value).length < MIN_WORDS) return value;
    const next = editText(value, edit);
    // A field never grows past what it held (or a short line's room): its schema has a length limit.
    if (next === value || next.length > Math.max(value.length, 80)) return value;
    before.push(value);
    return next;
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, key, edit, before));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k, edit, before)]));
  }
  return value;
}

/** The body with its prose edited, or null when nothing changed (or the result would not be valid). */
export function editFields(body: SlideBody, edit: (line: string) => string): FieldEdit | null {
  const before: string[] = [];
  const fields = walk(body.fields, "fields", edit, before);
  if (before.length === 0) return null;
  const parsed = slideBodySchema.safeParse({ layout: body.layout, fields });
  return parsed.success ? { body: parsed.data, before } : null;
}
