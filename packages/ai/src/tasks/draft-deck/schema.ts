import { jsonSchema, zodSchema, type JSONSchema7, type Schema } from "ai";
import { z } from "zod";
import { deckSectionSchema, limits, slideBodySchema } from "@pds/contracts";
import { sectionForPhrase } from "../../offline/sections.ts";
import { draftSlideSchema, type DraftSlide } from "../../engine.ts";
import { bodyOrText } from "./slide-body.ts";

/**
 * What the model is asked to produce for each slide: the slide API's own `draftSlideSchema` (so the limits are
 * the API's) with the layout union as `body` (null for bullets), and a validator that first repairs the small
 * things models get wrong. `content` is always asked for: it is the slide's text if the layout turns out invalid.
 * `section` is asked for as nullable (strict structured-output modes want every property required), so a
 * headline title ("42 clinics pay us") still says which section the slide is for.
 */
const elementSchema = draftSlideSchema.extend({
  body: slideBodySchema.nullable(),
  section: deckSectionSchema.nullable(),
});

async function elementJsonSchema(): Promise<JSONSchema7> {
  const { $schema: _ignored, ...rest } = await zodSchema(elementSchema as z.ZodType).jsonSchema;
  // Every field required and nothing else allowed: what strict structured-output modes expect.
  return {
    ...rest,
    required: ["title", "content", "notes", "body", "section"],
    additionalProperties: false,
  };
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
 * A section outside the deck's own is dropped, not a reason to lose the slide.
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
  // The section the model named, else the one its title names ("Traction", "Our team"); else unknown.
  const named = deckSectionSchema.safeParse(record.section);
  const section = named.success ? named.data : (sectionForPhrase(title) ?? undefined);
  const parsed = draftSlideSchema.safeParse({
    title: truncate(title, limits.slideTitleMax),
    content: truncate(content, limits.slideContentMax),
    notes: truncate(notes.trim(), limits.slideNotesMax),
    body,
    section,
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
