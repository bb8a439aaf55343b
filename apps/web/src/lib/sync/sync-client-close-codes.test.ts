import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKOFF_MAX_MS } from "./backoff.ts";
import { CLOSE_SESSION_ENDED, CLOSE_TOO_MANY_CONNECTIONS, type SyncClient } from "./sync-client.ts";
import { connect, createClient, FakeSocket, latest, sockets } from "./test-helpers.ts";

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

describe("SyncClient close codes", () => {
  it("tells the app when the server ends the socket because the session ended, and reconnects after 1 s", () => {
    client = createClient();
    const ended = vi.fn();
    client.onSessionEnded(ended);
    connect();
    latest().drop(CLOSE_SESSION_ENDED);
    expect(ended).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(sockets()).toHaveLength(2);
  });

  it("does not report an ended session for an ordinary drop", () => {
    client = createClient();
    const ended = vi.fn();
    client.onSessionEnded(ended);
    connect();
    latest().drop();
    expect(ended).not.toHaveBeenCalled();
  });

  it("waits the longest backoff before retrying when the account has too many sockets open", () => {
    client = createClient();
    connect();
    latest().drop(CLOSE_TOO_MANY_CONNECTIONS);
    vi.advanceTimersByTime(BACKOFF_MAX_MS - 1);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
  });
});

describe("SyncClient resume", () => {
  it("opens a new socket after close() and serves subscriptions again", () => {
    client = createClient();
    connect();
    client.close();
    expect(latest().readyState).toBe(3);
    client.resume();
    expect(sockets()).toHaveLength(2);
    connect();
    expect(client.connectionState).toBe("open");
  });
});
