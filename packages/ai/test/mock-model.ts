import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";

/** Test helpers around the AI SDK's MockLanguageModelV3: scripted streams, one script per call. */

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

export function textParts(chunks: string[]): LanguageModelV3StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t1" },
    ...chunks.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t1", delta })),
    { type: "text-end", id: "t1" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
}

export function toolCallParts(
  calls: Array<{ toolName: string; input: unknown }>,
  text?: string,
): LanguageModelV3StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    ...(text ? textParts([text]).slice(1, -1) : []),
    ...calls.map((call, i): LanguageModelV3StreamPart => ({
      type: "tool-call",
      toolCallId: `call-${i}`,
      toolName: call.toolName,
      input: typeof call.input === "string" ? call.input : JSON.stringify(call.input),
    })),
    { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage },
  ];
}

export type Script = LanguageModelV3StreamPart[] | Error;

/** A mock model that answers call n with scripts[n] (the last one repeats), recording the call options. */
export function scriptedModel(scripts: Script[], chunkDelayInMs = 0) {
  const calls: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      calls.push(options);
      const script = scripts[Math.min(calls.length - 1, scripts.length - 1)];
      if (script === undefined) throw new Error("no script");
      if (script instanceof Error) throw script;
      return { stream: simulateReadableStream({ chunks: script, chunkDelayInMs, initialDelayInMs: 0 }) };
    },
  });
  return { model, calls };
}

/** Cuts text into pieces of `size` characters, like a model streaming tokens. */
export function pieces(text: string, size = 7): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
