import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_SILENCE_TIMEOUT_MS, PROTOCOL_VERSION } from "@pds/contracts";
import { SyncClient, SyncError, type ConnectionState } from "./sync-client.ts";
import { connect, createClient, dropAndReconnect, FakeSocket, latest, sockets } from "./test-helpers.ts";

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
