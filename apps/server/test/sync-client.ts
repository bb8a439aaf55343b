import {
  PROTOCOL_VERSION,
  serverMessageSchema,
  type ArgsOf,
  type ClientMessage,
  type FunctionName,
  type ServerMessage,
} from "@pds/contracts";
import { WebSocket } from "ws";
import type { TestServer } from "./test-server.ts";

const DEFAULT_TIMEOUT_MS = 5_000;

type Of<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;
export type ErrorMessage = Of<"error">;

interface Waiter {
  match(message: ServerMessage): boolean;
  resolve(message: ServerMessage): void;
}

/**
 * A small typed client for the sync channel. Every message received is kept in order; `next()` hands
 * out the first one not yet taken that matches, waiting for it (with a timeout) if it has not come yet.
 * Raw frames are kept too, so tests can check what went over the wire.
 */
export class SyncTestClient {
  readonly frames: string[] = [];
  private readonly pending: ServerMessage[] = [];
  private readonly waiters: Waiter[] = [];
  private closed: { code: number; reason: string } | undefined;
  private readonly closeWaiters: Array<(info: { code: number; reason: string }) => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const text = data.toString();
      this.frames.push(text);
      const message = serverMessageSchema.parse(JSON.parse(text));
      if (message.type === "ping") return;
      const index = this.waiters.findIndex((waiter) => waiter.match(message));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
      else this.pending.push(message);
    });
    // Errors surface as a refused connect or a close; keep them from crashing the test process.
    socket.on("error", () => {});
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const resolve of this.closeWaiters.splice(0)) resolve(this.closed);
    });
  }

  /** Open a socket to /api/sync. Rejects with the HTTP status when the upgrade is refused. */
  static connect(
    server: TestServer,
    options: { cookie?: string; origin?: string | null } = {},
  ): Promise<SyncTestClient> {
    const headers: Record<string, string> = {};
    const origin = options.origin === undefined ? server.origin : options.origin;
    if (origin) headers.origin = origin;
    if (options.cookie) headers.cookie = options.cookie;
    const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/api/sync`, { headers });
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

  /** Connect and say hello; resolves with the welcome. */
  static async open(
    server: TestServer,
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
  subscribe<N extends FunctionName>(
    id: string,
    name: N,
    args: ArgsOf<N>,
  ): Promise<Of<"update"> | ErrorMessage> {
    return this.subscribeRaw(id, name, args);
  }

  /** `subscribe` for any name and arguments (malformed ones included). */
  subscribeRaw(id: string, name: string, args: unknown): Promise<Of<"update"> | ErrorMessage> {
    this.send({ type: "subscribe", id, name, args });
    return this.next((m): m is Of<"update"> | ErrorMessage => "id" in m && m.id === id);
  }

  /** The next update for a subscription. */
  nextUpdate(id: string, timeoutMs?: number): Promise<Of<"update">> {
    return this.next((m): m is Of<"update"> => m.type === "update" && m.id === id, timeoutMs);
  }

  /** Send a mutation (or action) and wait for its result or error. */
  async call(
    type: "mutation" | "action",
    requestId: string,
    name: string,
    args: unknown,
  ): Promise<Of<"result"> | ErrorMessage> {
    this.send({ type, requestId, name, args });
    return this.next((m): m is Of<"result"> | ErrorMessage => "requestId" in m && m.requestId === requestId);
  }

  mutation<N extends FunctionName>(requestId: string, name: N, args: ArgsOf<N>) {
    return this.call("mutation", requestId, name, args);
  }

  /** A ping/pong round trip: everything the server sent before the pong has arrived once this resolves. */
  async roundTrip(): Promise<void> {
    const t = Math.random();
    this.send({ type: "ping", t });
    await this.next((m): m is Of<"pong"> => m.type === "pong" && m.t === t);
  }

  /** Messages received and not yet taken by `next()`. */
  unread(): readonly ServerMessage[] {
    return this.pending;
  }

  /** The first untaken message matching `match`, waiting up to `timeoutMs` for it. */
  next<T extends ServerMessage>(
    match: (message: ServerMessage) => message is T,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<T> {
    const index = this.pending.findIndex(match);
    if (index >= 0) return Promise.resolve(this.pending.splice(index, 1)[0] as T);
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as T);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `No matching sync message within ${timeoutMs} ms. Unread: ${JSON.stringify(this.pending)}`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** The next error message (any id). */
  nextError(timeoutMs?: number): Promise<ErrorMessage> {
    return this.next((m): m is ErrorMessage => m.type === "error", timeoutMs);
  }

  /** Resolves with the close code once the server (or we) closed the socket. */
  waitForClose(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<{ code: number; reason: string }> {
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

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`WebSocket upgrade refused with HTTP ${status}`);
  }
}
