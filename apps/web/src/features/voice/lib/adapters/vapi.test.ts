import { describe, expect, it, vi } from "vitest";
import type { AdapterSink } from "../types.ts";
import { VoiceClient } from "../voice-client.ts";

type Handler = (...args: unknown[]) => void;

const sdk = vi.hoisted(() => {
  const instances: FakeVapi[] = [];
  const next: { call: { id: string } | null } = { call: { id: "call-1" } };
  class FakeVapi {
    handlers = new Map<string, Handler[]>();
    start = vi.fn(() => Promise.resolve(next.call));
    stop = vi.fn(() => {
      this.emit("call-end");
      return Promise.resolve();
    });
    constructor(readonly publicKey: string) {
      instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    }
  }
  return { FakeVapi, instances, next };
});

vi.mock("@vapi-ai/web", () => ({ default: sdk.FakeVapi }));

const { createVapiAdapter } = await import("./vapi.ts");

const config = { name: "YC partner", firstMessage: "Hi, what are you making?" };
const assistant = { firmTag: "YC" as const, deckOption: "freestyle", config };

function sink(): AdapterSink & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    progress: (stage, status) => calls.push(`progress:${stage}:${status}`),
    listening: () => calls.push("listening"),
    message: (message) => calls.push(`message:${JSON.stringify(message)}`),
    speech: (role, transition) => calls.push(`speech:${role}:${transition}`),
    volume: (volume) => calls.push(`volume:${volume}`),
    error: (error) => calls.push(`error:${error.message}`),
    ended: (result) => calls.push(`ended:${result.reason}`),
  };
}

describe("vapi adapter (mocked SDK)", () => {
  it("starts the SDK with the public key and the server-built assistant config", async () => {
    const adapter = createVapiAdapter({ publicKey: "pk_test" });
    await adapter.connect(assistant, sink());
    const vapi = sdk.instances.at(-1);
    expect(vapi?.publicKey).toBe("pk_test");
    expect(vapi?.start).toHaveBeenCalledWith(config);
  });

  it("maps SDK events to the client's sink", async () => {
    const adapter = createVapiAdapter({ publicKey: "pk_test" });
    const s = sink();
    await adapter.connect(assistant, s);
    const vapi = sdk.instances.at(-1);
    vapi?.emit("call-start-progress", { stage: "web-call-creation", status: "started", timestamp: "t" });
    vapi?.emit("call-start");
    vapi?.emit("speech-start");
    vapi?.emit("volume-level", 0.4);
    vapi?.emit("message", { type: "transcript", role: "user", transcriptType: "final", transcript: "Hello" });
    vapi?.emit("message", { type: "function-call" });
    vapi?.emit("speech-end");
    vapi?.emit("error", { error: { message: "room failed" } });
    expect(s.calls).toEqual([
      "progress:web-call-creation:started",
      "listening",
      "speech:assistant:start",
      "volume:0.4",
      'message:{"type":"transcript","role":"user","transcriptType":"final","transcript":"Hello"}',
      "speech:assistant:end",
      "error:room failed",
    ]);
  });

  it("fails without a config or a public key, and when the SDK returns no call", async () => {
    await expect(
      createVapiAdapter({ publicKey: "pk" }).connect({ firmTag: "YC", deckOption: "freestyle" }, sink()),
    ).rejects.toThrow("Error: No config received");
    await expect(createVapiAdapter({ publicKey: "" }).connect(assistant, sink())).rejects.toThrow(
      /VITE_VAPI_PUBLIC_KEY/,
    );
    sdk.next.call = null;
    try {
      await expect(createVapiAdapter({ publicKey: "pk" }).connect(assistant, sink())).rejects.toThrow(
        "The voice call could not be started.",
      );
    } finally {
      sdk.next.call = { id: "call-1" };
    }
  });

  it("leaves through stop(); the client emits customer-ended-call once and the caller saves", async () => {
    const client = new VoiceClient(createVapiAdapter({ publicKey: "pk" }), { isMobile: () => false });
    const ended: string[] = [];
    client.on("message", (m) => m.type === "status-update" && ended.push(m.endedReason));
    await client.start(assistant);
    const result = await client.stop();
    expect(sdk.instances.at(-1)?.stop).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ reason: "customer-ended-call", conversationId: null, savedByProvider: false });
    expect(ended).toEqual(["customer-ended-call"]);
  });

  it("leaving twice before Vapi reports the end resolves both leaves on that one end", async () => {
    const adapter = createVapiAdapter({ publicKey: "pk" });
    await adapter.connect(assistant, sink());
    const vapi = sdk.instances.at(-1)!;
    vapi.stop.mockImplementation(() => Promise.resolve());
    const first = adapter.leave();
    const second = adapter.leave();
    vapi.emit("call-end");
    const expected = { reason: "customer-ended-call", conversationId: null, savedByProvider: false };
    await expect(first).resolves.toEqual(expected);
    await expect(second).resolves.toEqual(expected);
  });

  it("reports an end from the assistant's side", async () => {
    const adapter = createVapiAdapter({ publicKey: "pk" });
    const s = sink();
    await adapter.connect(assistant, s);
    sdk.instances.at(-1)?.emit("call-end");
    expect(s.calls).toContain("ended:assistant-ended-call");
  });
});
