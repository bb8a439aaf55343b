import { Output, streamText } from "ai";
import type { SessionFeedbackInput, SessionFeedbackResult } from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError } from "../../errors.ts";
import type { AttemptContext } from "../../retry.ts";
import { readStructuredAnswer } from "../structured-answer.ts";
import { sessionFeedbackSystemPrompt, sessionFeedbackUserPrompt } from "./prompt.ts";
import { readSessionFeedback, sessionFeedbackOutputSchema } from "./schema.ts";

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
    // Errors arrive as stream parts and are thrown by readStructuredAnswer; the default handler would log them.
    onError: () => {},
  });
  const answer = await readStructuredAnswer(result.fullStream, context);
  const read = readSessionFeedback(answer, slideIds);
  if (read.feedback.length === 0)
    throw new InvalidModelOutputError("the model returned no usable suggestion");
  return read;
}
