import { jsonSchema, zodSchema, type JSONSchema7, type Schema } from "ai";
import { voiceFeedbackItemSchema, type VoiceFeedbackItem } from "@pds/contracts";
import { z } from "zod";

/** At most this many suggestions are kept, whatever the model sends. */
export const maxFeedbackItems = 8;
/** A suggestion longer than this is cut at a word boundary. */
export const feedbackMessageMax = 400;

/**
 * What the model must produce: the review's own feedback items (`voiceFeedbackItemSchema`), with `slideId`
 * restricted to the ids of the session's deck (null when a suggestion is not about one slide). Freestyle
 * sessions have no deck, so there `slideId` can only be null.
 */
export function sessionFeedbackSchema(slideIds: readonly string[]) {
  const [first, ...rest] = slideIds;
  const slideId = first === undefined ? z.null() : z.enum([first, ...rest]).nullable();
  const item = z
    .object({
      message: voiceFeedbackItemSchema.shape.message.trim().min(1).max(feedbackMessageMax),
      slideId,
    })
    .strict();
  return z.object({ feedback: z.array(item).min(1).max(maxFeedbackItems) }).strict();
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

export interface ReadFeedback {
  feedback: VoiceFeedbackItem[];
  droppedSlideIds: string[];
}

/**
 * Reads the model's answer leniently: `{"feedback": [...]}` or a bare array; an item may be a plain string.
 * Messages are tidied and cut to length, duplicates and empty ones dropped. A slide id that is not one of
 * `slideIds` is removed from its suggestion (the suggestion stays) and reported in `droppedSlideIds`.
 */
export function readSessionFeedback(raw: unknown, slideIds: readonly string[]): ReadFeedback {
  const known = new Set(slideIds);
  const list: unknown[] = Array.isArray(raw)
    ? raw
    : raw !== null && typeof raw === "object" && Array.isArray((raw as { feedback?: unknown }).feedback)
      ? (raw as { feedback: unknown[] }).feedback
      : [];
  const feedback: VoiceFeedbackItem[] = [];
  const droppedSlideIds: string[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    if (feedback.length >= maxFeedbackItems) break;
    const record: Record<string, unknown> =
      entry !== null && typeof entry === "object" && !Array.isArray(entry)
        ? (entry as Record<string, unknown>)
        : { message: entry };
    const text = asString(record.message) ?? asString(record.suggestion) ?? asString(record.text);
    const message = text
      ?.replace(/[*_#`]+/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (!message || seen.has(message.toLowerCase())) continue;
    seen.add(message.toLowerCase());
    const slideId = asString(record.slideId) ?? asString(record.slide_id);
    const item: VoiceFeedbackItem = { message: truncate(message, feedbackMessageMax) };
    if (slideId && known.has(slideId)) item.slideId = slideId;
    else if (slideId) droppedSlideIds.push(slideId);
    feedback.push(item);
  }
  return { feedback, droppedSlideIds };
}

/** The JSON Schema sent to the provider (strict structured output), with the lenient reader as validator. */
export function sessionFeedbackOutputSchema(slideIds: readonly string[]): Schema<ReadFeedback> {
  return jsonSchema<ReadFeedback>(
    async (): Promise<JSONSchema7> => {
      const { $schema: _ignored, ...rest } = await zodSchema(sessionFeedbackSchema(slideIds)).jsonSchema;
      return rest;
    },
    {
      validate: (value) => {
        const read = readSessionFeedback(value, slideIds);
        return read.feedback.length > 0
          ? { success: true, value: read }
          : { success: false, error: new Error("no usable suggestion") };
      },
    },
  );
}
