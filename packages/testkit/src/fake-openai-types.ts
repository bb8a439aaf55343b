import type { IncomingMessage } from "node:http";

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
  /** When set, every request must carry `Authorization: Bearer <apiKey>` (else a 401 like OpenAI's). */
  apiKey?: string;
  /** Answers GET /v1/models with these ids (404 without). */
  models?: string[];
}

export interface FakeOpenAiServer {
  /** Base URL to configure, ending in /v1. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Queues responses for the next requests, in order. */
  enqueue(...responses: FakeResponse[]): void;
  close(): Promise<void>;
}
