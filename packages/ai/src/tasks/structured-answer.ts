import { parsePartialJson, type TextStreamPart, type ToolSet } from "ai";
import type { AttemptContext } from "../retry.ts";

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
 * Reads a structured-output stream to its end and returns the parsed JSON answer (undefined when the model
 * sent none). Marks the first token for the attempt's timer; a stream error or abort is thrown.
 */
export async function readStructuredAnswer(
  stream: AsyncIterable<TextStreamPart<ToolSet>>,
  context: AttemptContext,
): Promise<unknown> {
  let text = "";
  for await (const part of stream) {
    if (outputPartTypes.has(part.type)) context.markFirstToken();
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw context.signal.reason ?? new Error("aborted");
    if (part.type === "text-delta") text += part.text;
  }
  context.signal.throwIfAborted();
  return parseAnswer(text);
}
