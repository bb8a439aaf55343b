import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import {
  PROTOCOL_VERSION,
  serverMessageSchema,
  type ArgsOf,
  type ClientMessage,
  type FunctionName,
  type ServerMessage,
} from "@pds/contracts";
import { WebSocket } from "ws";
import { MessageQueue } from "./message-queue.ts";
import { wsBase, type ServerAddress } from "./server.ts";

const DEFAULT_TIMEOUT_MS = 5_000;

type Of<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;
export type ErrorMessage = Of<"error">;
type CloseInfo = { code: number; reason: string };

export interface SyncConnectOptions {
  cookie?: string;
  /** The Origin header; defaults to the server's origin, `null` sends none. */
  origin?: string | null;
}

/**
 * A typed client for the sync channel, for tests and benchmarks. Every message received is kept in order
 * with its arrival time; `next()` hands out the first one not yet taken that matches. Raw frames are kept
 * too, so tests can check what went over the wire.
 */
export class SyncTestClient {
  readonly frames: string[] = [];
  /**
   * Sees each frame's text before anything else; returning true takes the frame (it is then not parsed,
   * kept or queued). Benchmarks use it to time arrivals without paying for parsing large updates.
   */
  onFrame: (text: string) => boolean = () => false;
  private readonly queue = new MessageQueue<ServerMessage>();
  private closed: CloseInfo | undefined;
  private readonly closeWaiters: Array<(info: CloseInfo) => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data, isBinary) => {
      const at = performance.now();
      // The protocol is JSON in text frames: a browser hands a binary frame to the app as a Blob.
      if (isBinary) throw new Error("The server sent a binary frame; sync messages are text frames.");
      const text = data.toString();
      if (this.onFrame(text)) return;
      this.frames.push(text);
      const message = serverMessageSchema.parse(JSON.parse(text));
      if (message.type !== "ping") this.queue.push(message, at);
    });
    // Errors surface as a refused connect or a close; keep them from crashing the process.
    socket.on("error", () => {});
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const resolve of this.closeWaiters.splice(0)) resolve(this.closed);
    });
  }

  /** Open a socket to /api/sync. Rejects with `UpgradeRefused` when the upgrade is refused. */
  static connect(server: ServerAddress, options: SyncConnectOptions = {}): Promise<SyncTestClient> {
    const headers: Record<string, string> = {};
    const origin = options.origin === undefined ? (server.origin ?? server.url) : options.origin;
    if (origin) headers.origin = origin;
    if (options.cookie) headers.cookie = options.cookie;
    const socket = new WebSocket(`${wsBase(server)}/api/sync`, { headers });
    return new Promise((resolve, reject) => {
      const client = new SyncTestClient(socket);
      socket.once("open", () => resolve(client));
      socket.once("unexpected-response", (_request, response) => {
        reject(new UpgradeRefused(response.statusCode ?? 0));
        socket.terminate();
      });
      socket.once("error", reject);
    });
  }

  /** Connect (by session cookie, or by bearer token in the hello) and say hello. */
  static async open(
    server: ServerAddress,
    options: { cookie?: string; token?: string } = {},
  ): Promise<SyncTestClient> {
    const client = await SyncTestClient.connect(server, { cookie: options.cookie });
    await client.hello(options.token);
    return client;
  }

  send(message: ClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Send anything, e.g. malformed frames. */
  sendRaw(data: string): void {
    this.socket.send(data);
  }

  async hello(token?: string, version: number = PROTOCOL_VERSION): Promise<Of<"welcome">> {
    this.send({ type: "hello", v: version, token: token ?? null });
    return this.next((m): m is Of<"welcome"> => m.type === "welcome");
  }

  /** Subscribe and wait for the first answer (an update or an error for this subscription). */
  subscribe<N extends FunctionName>(id: string, name: N, args: ArgsOf<N>, timeoutMs?: number) {
    return this.subscribeRaw(id, name, args, timeoutMs);
  }

  /** `subscribe` for any name and arguments (malformed ones included). */
  subscribeRaw(id: string, name: string, args: unknown, timeoutMs?: number) {
    this.send({ type: "subscribe", id, name, args });
    return this.next((m): m is Of<"update"> | ErrorMessage => "id" in m && m.id === id, timeoutMs);
  }

  /** Subscribe and resolve to the first result; an error answer rejects. */
  async subscribeOk<N extends FunctionName>(id: string, name: N, args: ArgsOf<N>, timeoutMs?: number) {
    return okResult(await this.subscribeRaw(id, name, args, timeoutMs), `subscribe ${name}`);
  }

  /** The next update for a subscription. */
  nextUpdate(id: string, timeoutMs?: number): Promise<Of<"update">> {
    return this.next((m): m is Of<"update"> => m.type === "update" && m.id === id, timeoutMs);
  }

  /** Send a mutation (or action) and wait for its result or error. */
  call(type: "mutation" | "action", requestId: string, name: string, args: unknown, timeoutMs?: number) {
    this.send({ type, requestId, name, args });
    const isAnswer = (m: ServerMessage): m is Of<"result"> | ErrorMessage =>
      "requestId" in m && m.requestId === requestId;
    return this.next(isAnswer, timeoutMs);
  }

  mutation<N extends FunctionName>(requestId: string, name: N, args: ArgsOf<N>) {
    return this.call("mutation", requestId, name, args);
  }

  /** A mutation or action under a fresh request id; resolves to its result, an error answer rejects. */
  async callOk<N extends FunctionName>(
    type: "mutation" | "action",
    name: N,
    args: ArgsOf<N>,
    timeoutMs?: number,
  ) {
    return okResult(await this.call(type, randomUUID(), name, args, timeoutMs), name);
  }

  /** A ping/pong round trip: everything the server sent before the pong has arrived once this resolves. */
  async roundTrip(): Promise<void> {
    const t = Math.random();
    this.send({ type: "ping", t });
    await this.next((m): m is Of<"pong"> => m.type === "pong" && m.t === t);
  }

  /** Messages received and not yet taken by `next()`. */
  unread(): readonly ServerMessage[] {
    return this.queue.unread();
  }

  /** When a message taken from this client arrived (a `performance.now()` time). */
  arrivedAt(message: ServerMessage): number {
    return this.queue.arrivedAt(message);
  }

  /** The first untaken message matching `match`, waiting up to `timeoutMs` for it. */
  next<T extends ServerMessage>(
    match: (message: ServerMessage) => message is T,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<T> {
    return this.queue.take(match, timeoutMs);
  }

  /** The next error message (any id). */
  nextError(timeoutMs?: number): Promise<ErrorMessage> {
    return this.next((m): m is ErrorMessage => m.type === "error", timeoutMs);
  }

  /** Resolves with the close code once the server (or we) closed the socket. */
  waitForClose(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<CloseInfo> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("socket did not close")), timeoutMs);
      this.closeWaiters.push((info) => {
        clearTimeout(timer);
        resolve(info);
      });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const closing = this.waitForClose();
    this.socket.close();
    await closing;
  }
}

function okResult(answer: Of<"update"> | Of<"result"> | ErrorMessage, what: string): unknown {
  if (answer.type === "error") throw new Error(`${what} failed: ${answer.code}: ${answer.message}`);
  return answer.result;
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`WebSocket upgrade refused with HTTP ${status}`);
  }
}
