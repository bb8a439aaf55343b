import type { ServerResponse } from "node:http";
import type { FakeResponse, RecordedRequest } from "./fake-openai-types.ts";

/** What a response needs from its server: its sequence number, the default rate and whether it closed. */
export interface RespondContext {
  /** The response's number on this server (for chatcmpl-<n> and tool call ids). */
  n: number;
  /** Default streaming rate for text responses; 0 = as fast as possible. */
  tokensPerSecond: number;
  closed(): boolean;
}

/** Splits text into "tokens": words with their leading whitespace (roughly how a model streams prose). */
export function splitTokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Answers one chat completion request as `response` scripts it (SSE stream, JSON, error or silence). */
export async function respond(
  response: FakeResponse,
  request: RecordedRequest,
  res: ServerResponse,
  context: RespondContext,
): Promise<void> {
  const isGone = () => context.closed() || res.destroyed || res.writableEnded;
  const model = request.body.model ?? "fake-model";
  const id = `chatcmpl-${context.n}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
    id,
    object: "chat.completion.chunk",
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  const send = (data: unknown) => {
    if (!isGone()) res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
  };
  const openStream = () =>
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
  const finish = (finishReason: string, completionTokens: number) => {
    send(chunk({}, finishReason));
    send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [],
      usage: {
        prompt_tokens: 10,
        completion_tokens: completionTokens,
        total_tokens: 10 + completionTokens,
      },
    });
    send("[DONE]");
    res.end();
  };

  switch (response.kind) {
    case "status": {
      res.writeHead(response.status, { "content-type": "application/json", ...response.headers });
      res.end(
        JSON.stringify({
          error: { message: response.body ?? `fake error ${response.status}`, type: "server_error" },
        }),
      );
      return;
    }
    case "hang": {
      if (response.afterHeaders) {
        openStream();
        res.flushHeaders();
      }
      // Leave the request open until the client gives up or the server closes.
      return;
    }
    case "text": {
      if (request.body.stream === false) {
        const message = { role: "assistant", content: response.text };
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id,
            object: "chat.completion",
            created,
            model,
            choices: [{ index: 0, message, finish_reason: "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
        return;
      }
      openStream();
      const rate = response.tokensPerSecond ?? context.tokensPerSecond;
      const interval = rate > 0 ? 1000 / rate : 0;
      const tokens = splitTokens(response.text);
      const started = Date.now();
      send(chunk({ role: "assistant", content: "" }));
      for (const [i, token] of tokens.entries()) {
        if (isGone()) return;
        if (interval > 0) {
          // Schedule against the start time so the rate stays fixed however long each write takes.
          const due = started + (i + 1) * interval;
          const wait = due - Date.now();
          if (wait > 0) await sleep(wait);
        }
        send(chunk({ content: token }));
      }
      if (!isGone()) finish("stop", tokens.length);
      return;
    }
    case "toolCalls": {
      openStream();
      send(chunk({ role: "assistant", content: response.text ?? null }));
      response.calls.forEach((call, index) => {
        send(
          chunk({
            tool_calls: [
              {
                index,
                id: `call_${context.n}_${index}`,
                type: "function",
                function: { name: call.name, arguments: "" },
              },
            ],
          }),
        );
        // Arguments arrive in pieces, as real servers send them.
        const mid = Math.ceil(call.arguments.length / 2);
        for (const piece of [call.arguments.slice(0, mid), call.arguments.slice(mid)]) {
          if (piece) send(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
        }
      });
      finish("tool_calls", 10);
      return;
    }
  }
}
