import { jsonSchema, zodSchema, type JSONSchema7, type Schema } from "ai";
import { z } from "zod";
import { limits, slideBodySchema } from "@pds/contracts";
import { draftSlideSchema, type DraftSlide } from "../../engine.ts";
import { bodyOrText } from "./slide-body.ts";

/**
 * What the model is asked to produce for each slide: the slide API's own `draftSlideSchema` (so the limits are
 * the API's) with the layout union as `body` (null for bullets), and a validator that first repairs the small
 * things models get wrong. `content` is always asked for: it is the slide's text if the layout turns out invalid.
 * `section` is not asked for (strict structured-output modes want every property required); a model's slide
 * is found by its title and text, as one a founder adds.
 */
const elementSchema = draftSlideSchema.omit({ section: true }).extend({ body: slideBodySchema.nullable() });

async function elementJsonSchema(): Promise<JSONSchema7> {
  const { $schema: _ignored, ...rest } = await zodSchema(elementSchema as z.ZodType).jsonSchema;
  // Every field required and nothing else allowed: what strict structured-output modes expect.
  return { ...rest, required: ["title", "content", "notes", "body"], additionalProperties: false };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join("\n");
  return undefined;
}

/**
 * Best-effort repair of one raw element: bullets given as an array become lines, over-long fields are cut at a
 * word boundary, a missing notes field becomes "". A layout that does not validate falls back to bullets of the
 * slide's text (or of the layout's own words when the model gave no text). Returns the validated slide or null.
 */
export function repairDraftSlide(raw: unknown): DraftSlide | null {
  if (raw == null || typeof raw !== "object" || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const title = asText(record.title)?.replace(/\s+/g, " ").trim();
  const text = asText(record.content ?? record.bullets)
    ?.split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
  const notes = asText(record.notes ?? record.speakerNotes) ?? "";
  const { body, content } = bodyOrText(record, text ?? "");
  if (!title || !content) return null;
  const parsed = draftSlideSchema.safeParse({
    title: truncate(title, limits.slideTitleMax),
    content: truncate(content, limits.slideContentMax),
    notes: truncate(notes.trim(), limits.slideNotesMax),
    body,
  });
  return parsed.success ? parsed.data : null;
}

/** The element schema handed to `Output.array`: the API's JSON Schema plus repair-then-validate. */
export const draftSlideElementSchema: Schema<DraftSlide> = jsonSchema<DraftSlide>(elementJsonSchema, {
  validate: (value) => {
    const slide = repairDraftSlide(value);
    return slide
      ? { success: true, value: slide }
      : { success: false, error: new Error("slide is missing a title or content") };
  },
});
