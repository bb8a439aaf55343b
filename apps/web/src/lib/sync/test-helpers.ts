import {
  PROTOCOL_VERSION,
  clientMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from "@pds/contracts";
import { expect, vi } from "vitest";
import { SyncClient } from "./sync-client.ts";

/**
 * A scripted stand-in for the browser WebSocket: it records what the client sends (validated against
 * the protocol) and lets the test open it, close it from the server side and deliver server messages.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];

  readyState = 0;
  readonly sent: ClientMessage[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(clientMessageSchema.parse(JSON.parse(data)));
  }

  close(code?: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close", code === undefined ? {} : { code }));
  }

  // Test controls.
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  deliver(message: ServerMessage) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) }));
  }

  /** The server (or the network) drops the connection, with the server's close code if given. */
  drop(code?: number) {
    this.close(code);
  }

  /** The `index`-th sent message of `type`; fails the test if there is none. */
  nth<T extends ClientMessage["type"]>(type: T, index = 0): Extract<ClientMessage, { type: T }> {
    const message = this.sentOfType(type)[index];
    if (!message) throw new Error(`no ${type} message #${index} was sent`);
    return message;
  }

  sentOfType<T extends ClientMessage["type"]>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter(
      (message): message is Extract<ClientMessage, { type: T }> => message.type === type,
    );
  }
}

export const sockets = () => FakeSocket.instances;
export const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error("no socket was created");
  return socket;
};

export function createClient(options: { getToken?: () => string | null; random?: () => number } = {}) {
  return new SyncClient({
    url: "ws://sync.test/ws",
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: options.random ?? (() => 0),
    getToken: options.getToken,
  });
}

/** Opens the latest socket and completes the handshake. */
export function connect(): FakeSocket {
  const socket = latest();
  socket.open();
  socket.deliver({ type: "welcome", v: PROTOCOL_VERSION, userId: "user-1" });
  return socket;
}

/** Drops the current socket, waits out the 1 s first backoff, and connects the replacement. */
export function dropAndReconnect(): FakeSocket {
  const before = sockets().length;
  latest().drop();
  vi.advanceTimersByTime(1_000);
  expect(sockets()).toHaveLength(before + 1);
  return connect();
}

/** From the "waiting" state after a drop: let the 1 s backoff run and connect the new socket. */
export function reconnectFromWaiting(): FakeSocket {
  vi.advanceTimersByTime(1_000);
  return connect();
}
