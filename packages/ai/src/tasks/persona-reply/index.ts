import { streamText } from "ai";
import type { PersonaReplyInput } from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError } from "../../errors.ts";
import type { AttemptContext } from "../../retry.ts";

/** Turns of the call the model sees: enough for follow-ups, bounded for cost and latency. */
const HISTORY_TURNS = 24;
/** A spoken reply; longer output is cut at a sentence end. */
const REPLY_MAX_CHARS = 600;

/** One attempt at the mock VC's next line: plain text (no markdown), short enough to speak. */
export async function personaReplyAttempt(
  model: ModelHandle,
  input: PersonaReplyInput,
  context: AttemptContext,
): Promise<string> {
  const result = streamText({
    model,
    system: input.system,
    messages: input.history
      .slice(-HISTORY_TURNS)
      .map((turn) => ({ role: turn.role, content: turn.content.slice(0, 2_000) })),
    maxOutputTokens: 200,
    temperature: 0.4,
    abortSignal: context.signal,
  });
  let raw = "";
  for await (const delta of result.textStream) {
    context.markFirstToken();
    raw += delta;
  }
  const text = raw
    .replace(/[*_#`>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) throw new InvalidModelOutputError("The model gave an empty reply.");
  if (text.length <= REPLY_MAX_CHARS) return text;
  const cut = text.slice(0, REPLY_MAX_CHARS);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "));
  return end > 0 ? cut.slice(0, end + 1) : cut;
}
