import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdapterSink, VoiceAdapter, VoiceCallResult, VoiceMessage } from "./types.ts";
import { MISSING_ASSISTANT_MESSAGE, VoiceClient } from "./voice-client.ts";

const assistant = { firmTag: "YC" as const, deckOption: "freestyle" };

function fakeAdapter(options: { level?: () => number } = {}) {
  let sink: AdapterSink | null = null;
  const leaveResult: VoiceCallResult = { reason: "x", conversationId: "c1", savedByProvider: true };
  const adapter: VoiceAdapter & { sink: () => AdapterSink } = {
    connect: vi.fn((_assistant, s: AdapterSink) => {
      sink = s;
      return Promise.resolve();
    }),
    leave: vi.fn(() => Promise.resolve(leaveResult)),
    sink: () => {
      if (!sink) throw new Error("not connected");
      return sink;
    },
    ...(options.level ? { inputLevel: options.level } : {}),
  };
  return adapter;
}

function record(client: VoiceClient) {
  const events: string[] = [];
  const messages: VoiceMessage[] = [];
  for (const name of [
    "call-start-progress",
    "call-start-success",
    "call-start-failed",
    "call-start",
    "call-end",
    "speech-start",
    "speech-end",
    "error",
  ] as const) {
    client.on(name, () => events.push(name));
  }
  client.on("message", (message) => messages.push(message));
  return { events, messages };
}

describe("VoiceClient", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rejects a start without an assistant with the spec's message", async () => {
    const client = new VoiceClient(fakeAdapter(), { isMobile: () => false });
    await expect(client.start(null)).rejects.toThrow(MISSING_ASSISTANT_MESSAGE);
    expect(MISSING_ASSISTANT_MESSAGE).toBe("Assistant or Squad or Workflow must be provided.");
  });

  it("rejects a second start while already started", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    await client.start(assistant);
    await expect(client.start(assistant)).rejects.toThrow(/already started/i);
    expect(adapter.connect).toHaveBeenCalledTimes(1);
  });

  it("emits call-start-success on connect and call-start when the far side listens", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events } = record(client);
    await client.start(assistant);
    expect(events).toEqual(["call-start-success"]);
    adapter.sink().listening();
    expect(events).toEqual(["call-start-success", "call-start"]);
  });

  it("waits 1000 ms for permissions on mobile before connecting", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => true });
    const { events } = record(client);
    const started = client.start(assistant);
    await vi.advanceTimersByTimeAsync(999);
    expect(adapter.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(adapter.connect).toHaveBeenCalledTimes(1);
    expect(events.slice(0, 2)).toEqual(["call-start-progress", "call-start-progress"]);
  });

  it("ending during the mobile permission wait never connects", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => true });
    const { events } = record(client);
    const started = client.start(assistant);
    await vi.advanceTimersByTimeAsync(500);
    await client.stop();
    await vi.advanceTimersByTimeAsync(500);
    await started;
    expect(adapter.connect).not.toHaveBeenCalled();
    expect(events).not.toContain("call-start-failed");
    expect(events).not.toContain("error");
  });

  it("a connect that completes after the founder left is torn down again, without an error", async () => {
    let finishConnect: () => void = () => {};
    const adapter = fakeAdapter();
    adapter.connect = vi.fn(() => new Promise<void>((resolve) => (finishConnect = resolve)));
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events } = record(client);
    const started = client.start(assistant);
    await client.stop();
    expect(adapter.leave).toHaveBeenCalledTimes(1);
    finishConnect();
    await started;
    expect(adapter.leave).toHaveBeenCalledTimes(2);
    expect(events).not.toContain("call-start-success");
    expect(events).not.toContain("error");
  });

  it("a connect aborted by leaving is not reported as a failure", async () => {
    let abortConnect: (error: Error) => void = () => {};
    const adapter = fakeAdapter();
    adapter.connect = vi.fn(() => new Promise<void>((_resolve, reject) => (abortConnect = reject)));
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events } = record(client);
    const started = client.start(assistant);
    await client.stop();
    abortConnect(new Error("The voice server closed the connection."));
    await expect(started).resolves.toBeUndefined();
    expect(events).not.toContain("call-start-failed");
    expect(events).not.toContain("error");
  });

  it("does not wait on desktop", async () => {
    const adapter = fakeAdapter();
    await new VoiceClient(adapter, { isMobile: () => false }).start(assistant);
    expect(adapter.connect).toHaveBeenCalledTimes(1);
  });

  it("emits the ended status with reason customer-ended-call exactly once", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events, messages } = record(client);
    await client.start(assistant);
    const [first, second] = await Promise.all([client.stop(), client.stop()]);
    adapter.sink().ended({ reason: "server-ended", conversationId: null, savedByProvider: true });
    await client.stop();
    const ended = messages.filter((m) => m.type === "status-update");
    expect(ended).toEqual([{ type: "status-update", status: "ended", endedReason: "customer-ended-call" }]);
    expect(events.filter((e) => e === "call-end")).toHaveLength(1);
    expect(adapter.leave).toHaveBeenCalledTimes(1);
    expect(first.conversationId).toBe("c1");
    expect(second.conversationId).toBe("c1");
    await expect(client.whenEnded()).resolves.toMatchObject({ conversationId: "c1" });
  });

  it("reports a far-side end once with its reason", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events, messages } = record(client);
    await client.start(assistant);
    adapter.sink().ended({ reason: "connection-lost", conversationId: null, savedByProvider: true });
    adapter.sink().ended({ reason: "connection-lost", conversationId: null, savedByProvider: true });
    expect(events.filter((e) => e === "call-end")).toHaveLength(1);
    expect(messages).toEqual([{ type: "status-update", status: "ended", endedReason: "connection-lost" }]);
  });

  it("emits call-start-failed and error when connecting fails", async () => {
    const adapter = fakeAdapter();
    adapter.connect = vi.fn(() => Promise.reject(new Error("denied")));
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events } = record(client);
    await expect(client.start(assistant)).rejects.toThrow("denied");
    expect(events).toEqual(["call-start-progress", "call-start-failed", "error"]);
  });

  it("observes the adapter's input level every 100 ms as volume-level and user speech", async () => {
    let level = 0;
    const adapter = fakeAdapter({ level: () => level });
    const client = new VoiceClient(adapter, { isMobile: () => false, now: () => Date.now() });
    const volumes: number[] = [];
    const speech: string[] = [];
    client.on("volume-level", (v) => volumes.push(v));
    client.on("speech-start", ({ role }) => speech.push(`start:${role}`));
    client.on("speech-end", ({ role }) => speech.push(`end:${role}`));
    await client.start(assistant);
    level = 0.03;
    await vi.advanceTimersByTimeAsync(100);
    expect(volumes.at(-1)).toBeCloseTo(0.2);
    expect(speech).toEqual(["start:user"]);
    level = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(speech).toEqual(["start:user", "end:user"]);
    await client.stop();
    const count = volumes.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(volumes).toHaveLength(count);
  });

  it("forwards adapter messages, speech and errors", async () => {
    const adapter = fakeAdapter();
    const client = new VoiceClient(adapter, { isMobile: () => false });
    const { events, messages } = record(client);
    await client.start(assistant);
    adapter
      .sink()
      .message({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Hi" });
    adapter.sink().speech("assistant", "start");
    adapter.sink().speech("assistant", "end");
    adapter.sink().error(new Error("boom"));
    expect(messages).toHaveLength(1);
    expect(events.slice(1)).toEqual(["speech-start", "speech-end", "error"]);
  });
});
