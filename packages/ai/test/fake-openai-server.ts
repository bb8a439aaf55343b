import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of OpenAI's POST /v1/chat/completions with SSE streaming, for tests and the benchmark. Each
 * request takes the next scripted response from the queue (or the fallback). Listens on 127.0.0.1, port 0.
 */

export interface FakeToolCall {
  name: string;
  /** JSON text of the arguments (may be deliberately malformed). */
  arguments: string;
}

export type FakeResponse =
  /** Streams `text` as content deltas, one token at a time at `tokensPerSecond` (default: the server's rate). */
  | { kind: "text"; text: string; tokensPerSecond?: number }
  /** Streams tool calls (and optional text first), finishing with finish_reason "tool_calls". */
  | { kind: "toolCalls"; calls: FakeToolCall[]; text?: string }
  /** Replies with an HTTP error status (e.g. 429 with Retry-After, 500). */
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: string }
  /** Never answers (or answers headers and then nothing): for first-token timeouts. */
  | { kind: "hang"; afterHeaders?: boolean };

export interface RecordedRequest {
  at: number;
  path: string;
  headers: IncomingMessage["headers"];
  body: ChatCompletionRequest;
}

export interface ChatCompletionRequest {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }>;
  tools?: Array<{ type: string; function: { name: string; parameters?: unknown } }>;
  response_format?: unknown;
  [key: string]: unknown;
}

export interface FakeOpenAiServerOptions {
  /** Default streaming rate for text responses. 0 or undefined = as fast as possible. */
  tokensPerSecond?: number;
  /** Used when the queue is empty. Default: a 500. */
  fallback?: (request: RecordedRequest, index: number) => FakeResponse;
}

export interface FakeOpenAiServer {
  /** Base URL to configure, ending in /v1. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Queues responses for the next requests, in order. */
  enqueue(...responses: FakeResponse[]): void;
  close(): Promise<void>;
}

/** Splits text into "tokens": words with their leading whitespace (roughly how a model streams prose). */
export function splitTokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

/** The JSON a well-behaved model returns for a drafted deck. */
export function deckJson(slides: Array<{ title: string; content: string; notes?: string }>): string {
  return JSON.stringify({ elements: slides.map((slide) => ({ notes: "", ...slide })) });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startFakeOpenAiServer(
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  const queue: FakeResponse[] = [];
  const requests: RecordedRequest[] = [];
  let nextId = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const raw = await readBody(req);
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
      return;
    }
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(raw) as ChatCompletionRequest;
    } catch {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "invalid JSON body", type: "invalid_request_error" } }));
      return;
    }
    const request: RecordedRequest = { at: Date.now(), path, headers: req.headers, body };
    const index = requests.push(request) - 1;
    const response = queue.shift() ??
      options.fallback?.(request, index) ?? { kind: "status", status: 500, body: "no scripted response" };
    await respond(response, request, res);
  }

  let closed = false;
  const isGone = (res: ServerResponse) => closed || res.destroyed || res.writableEnded;

  async function respond(response: FakeResponse, request: RecordedRequest, res: ServerResponse) {
    const model = request.body.model ?? "fake-model";
    const id = `chatcmpl-${++nextId}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    const send = (data: unknown) => {
      if (!isGone(res)) res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
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
        const rate = response.tokensPerSecond ?? options.tokensPerSecond ?? 0;
        const interval = rate > 0 ? 1000 / rate : 0;
        const tokens = splitTokens(response.text);
        const started = Date.now();
        send(chunk({ role: "assistant", content: "" }));
        for (const [i, token] of tokens.entries()) {
          if (isGone(res)) return;
          if (interval > 0) {
            // Schedule against the start time so the rate stays fixed however long each write takes.
            const due = started + (i + 1) * interval;
            const wait = due - Date.now();
            if (wait > 0) await sleep(wait);
          }
          send(chunk({ content: token }));
        }
        if (!isGone(res)) finish("stop", tokens.length);
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
                  id: `call_${nextId}_${index}`,
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

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...responses) => {
      queue.push(...responses);
    },
    close: async () => {
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
