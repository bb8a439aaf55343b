import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROTOCOL_VERSION } from "@pds/contracts";
import { CONNECTION_LOST_MESSAGE, SyncClient, SyncError } from "./sync-client.ts";
import {
  connect,
  createClient,
  dropAndReconnect,
  FakeSocket,
  latest,
  reconnectFromWaiting,
} from "./test-helpers.ts";

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
