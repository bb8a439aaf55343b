import { Output, parsePartialJson, streamText } from "ai";
import type { ExtractedFact, ExtractFactsInput } from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError, type AttemptContext } from "../../retry.ts";
import { EXTRACT_SOURCES_MAX, extractFactsSystemPrompt, extractFactsUserPrompt } from "./prompt.ts";
import { extractFactsOutputSchema, readExtractedFacts } from "./schema.ts";

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
 * One attempt at a research run's facts: the sources go in fenced as data, structured output comes back,
 * and no tools are offered, so nothing in a page can make the model act. An answer with no JSON at all is
 * an invalid output (retried like a failure); an empty list is a valid answer.
 */
export async function extractFactsAttempt(
  model: ModelHandle,
  input: ExtractFactsInput,
  context: AttemptContext,
): Promise<ExtractedFact[]> {
  const sourceIds = input.sources.slice(0, EXTRACT_SOURCES_MAX).map((source) => source.id);
  const result = streamText({
    model,
    system: extractFactsSystemPrompt(),
    prompt: extractFactsUserPrompt(input),
    output: Output.object({
      schema: extractFactsOutputSchema(sourceIds),
      name: "research_facts",
      description: "Facts quoted word for word from the sources, each with its slide section",
    }),
    temperature: 0,
    maxOutputTokens: 3_000,
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
  const answer = await parseAnswer(text);
  if (answer === undefined) throw new InvalidModelOutputError("the model returned no JSON");
  return readExtractedFacts(answer);
}
