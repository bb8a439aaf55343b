import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLIENT_SILENCE_TIMEOUT_MS,
  PROTOCOL_VERSION,
  clientMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from "@pds/contracts";
import { CONNECTION_LOST_MESSAGE, SyncClient, SyncError, type ConnectionState } from "./sync-client.ts";

/**
 * A scripted stand-in for the browser WebSocket: it records what the client sends (validated against
 * the protocol) and lets the test open it, close it from the server side and deliver server messages.
 */
class FakeSocket {
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

  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close"));
  }

  // Test controls.
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  deliver(message: ServerMessage) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) }));
  }

  /** The server (or the network) drops the connection. */
  drop() {
    this.close();
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

const sockets = () => FakeSocket.instances;
const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error("no socket was created");
  return socket;
};

function createClient(options: { getToken?: () => string | null; random?: () => number } = {}) {
  return new SyncClient({
    url: "ws://sync.test/ws",
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: options.random ?? (() => 0),
    getToken: options.getToken,
  });
}

/** Opens the latest socket and completes the handshake. */
function connect(): FakeSocket {
  const socket = latest();
  socket.open();
  socket.deliver({ type: "welcome", v: PROTOCOL_VERSION, userId: "user-1" });
  return socket;
}

/** Drops the current socket, waits out the 1 s first backoff, and connects the replacement. */
function dropAndReconnect(): FakeSocket {
  const before = sockets().length;
  latest().drop();
  vi.advanceTimersByTime(1_000);
  expect(sockets()).toHaveLength(before + 1);
  return connect();
}

/** From the "waiting" state after a drop: let the 1 s backoff run and connect the new socket. */
function reconnectFromWaiting(): FakeSocket {
  vi.advanceTimersByTime(1_000);
  return connect();
}

let client: SyncClient | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});

afterEach(() => {
  client?.close();
  client = undefined;
  vi.useRealTimers();
});

describe("SyncClient handshake", () => {
  it("sends hello with the protocol version and the current token once the socket opens", () => {
    let token = "token-1";
    client = createClient({ getToken: () => token });
    expect(sockets()).toHaveLength(1);
    expect(latest().url).toBe("ws://sync.test/ws");
    expect(latest().sent).toEqual([]);

    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", v: PROTOCOL_VERSION, token: "token-1" }]);

    // The token is read at every connection, so a refreshed session is picked up on reconnect.
    token = "token-2";
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", v: PROTOCOL_VERSION, token: "token-2" }]);
  });

  it("sends a null token when there is no token source (cookie mode)", () => {
    client = createClient();
    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", v: PROTOCOL_VERSION, token: null }]);
  });

  it("reports connecting, open and waiting states", () => {
    client = createClient();
    const states: ConnectionState[] = [];
    client.onStateChange((state) => states.push(state));
    expect(client.connectionState).toBe("connecting");
    connect();
    expect(client.connectionState).toBe("open");
    latest().drop();
    expect(client.connectionState).toBe("waiting");
    vi.advanceTimersByTime(1_000);
    expect(client.connectionState).toBe("connecting");
    expect(states).toEqual(["open", "waiting", "connecting"]);
  });
});

describe("SyncClient subscriptions", () => {
  it("subscribes only after welcome, and re-subscribes after a reconnect", () => {
    client = createClient();
    client.subscribe("decks.getDecks", {}, vi.fn(), vi.fn());

    const first = latest();
    first.open();
    expect(first.sentOfType("subscribe")).toEqual([]);

    first.deliver({ type: "welcome", v: PROTOCOL_VERSION, userId: "user-1" });
    const subscription = first.nth("subscribe");
    expect(subscription).toMatchObject({ name: "decks.getDecks", args: {} });

    // Subscribing while connected goes out at once.
    client.subscribe("messages.getMessages", { deckId: "deck-1" }, vi.fn(), vi.fn());
    expect(first.sentOfType("subscribe")).toHaveLength(2);

    latest().drop();
    vi.advanceTimersByTime(1_000);
    const second = latest();
    second.open();
    expect(second.sentOfType("subscribe")).toEqual([]);
    second.deliver({ type: "welcome", v: PROTOCOL_VERSION, userId: "user-1" });
    expect(second.sentOfType("subscribe")).toEqual(first.sentOfType("subscribe"));
  });

  it("sends unsubscribe and does not re-subscribe a dropped subscription after a reconnect", () => {
    client = createClient();
    connect();
    const unsubscribe = client.subscribe("decks.getDecks", {}, vi.fn(), vi.fn());
    const { id } = latest().nth("subscribe");

    unsubscribe();
    expect(latest().sentOfType("unsubscribe")).toEqual([{ type: "unsubscribe", id }]);

    const next = dropAndReconnect();
    expect(next.sentOfType("subscribe")).toEqual([]);
  });

  it("delivers each update to its own subscription's callback", () => {
    client = createClient();
    connect();
    const onDecks = vi.fn();
    const onSessions = vi.fn();
    client.subscribe("decks.getDecks", {}, onDecks, vi.fn());
    client.subscribe("voiceai.getRecentConversations", {}, onSessions, vi.fn());
    const decksSub = latest().nth("subscribe", 0);
    const sessionsSub = latest().nth("subscribe", 1);

    const sessions = [{ _id: "c1", firmTag: "YC", _creationTime: 1 }];
    latest().deliver({ type: "update", id: sessionsSub.id, result: sessions });
    expect(onSessions).toHaveBeenCalledExactlyOnceWith(sessions);
    expect(onDecks).not.toHaveBeenCalled();

    latest().deliver({ type: "update", id: decksSub.id, result: [] });
    expect(onDecks).toHaveBeenCalledExactlyOnceWith([]);
    expect(onSessions).toHaveBeenCalledTimes(1);
  });

  it("passes a subscription error to that subscription's onError", () => {
    client = createClient();
    connect();
    const onUpdate = vi.fn();
    const onError = vi.fn();
    const other = vi.fn();
    client.subscribe("decks.getDecks", {}, onUpdate, onError);
    client.subscribe("voiceai.getRecentConversations", {}, vi.fn(), other);
    const { id } = latest().nth("subscribe");

    latest().deliver({ type: "error", id, code: "UNAUTHORIZED", message: "Please sign in." });
    expect(onError).toHaveBeenCalledTimes(1);
    const error: unknown = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(SyncError);
    expect(error).toMatchObject({ code: "UNAUTHORIZED", message: "Please sign in." });
    expect(onUpdate).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });
});

describe("SyncClient mutations and actions", () => {
  it("holds a mutation made while disconnected and sends it after the reconnect", async () => {
    client = createClient();
    connect();
    latest().drop();

    const result = client.mutation("decks.createDeck", { title: "Seed round" });
    expect(client.hasPendingMutations).toBe(true);

    vi.advanceTimersByTime(1_000);
    const socket = latest();
    socket.open();
    expect(socket.sentOfType("mutation")).toEqual([]);
    socket.deliver({ type: "welcome", v: PROTOCOL_VERSION, userId: "user-1" });
    const sent = socket.nth("mutation");
    expect(sent).toMatchObject({ name: "decks.createDeck", args: { title: "Seed round" } });

    socket.deliver({ type: "result", requestId: sent.requestId, result: "deck-1" });
    await expect(result).resolves.toBe("deck-1");
    expect(client.hasPendingMutations).toBe(false);
  });

  it("sends a mutation made before the first welcome once the handshake completes", () => {
    client = createClient();
    void client.mutation("decks.createDeck", { title: "Early" });
    latest().open();
    expect(latest().sentOfType("mutation")).toEqual([]);
    latest().deliver({ type: "welcome", v: PROTOCOL_VERSION, userId: "user-1" });
    expect(latest().sentOfType("mutation")).toHaveLength(1);
  });

  it("resends an in-flight mutation with the same request id after a drop, and settles it once", async () => {
    client = createClient();
    const first = connect();
    const onResolved = vi.fn();
    const onRejected = vi.fn();
    const result = client.mutation("decks.updateDeck", { deckId: "deck-1", title: "Renamed" });
    const settled = result.then(onResolved, onRejected);
    const original = first.nth("mutation");

    const second = dropAndReconnect();
    const resent = second.sentOfType("mutation");
    expect(resent).toEqual([original]);
    expect(client.hasPendingMutations).toBe(true);

    second.deliver({ type: "result", requestId: original.requestId, result: null });
    // A duplicate answer (e.g. the server replying to both sends) is ignored.
    second.deliver({ type: "result", requestId: original.requestId, result: null });
    second.deliver({ type: "error", requestId: original.requestId, code: "CONFLICT", message: "dup" });
    await settled;
    expect(onResolved).toHaveBeenCalledExactlyOnceWith(null);
    expect(onRejected).not.toHaveBeenCalled();
    expect(client.hasPendingMutations).toBe(false);

    // Once acknowledged it is not sent again on the next connection.
    const third = dropAndReconnect();
    expect(third.sentOfType("mutation")).toEqual([]);
  });

  it("keeps hasPendingMutations true until the server acknowledges the mutation", async () => {
    client = createClient();
    connect();
    expect(client.hasPendingMutations).toBe(false);

    const action = client.action("ai.chatWithAI", { deckId: "deck-1", userMessage: "hi" });
    expect(client.hasPendingMutations).toBe(false);

    const result = client.mutation("slides.deleteSlide", { slideId: "slide-1" });
    expect(client.hasPendingMutations).toBe(true);
    latest().drop();
    await expect(action).rejects.toThrow(CONNECTION_LOST_MESSAGE);
    expect(client.hasPendingMutations).toBe(true);

    const socket = reconnectFromWaiting();
    expect(client.hasPendingMutations).toBe(true);
    const sent = socket.nth("mutation");
    socket.deliver({ type: "result", requestId: sent.requestId, result: null });
    await result;
    expect(client.hasPendingMutations).toBe(false);
  });

  it("rejects an action in flight when the socket drops, and does not resend it", async () => {
    client = createClient();
    connect();
    const result = client.action("ai.chatWithAI", { deckId: "deck-1", userMessage: "Tighten slide 2" });
    expect(latest().sentOfType("action")).toHaveLength(1);

    latest().drop();
    await expect(result).rejects.toBeInstanceOf(SyncError);
    await expect(result).rejects.toMatchObject({
      code: "CONNECTION_LOST",
      message: "Connection lost while action was in flight",
    });

    vi.advanceTimersByTime(1_000);
    connect();
    expect(latest().sentOfType("action")).toEqual([]);
  });

  it("resolves an action with its result", async () => {
    client = createClient();
    connect();
    const result = client.action("voiceai.getVapiAssistantConfig", {
      firmTag: "YC",
      deckOption: "freestyle",
    });
    const sent = latest().nth("action");
    latest().deliver({ type: "result", requestId: sent.requestId, result: { assistant: "config" } });
    await expect(result).resolves.toEqual({ assistant: "config" });
  });

  it("rejects with the server's code and message when it answers a request with an error", async () => {
    client = createClient();
    connect();
    const mutation = client.mutation("decks.createDeck", { title: "x" });
    const action = client.action("ai.chatWithAI", { deckId: "deck-1", userMessage: "hi" });
    const sentMutation = latest().nth("mutation");
    const sentAction = latest().nth("action");

    latest().deliver({
      type: "error",
      requestId: sentMutation.requestId,
      code: "INVALID_INPUT",
      message: "Title is too long.",
    });
    latest().deliver({
      type: "error",
      requestId: sentAction.requestId,
      code: "UPSTREAM_FAILED",
      message: "The AI service is unavailable.",
    });

    await expect(mutation).rejects.toBeInstanceOf(SyncError);
    await expect(mutation).rejects.toMatchObject({ code: "INVALID_INPUT", message: "Title is too long." });
    await expect(action).rejects.toMatchObject({
      code: "UPSTREAM_FAILED",
      message: "The AI service is unavailable.",
    });
    expect(client.hasPendingMutations).toBe(false);
  });
});

describe("SyncClient reconnecting", () => {
  it("waits 1 s, 2 s, 4 s … between failed attempts and resets after a welcome", () => {
    client = createClient();
    expect(sockets()).toHaveLength(1);

    const expectNextSocketAfter = (delay: number) => {
      const before = sockets().length;
      latest().drop();
      vi.advanceTimersByTime(delay - 1);
      expect(sockets()).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets()).toHaveLength(before + 1);
    };

    // Attempts that never reach welcome keep doubling.
    expectNextSocketAfter(1_000);
    expectNextSocketAfter(2_000);
    expectNextSocketAfter(4_000);
    latest().open(); // opened but no welcome: still counts as a failed attempt
    expectNextSocketAfter(8_000);
    expectNextSocketAfter(16_000);
    expectNextSocketAfter(16_000);

    connect();
    expectNextSocketAfter(1_000);
    expectNextSocketAfter(2_000);
  });

  it("adds the injected jitter to the delay", () => {
    client = createClient({ random: () => 1 });
    latest().drop();
    vi.advanceTimersByTime(1_249);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
  });

  it("closes a socket after 60 s of server silence and reconnects", () => {
    client = createClient();
    const socket = connect();
    expect(CLIENT_SILENCE_TIMEOUT_MS).toBe(60_000);

    // Any server message (here a heartbeat ping) restarts the silence clock.
    vi.advanceTimersByTime(30_000);
    socket.deliver({ type: "ping" });
    vi.advanceTimersByTime(59_999);
    expect(socket.readyState).toBe(1);
    expect(client.connectionState).toBe("open");

    vi.advanceTimersByTime(1);
    expect(socket.readyState).toBe(3);
    expect(client.connectionState).toBe("waiting");
    expect(sockets()).toHaveLength(1);

    vi.advanceTimersByTime(1_000);
    expect(sockets()).toHaveLength(2);
    const next = connect();
    expect(next.sentOfType("hello")).toHaveLength(1);
  });

  it("reconnect() replaces the socket at once and restarts the backoff from 1 s", () => {
    client = createClient();
    connect();
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().drop();
    vi.advanceTimersByTime(2_000);
    expect(sockets()).toHaveLength(3);

    client.reconnect();
    expect(sockets()).toHaveLength(4);
    expect(sockets()[2]?.readyState).toBe(3);

    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(5);
  });

  it("stops reconnecting after close()", () => {
    client = createClient();
    const socket = connect();
    client.close();
    expect(socket.readyState).toBe(3);
    vi.advanceTimersByTime(120_000);
    expect(sockets()).toHaveLength(1);
  });

  it("cancels a scheduled reconnect when closed while waiting", () => {
    client = createClient();
    connect();
    latest().drop();
    client.close();
    vi.advanceTimersByTime(120_000);
    expect(sockets()).toHaveLength(1);
  });
});
