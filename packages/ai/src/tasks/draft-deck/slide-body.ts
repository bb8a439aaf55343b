import {
  bulletsToText,
  contentForBody,
  slideBodySchema,
  withoutImages,
  type SlideBody,
} from "@pds/contracts";

const NOT_WORDS = new Set(["layout", "kind", "logoImageId", "photoImageId", "imageId"]);

/** The words in whatever the model put in a layout's fields, in order: a bullets fallback for a bad layout. */
function wordsOf(value: unknown, key = ""): string[] {
  if (NOT_WORDS.has(key)) return [];
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    const cells = entries.map(([k, v]) => wordsOf(v, k));
    // A row of short strings (a metric, a person) reads best as one line.
    const flat = cells.every((c) => c.length <= 1) ? [cells.flat().join(" — ")] : cells.flat();
    return flat.filter(Boolean);
  }
  return [];
}

/**
 * A drafted slide's layout, checked against the layout union. A valid non-bullets body wins, with any image id
 * the model made up cleared (a draft has no images), and `content` written from its fields. Anything else —
 * no layout, an unknown one, fields that do not fit — is bullets of the model's text, never a failed draft.
 */
export function bodyOrText(
  record: Record<string, unknown>,
  text: string,
): { body: SlideBody | undefined; content: string } {
  const raw =
    record.body ??
    (typeof record.layout === "string" ? { layout: record.layout, fields: record.fields } : null);
  const parsed = raw == null ? null : slideBodySchema.safeParse(raw);
  if (parsed?.success && parsed.data.layout !== "bullets") {
    const body = withoutImages(parsed.data);
    const content = contentForBody(body, "").trim();
    if (content) return { body, content };
  }
  const fields = raw && typeof raw === "object" ? (raw as { fields?: unknown }).fields : undefined;
  return { body: undefined, content: text || bulletsToText(wordsOf(fields)) };
}
