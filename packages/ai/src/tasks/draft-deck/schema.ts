import { jsonSchema, zodSchema, type JSONSchema7, type Schema } from "ai";
import { limits } from "@pds/contracts";
import { draftSlideSchema, type DraftSlide } from "../../engine.ts";

/**
 * What the model is asked to produce for each slide: the JSON Schema of the slide API's own `draftSlideSchema`
 * (so the limits are the API's), with a validator that first repairs the small things models get wrong.
 */
async function elementJsonSchema(): Promise<JSONSchema7> {
  const { $schema: _ignored, ...rest } = await zodSchema(draftSlideSchema).jsonSchema;
  // Every field required and nothing else allowed: what strict structured-output modes expect.
  return { ...rest, required: ["title", "content", "notes"], additionalProperties: false };
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
 * word boundary, a missing notes field becomes "". Returns the validated slide or null (to be dropped).
 */
export function repairDraftSlide(raw: unknown): DraftSlide | null {
  if (raw == null || typeof raw !== "object" || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const title = asText(record.title)?.replace(/\s+/g, " ").trim();
  const content = asText(record.content ?? record.bullets)
    ?.split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
  const notes = asText(record.notes ?? record.speakerNotes) ?? "";
  if (!title || !content) return null;
  const parsed = draftSlideSchema.safeParse({
    title: truncate(title, limits.slideTitleMax),
    content: truncate(content, limits.slideContentMax),
    notes: truncate(notes.trim(), limits.slideNotesMax),
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
