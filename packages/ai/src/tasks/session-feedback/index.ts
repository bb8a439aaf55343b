import { Output, parsePartialJson, streamText } from "ai";
import type { SessionFeedbackInput, SessionFeedbackResult } from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError, type AttemptContext } from "../../retry.ts";
import { sessionFeedbackSystemPrompt, sessionFeedbackUserPrompt } from "./prompt.ts";
import { readSessionFeedback, sessionFeedbackOutputSchema } from "./schema.ts";

/** Stream parts that mean the model has started answering. */
const outputPartTypes = new Set(["text-start", "text-delta", "reasoning-start", "reasoning-delta"]);

/** Parses the answer's JSON, skipping leading prose or a ```json fence; undefined when there is none. */
async function parseAnswer(text: string): Promise<unknown> {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const json = text.slice(start).replace(/\s*```\s*$/, "");
  const { value, state } = await parsePartialJson(json);
  return state === "successful-parse" || state === "repaired-parse" ? value : undefined;
}

/**
 * One attempt at the session's feedback: structured output in the review's shape, slide links checked
 * against the deck. No usable suggestion is an invalid output (retried like a failure).
 */
export async function sessionFeedbackAttempt(
  model: ModelHandle,
  input: SessionFeedbackInput,
  context: AttemptContext,
): Promise<SessionFeedbackResult> {
  const slideIds = input.deck?.slides.map((slide) => slide.id) ?? [];
  const result = streamText({
    model,
    system: sessionFeedbackSystemPrompt(input),
    prompt: sessionFeedbackUserPrompt(input),
    output: Output.object({
      schema: sessionFeedbackOutputSchema(slideIds),
      name: "session_feedback",
      description: "Coaching suggestions on a pitch practice call",
    }),
    temperature: 0.3,
    maxOutputTokens: 1_500,
    maxRetries: 0,
    abortSignal: context.signal,
    // Errors arrive as stream parts and are handled below; the default handler would log them.
    onError: () => {},
  });
  let text = "";
  for await (const part of result.fullStream) {
    if (outputPartTypes.has(part.type)) context.markFirstToken();
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw context.signal.reason ?? new Error("aborted");
    if (part.type === "text-delta") text += part.text;
  }
  context.signal.throwIfAborted();
  const read = readSessionFeedback(await parseAnswer(text), slideIds);
  if (read.feedback.length === 0)
    throw new InvalidModelOutputError("the model returned no usable suggestion");
  return read;
}
