import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { respond } from "./fake-openai-respond.ts";
import type {
  ChatCompletionRequest,
  FakeOpenAiServer,
  FakeOpenAiServerOptions,
  FakeResponse,
  RecordedRequest,
} from "./fake-openai-types.ts";

/**
 * A local fake of OpenAI's POST /v1/chat/completions with SSE streaming, for tests and the benchmark. Each
 * request takes the next scripted response from the queue (or the fallback). Listens on 127.0.0.1, port 0.
 */

/** The JSON a well-behaved model returns for a drafted deck. */
export function deckJson(slides: Array<{ title: string; content: string; notes?: string }>): string {
  return JSON.stringify({ elements: slides.map((slide) => ({ notes: "", ...slide })) });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message, type: "invalid_request_error" } }));
}

export async function startFakeOpenAiServer(
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  const queue: FakeResponse[] = [];
  const requests: RecordedRequest[] = [];
  let nextId = 0;
  let closed = false;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const raw = await readBody(req);
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendError(
        res,
        401,
        "Incorrect API key provided. You can find your API key in your account settings.",
      );
    }
    if (req.method === "GET" && path === "/v1/models" && options.models) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ object: "list", data: options.models.map((id) => ({ id, object: "model" })) }),
      );
      return;
    }
    if (req.method !== "POST" || path !== "/v1/chat/completions") return sendError(res, 404, "not found");
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(raw) as ChatCompletionRequest;
    } catch {
      return sendError(res, 400, "invalid JSON body");
    }
    const request: RecordedRequest = { at: Date.now(), path, headers: req.headers, body };
    const index = requests.push(request) - 1;
    const response = queue.shift() ??
      options.fallback?.(request, index) ?? { kind: "status", status: 500, body: "no scripted response" };
    await respond(response, request, res, {
      n: ++nextId,
      tokensPerSecond: options.tokensPerSecond ?? 0,
      closed: () => closed,
    });
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
