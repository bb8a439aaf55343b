import { Output, parsePartialJson, streamText } from "ai";
import type { BriefInput, DraftSlide } from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError } from "../../errors.ts";
import type { AttemptContext } from "../../retry.ts";
import { draftDeckSystemPrompt, draftDeckUserPrompt } from "./prompt.ts";
import { draftSlideElementSchema, repairDraftSlide } from "./schema.ts";

/** Stream parts that mean the model has started answering. */
const outputPartTypes = new Set([
  "text-start",
  "text-delta",
  "reasoning-start",
  "reasoning-delta",
  "tool-input-start",
]);

/** At most this many slides are kept, whatever the model sends. */
export const maxDraftSlides = 15;

/**
 * Incremental reader for `{"elements":[...]}` (or a bare array) streamed as text. Returns each element once it
 * is complete, repaired and validated; invalid elements are dropped. Leading prose or a ```json fence is skipped.
 */
export class DraftSlideReader {
  private text = "";
  private consumed = 0;

  async push(delta: string): Promise<DraftSlide[]> {
    this.text += delta;
    // An element can only complete when a closing brace or bracket arrives.
    if (!/[}\]]/.test(delta)) return [];
    return this.read(false);
  }

  async finish(): Promise<DraftSlide[]> {
    return this.read(true);
  }

  private async read(final: boolean): Promise<DraftSlide[]> {
    const start = this.text.search(/[{[]/);
    if (start < 0) return [];
    let json = this.text.slice(start);
    if (final) json = json.replace(/\s*```\s*$/, "");
    const { value, state } = await parsePartialJson(json);
    if (state !== "successful-parse" && state !== "repaired-parse") return [];
    const elements = Array.isArray(value)
      ? value
      : value != null && typeof value === "object" && !Array.isArray(value) && Array.isArray(value.elements)
        ? (value.elements as unknown[])
        : undefined;
    if (!elements) return [];
    // In a repaired (still open) document the last element may be cut short: wait for it.
    const complete = state === "repaired-parse" ? elements.slice(0, -1) : elements;
    const slides: DraftSlide[] = [];
    for (; this.consumed < complete.length; this.consumed++) {
      const slide = repairDraftSlide(complete[this.consumed]);
      if (slide) slides.push(slide);
    }
    return slides;
  }
}

/** One attempt at drafting: yields validated slides in order as soon as each one is complete. */
export async function* draftDeckAttempt(
  model: ModelHandle,
  brief: BriefInput,
  context: AttemptContext,
): AsyncGenerator<DraftSlide, void, undefined> {
  const result = streamText({
    model,
    system: draftDeckSystemPrompt(),
    prompt: draftDeckUserPrompt(brief),
    output: Output.array({
      element: draftSlideElementSchema,
      name: "deck",
      description: "Investor deck slides",
    }),
    temperature: 0.4,
    maxRetries: 0,
    abortSignal: context.signal,
    // Errors arrive as stream parts and are handled below; the default handler would log them.
    onError: () => {},
  });
  const reader = new DraftSlideReader();
  let yielded = 0;
  for await (const part of result.fullStream) {
    if (outputPartTypes.has(part.type)) context.markFirstToken();
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw context.signal.reason ?? new Error("aborted");
    if (part.type !== "text-delta") continue;
    for (const slide of await reader.push(part.text)) {
      if (yielded >= maxDraftSlides) break;
      yielded++;
      yield slide;
    }
  }
  context.signal.throwIfAborted();
  for (const slide of await reader.finish()) {
    if (yielded >= maxDraftSlides) break;
    yielded++;
    yield slide;
  }
  if (yielded === 0) throw new InvalidModelOutputError("the model returned no usable slides");
}
