import { afterEach, describe, expect, it, vi } from "vitest";
import type { PcmFrame } from "../../../../lib/audio/pcm-capture.ts";
import { VoiceClient } from "../voice-client.ts";
import { createLocalAdapter } from "./local.ts";

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

function setup() {
  vi.stubGlobal("WebSocket", FakeSocket);
  let emit: ((frame: PcmFrame) => void) | null = null;
  const stop = vi.fn();
  const played: ArrayBuffer[] = [];
  const socket: { current: FakeSocket | null } = { current: null };
  const adapter = createLocalAdapter({
    getToken: () => "tok",
    url: () => "ws://api.test/api/voice",
    capture: (onFrame) => {
      emit = onFrame;
      return Promise.resolve({ context: {} as AudioContext, stop });
    },
    createPlayer: () => ({ play: (chunk) => played.push(chunk), close: () => {} }),
    createSocket: (url) => {
      socket.current = new FakeSocket(url);
      return socket.current as unknown as WebSocket;
    },
  });
  const frame = (level: number) => emit?.({ pcm: new ArrayBuffer(640), level });
  const ws = () => {
    if (!socket.current) throw new Error("no socket");
    return socket.current;
  };
  return { adapter, frame, ws, stop, played };
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
});
