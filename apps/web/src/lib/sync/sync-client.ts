import {
  CLIENT_SILENCE_TIMEOUT_MS,
  PROTOCOL_VERSION,
  serverMessageSchema,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from "@pds/contracts";
import { BACKOFF_MAX_MS, reconnectDelay } from "./backoff.ts";

export const CONNECTION_LOST_MESSAGE = "Connection lost while action was in flight";

/** An error answered by the server (or the connection), with the contract's code. */
export class SyncError extends Error {
  constructor(
    readonly code: ErrorCode | "CONNECTION_LOST",
    message: string,
  ) {
    super(message);
  }
}

export type ConnectionState = "connecting" | "open" | "waiting";

/** Close codes the server uses (apps/server/src/sync/connection.ts). */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_TOO_MANY_CONNECTIONS = 4429;

interface Subscription {
  name: string;
  args: unknown;
  onUpdate: (result: unknown) => void;
  onError: (error: SyncError) => void;
}

interface Pending {
  message: Extract<ClientMessage, { type: "mutation" | "action" }>;
  resolve: (result: unknown) => void;
  reject: (error: SyncError) => void;
}

export interface SyncClientOptions {
  url: string;
  /** Bearer token for cross-origin mode; null uses the cookie. */
  getToken?: () => string | null;
  WebSocket?: typeof WebSocket;
  random?: () => number;
}

let counter = 0;
const newId = (prefix: string) =>
  `${prefix}-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`}-${++counter}`;

/**
 * One socket per tab. Live queries are re-subscribed after every reconnect; mutations wait in order
 * until acknowledged and are resent with the same request id (the server applies each id once);
 * actions cut off by a drop fail with "Connection lost while action was in flight".
 */
export class SyncClient {
  private socket: WebSocket | null = null;
  private ready = false;
  private attempt = 0;
  private closed = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly pending = new Map<string, Pending>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly sessionEndedListeners = new Set<() => void>();
  private state: ConnectionState = "connecting";

  constructor(private readonly options: SyncClientOptions) {
    this.connect();
  }

  get connectionState(): ConnectionState {
    return this.state;
  }

  /** True while a mutation has not been confirmed by the server. */
  get hasPendingMutations(): boolean {
    for (const entry of this.pending.values()) if (entry.message.type === "mutation") return true;
    return false;
  }

  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Called when the server ends the socket because its session ended (signed out on another tab or device). */
  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  subscribe(
    name: string,
    args: unknown,
    onUpdate: (result: unknown) => void,
    onError: (error: SyncError) => void,
  ): () => void {
    const id = newId("sub");
    this.subscriptions.set(id, { name, args, onUpdate, onError });
    if (this.ready) this.send({ type: "subscribe", id, name, args });
    return () => {
      this.subscriptions.delete(id);
      if (this.ready) this.send({ type: "unsubscribe", id });
    };
  }

  mutation(name: string, args: unknown): Promise<unknown> {
    return this.request({ type: "mutation", requestId: newId("m"), name, args });
  }

  action(name: string, args: unknown): Promise<unknown> {
    return this.request({ type: "action", requestId: newId("a"), name, args });
  }

  /** Reconnect now (e.g. after sign-in or sign-out, so the socket carries the new session). */
  reconnect(): void {
    this.dropSocket();
    // After dropSocket: its disconnect handling counts a failed attempt, which a deliberate reconnect is not.
    this.attempt = 0;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  /** Open again after close() (a screen that closed its client on unmount is shown again). */
  resume(): void {
    if (!this.closed) return;
    this.closed = false;
    this.attempt = 0;
    this.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.silenceTimer);
    this.dropSocket();
  }

  private request(message: Pending["message"]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pending.set(message.requestId, { message, resolve, reject });
      if (this.ready) this.send(message);
    });
  }

  private setState(state: ConnectionState) {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private connect() {
    if (this.closed) return;
    this.setState("connecting");
    const Impl = this.options.WebSocket ?? WebSocket;
    const socket = new Impl(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: "hello", v: PROTOCOL_VERSION, token: this.options.getToken?.() ?? null });
      this.resetSilenceTimer();
    };
    socket.onmessage = (event) => {
      this.resetSilenceTimer();
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = serverMessageSchema.safeParse(data);
      if (parsed.success) this.handle(parsed.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.onDisconnected(event.code);
    };
    socket.onerror = () => socket.close();
  }

  private handle(message: ServerMessage) {
    switch (message.type) {
      case "welcome":
        this.ready = true;
        this.attempt = 0;
        this.setState("open");
        for (const [id, sub] of this.subscriptions)
          this.send({ type: "subscribe", id, name: sub.name, args: sub.args });
        for (const entry of this.pending.values()) this.send(entry.message);
        return;
      case "update":
        this.subscriptions.get(message.id)?.onUpdate(message.result);
        return;
      case "result":
        this.settle(message.requestId, (entry) => entry.resolve(message.result));
        return;
      case "error": {
        const error = new SyncError(message.code, message.message);
        if (message.requestId) this.settle(message.requestId, (entry) => entry.reject(error));
        else if (message.id) this.subscriptions.get(message.id)?.onError(error);
        return;
      }
      case "ping":
      case "pong":
        return;
    }
  }

  private settle(requestId: string, finish: (entry: Pending) => void) {
    const entry = this.pending.get(requestId);
    if (!entry) return;
    this.pending.delete(requestId);
    finish(entry);
  }

  private onDisconnected(code?: number) {
    this.ready = false;
    this.socket = null;
    clearTimeout(this.silenceTimer);
    // Mutations are safe to resend (the server applies a request id once); actions are not.
    for (const [requestId, entry] of this.pending) {
      if (entry.message.type !== "action") continue;
      this.pending.delete(requestId);
      entry.reject(new SyncError("CONNECTION_LOST", CONNECTION_LOST_MESSAGE));
    }
    if (this.closed) return;
    this.setState("waiting");
    if (code === CLOSE_SESSION_ENDED) {
      // Reconnect at once, signed out, and let the app take the founder to sign-in.
      this.attempt = 0;
      for (const listener of this.sessionEndedListeners) listener();
    }
    // Over the account's socket cap: retrying sooner would only be refused again.
    const delay =
      code === CLOSE_TOO_MANY_CONNECTIONS
        ? BACKOFF_MAX_MS
        : reconnectDelay(this.attempt++, this.options.random);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private dropSocket() {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close();
    this.onDisconnected();
  }

  private resetSilenceTimer() {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      // The server speaks at least every 20 s; 60 s of silence means a dead connection.
      this.dropSocket();
    }, CLIENT_SILENCE_TIMEOUT_MS);
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }
}
