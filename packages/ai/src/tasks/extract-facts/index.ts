import { Output, streamText } from "ai";
import type { ExtractedFact, ExtractFactsInput } from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError } from "../../errors.ts";
import type { AttemptContext } from "../../retry.ts";
import { readStructuredAnswer } from "../structured-answer.ts";
import { EXTRACT_SOURCES_MAX, extractFactsSystemPrompt, extractFactsUserPrompt } from "./prompt.ts";
import { extractFactsOutputSchema, readExtractedFacts } from "./schema.ts";

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
    // Errors arrive as stream parts and are thrown by readStructuredAnswer; the default handler would log them.
    onError: () => {},
  });
  const answer = await readStructuredAnswer(result.fullStream, context);
  if (answer === undefined) throw new InvalidModelOutputError("the model returned no JSON");
  return readExtractedFacts(answer);
}
