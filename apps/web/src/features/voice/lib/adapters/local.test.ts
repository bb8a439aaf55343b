import { afterEach, describe, expect, it, vi } from "vitest";
import type { PcmFrame } from "../../../../lib/audio/pcm-capture.ts";
import { VoiceClient } from "../voice-client.ts";
import { CONNECT_TIMEOUT_MESSAGE, createLocalAdapter } from "./local.ts";

class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  binaryType = "blob";
  sent: (string | ArrayBuffer)[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string | ArrayBuffer) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  json() {
    return this.sent
      .filter((d): d is string => typeof d === "string")
      .map((d) => JSON.parse(d) as { type: string });
  }
}

function setup(options: { micPrompt?: Promise<void> } = {}) {
  vi.stubGlobal("WebSocket", FakeSocket);
  let emit: ((frame: PcmFrame) => void) | null = null;
  const stop = vi.fn();
  const createSocket = vi.fn();
  const played: ArrayBuffer[] = [];
  const socket: { current: FakeSocket | null } = { current: null };
  const adapter = createLocalAdapter({
    getToken: () => "tok",
    url: () => "ws://api.test/api/voice",
    capture: async (onFrame) => {
      emit = onFrame;
      await options.micPrompt;
      return { context: {} as AudioContext, stop };
    },
    createPlayer: () => ({ play: (chunk) => played.push(chunk), close: () => {} }),
    createSocket: (url) => {
      createSocket(url);
      socket.current = new FakeSocket(url);
      return socket.current as unknown as WebSocket;
    },
  });
  const frame = (level: number) => emit?.({ pcm: new ArrayBuffer(640), level });
  const ws = () => {
    if (!socket.current) throw new Error("no socket");
    return socket.current;
  };
  return { adapter, frame, ws, stop, played, createSocket };
}

const ready = { type: "ready", sessionId: "s1", outputSampleRate: 16000, persona: "Sam" };

afterEach(() => vi.unstubAllGlobals());

describe("local adapter", () => {
  it("sends start with the firm, deck option and token, then streams mic PCM after ready", async () => {
    const { adapter, frame, ws, played } = setup();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const events: string[] = [];
    client.on("call-start", () => events.push("call-start"));
    client.on("message", (m) => events.push(m.type === "transcript" ? `${m.role}:${m.transcript}` : m.type));
    const started = client.start({ firmTag: "YC", deckOption: "freestyle" });
    await vi.waitFor(() => expect(ws()).toBeTruthy());
    ws().open();
    expect(ws().json()).toEqual([
      { type: "start", v: 1, firmTag: "YC", deckOption: "freestyle", token: "tok" },
    ]);
    frame(0.2);
    expect(ws().sent).toHaveLength(1); // nothing before ready
    ws().receive(ready);
    await started;
    ws().receive({ type: "listening" });
    frame(0.2);
    expect(ws().sent.at(-1)).toBeInstanceOf(ArrayBuffer);
    ws().receive({ type: "transcript", role: "user", transcriptType: "final", transcript: "Hello" });
    expect(events).toEqual(["session", "call-start", "user:Hello"]);
    ws().onmessage?.({ data: new ArrayBuffer(320) });
    expect(played).toHaveLength(1);
  });

  it("rejects the start with the server's error before ready", async () => {
    const { adapter, ws, stop } = setup();
    const pending = adapter.connect(
      { firmTag: "YC", deckOption: "freestyle" },
      {
        progress: () => {},
        listening: () => {},
        message: () => {},
        speech: () => {},
        volume: () => {},
        error: () => {},
        ended: () => {},
      },
    );
    await vi.waitFor(() => expect(ws()).toBeTruthy());
    ws().open();
    ws().receive({ type: "error", code: "RATE_LIMITED", message: "You have used today's practice minutes." });
    await expect(pending).rejects.toThrow("You have used today's practice minutes.");
    expect(stop).toHaveBeenCalled();
  });

  it("on End Session sends stop, waits for ended and returns the saved conversation id", async () => {
    const { adapter, ws, stop } = setup();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const started = client.start({ firmTag: "Sequoia", deckOption: "d1" });
    await vi.waitFor(() => expect(ws()).toBeTruthy());
    ws().open();
    ws().receive(ready);
    await started;
    const stopping = client.stop();
    expect(ws().json().at(-1)).toEqual({ type: "stop" });
    expect(stop).toHaveBeenCalled();
    ws().receive({ type: "ended", reason: "customer-ended-call", conversationId: "conv-9" });
    await expect(stopping).resolves.toEqual({
      reason: "customer-ended-call",
      conversationId: "conv-9",
      savedByProvider: true,
    });
  });

  it("a dropped socket ends the call once", async () => {
    const { adapter, ws } = setup();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const ends: string[] = [];
    client.on("message", (m) => m.type === "status-update" && ends.push(m.endedReason));
    const started = client.start({ firmTag: "YC", deckOption: "freestyle" });
    await vi.waitFor(() => expect(ws()).toBeTruthy());
    ws().open();
    ws().receive(ready);
    await started;
    ws().onclose?.();
    ws().onclose?.();
    expect(ends).toEqual(["connection-lost"]);
  });

  it("End Session while the microphone prompt is open: the mic is released and no session is opened", async () => {
    let allow: () => void = () => {};
    const micPrompt = new Promise<void>((resolve) => (allow = resolve));
    const { adapter, stop, createSocket } = setup({ micPrompt });
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const started = client.start({ firmTag: "YC", deckOption: "freestyle" });
    await expect(client.stop()).resolves.toMatchObject({ reason: "customer-ended-call" });
    allow();
    await started;
    expect(stop).toHaveBeenCalled();
    expect(createSocket).not.toHaveBeenCalled();
  });

  it("End Session during the handshake: stop is sent, the greeting is not played, the save is awaited", async () => {
    const { adapter, ws, played } = setup();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const started = client.start({ firmTag: "a16z", deckOption: "freestyle" });
    await vi.waitFor(() => expect(ws()).toBeTruthy());
    ws().open();
    const stopping = client.stop();
    expect(ws().json().at(-1)).toEqual({ type: "stop" });
    ws().receive(ready);
    ws().onmessage?.({ data: new ArrayBuffer(320) });
    await started;
    expect(played).toEqual([]);
    ws().receive({ type: "ended", reason: "customer-ended-call", conversationId: null });
    await expect(stopping).resolves.toMatchObject({ reason: "customer-ended-call" });
  });

  it("leaving twice waits for the same confirmation", async () => {
    const { adapter, ws } = setup();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const started = client.start({ firmTag: "YC", deckOption: "freestyle" });
    await vi.waitFor(() => expect(ws()).toBeTruthy());
    ws().open();
    ws().receive(ready);
    await started;
    const first = adapter.leave();
    const second = adapter.leave();
    expect(
      ws()
        .json()
        .filter((m) => m.type === "stop"),
    ).toHaveLength(1);
    ws().receive({ type: "ended", reason: "customer-ended-call", conversationId: "conv-2" });
    await expect(first).resolves.toMatchObject({ conversationId: "conv-2" });
    await expect(second).resolves.toMatchObject({ conversationId: "conv-2" });
  });

  it("a server that never accepts the session fails the start after 20 s instead of hanging", async () => {
    vi.useFakeTimers();
    try {
      const { adapter, ws, stop } = setup();
      const client = new VoiceClient(adapter, { isMobile: () => false });
      const started = client.start({ firmTag: "YC", deckOption: "freestyle" });
      const outcome = expect(started).rejects.toThrow(CONNECT_TIMEOUT_MESSAGE);
      await vi.advanceTimersByTimeAsync(0);
      ws().open();
      await vi.advanceTimersByTimeAsync(19_999);
      expect(stop).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(stop).toHaveBeenCalled();
      expect(ws().readyState).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
