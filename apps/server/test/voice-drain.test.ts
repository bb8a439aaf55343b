import { EventEmitter } from "node:events";
import { eq, schema } from "@pds/db";
import type { SpeechToText } from "@pds/voice";
import { until } from "@pds/testkit";
import type { WebSocket } from "ws";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../src/env.ts";
import { actionContext } from "../src/functions/create-context.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createVoiceEngines } from "../src/voice/engines.ts";
import { drainTimeoutMs } from "../src/voice/drain-timeout.ts";
import { VoiceSession, type VoiceEngines } from "../src/voice/voice-session.ts";
import { testRuntime } from "./test-runtime.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The socket a VoiceSession talks to, recording what the server sends. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: Array<Record<string, unknown>> = [];
  send(data: unknown) {
    if (typeof data === "string") this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  has(type: string) {
    return this.sent.some((m) => m.type === type);
  }
}

/** A cloud-like recogniser whose answer the test releases by hand, as late as it likes. */
function slowStt() {
  let answer: (text: string) => void = () => {};
  const stt: SpeechToText = {
    name: "scripted-slow",
    transcribe: () => new Promise<string>((resolve) => (answer = resolve)),
    close: () => {},
  };
  return { stt, answer: (text: string) => answer(text) };
}

const CLOUD_LIMIT_MS = 20_000;

function sessionFor(socket: FakeSocket, stt: SpeechToText) {
  const runtime = testRuntime(server);
  const engines: VoiceEngines = {
    createStt: () => stt,
    createNoteStt: () => stt,
    tts: {
      name: "silent",
      sampleRate: 16_000,
      synthesize: async () => ({ samples: new Int16Array(0), sampleRate: 16_000 }),
    },
    persona: () => ({ name: "Scripted VC", greeting: () => "What are you making?", reply: () => "Go on." }),
    sttTimeoutMs: CLOUD_LIMIT_MS,
  };
  const user = { id: founder.id, name: founder.name, email: founder.email };
  return new VoiceSession(
    socket as unknown as WebSocket,
    { user, authSessionId: "session-1" },
    {
      log: createLogger("silent"),
      contextFor: (caller) => actionContext(runtime, caller),
      engines,
      sessionFromToken: async () => null,
    },
  );
}

describe("End Session waits for a slow speech engine's last transcription", () => {
  it("derives the drain from the engine's own time limit, with a margin", () => {
    expect(drainTimeoutMs({ sttTimeoutMs: 20_000 })).toBeGreaterThan(20_000);
    const cloud = createVoiceEngines({
      speech: loadEnv({ VOICE_STT_PROVIDER: "openai", VOICE_API_KEY: "k", VOICE_CLOUD_TIMEOUT_MS: "42000" }),
    });
    expect(cloud.sttTimeoutMs).toBe(42_000);
    expect(drainTimeoutMs(cloud)).toBeGreaterThan(42_000);
  });

  it("saves the founder's last words when their transcription takes 17 s of a 20 s limit", async () => {
    const socket = new FakeSocket();
    const { stt, answer } = slowStt();
    sessionFor(socket, stt);
    socket.emit(
      "message",
      Buffer.from(JSON.stringify({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" })),
      false,
    );
    await until(() => socket.has("listening"), "the session to listen");
    // A second of speech still open when the founder presses End Session: stop flushes it to the engine.
    const speech = Int16Array.from({ length: 16_000 }, (_, i) => Math.round(Math.sin(i / 4) * 8000));
    socket.emit("message", Buffer.from(speech.buffer), true);
    // Fake clock for the drain, still moving with real time so the database's own timers run.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    socket.emit("message", Buffer.from(JSON.stringify({ type: "stop" })), false);
    await vi.advanceTimersByTimeAsync(17_000);
    answer("and we are raising two million dollars");
    await until(() => socket.has("ended"), "the session to end", 10_000);
    const ended = socket.sent.find((m) => m.type === "ended");
    expect(ended?.conversationId).toEqual(expect.any(String));
    const [row] = await server.database.db
      .select({ transcript: schema.voiceConversations.transcript })
      .from(schema.voiceConversations)
      .where(eq(schema.voiceConversations.id, String(ended?.conversationId)));
    expect(JSON.stringify(row?.transcript)).toContain("raising two million dollars");
  });
});
