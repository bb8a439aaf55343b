import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeWav, encodeWav, isStreaming } from "@pds/voice";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env.ts";
import { AppError } from "../src/lib/app-error.ts";
import { createVoiceEngines } from "../src/voice/engines.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";
import { until, VoiceTestClient } from "@pds/testkit";

/** What the fake OpenAI-compatible audio server does with each endpoint. */
const fake = { stt: "ok" as "ok" | "hang" | "error", tts: "ok" as "ok" | "error" };
const seen: Array<{ path: string; body: Buffer; contentType: string }> = [];
const HEARD = "We have ten thousand dollars in monthly revenue.";
let audioServer: http.Server;
let audioURL = "";

beforeAll(async () => {
  audioServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      seen.push({ path, body: Buffer.concat(chunks), contentType: String(req.headers["content-type"]) });
      const behaviour = path === "/v1/audio/transcriptions" ? fake.stt : fake.tts;
      if (behaviour === "hang") return;
      if (behaviour === "error") return void res.writeHead(500).end("{}");
      if (path === "/v1/audio/transcriptions") {
        return void res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ text: HEARD }));
      }
      // Half a second of a quiet 24 kHz tone per reply.
      const samples = Int16Array.from({ length: 12_000 }, (_, i) => Math.round(Math.sin(i / 8) * 3000));
      res.writeHead(200, { "content-type": "audio/wav" }).end(encodeWav({ samples, sampleRate: 24_000 }));
    });
  });
  await new Promise<void>((resolve) => audioServer.listen(0, "127.0.0.1", resolve));
  audioURL = `http://127.0.0.1:${(audioServer.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  audioServer.closeAllConnections();
  await new Promise<void>((resolve) => audioServer.close(() => resolve()));
});

beforeEach(() => {
  fake.stt = "ok";
  fake.tts = "ok";
  seen.length = 0;
});

describe("voice speech environment", () => {
  it("defaults to the offline engines", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      VOICE_STT_PROVIDER: "offline",
      VOICE_TTS_PROVIDER: "offline",
      VOICE_STT_MODEL: "whisper-1",
      VOICE_TTS_MODEL: "tts-1",
      VOICE_TTS_VOICE: "alloy",
      VOICE_CLOUD_TIMEOUT_MS: 20_000,
    });
    const engines = createVoiceEngines({ speech: loadEnv({}) });
    expect(engines.tts.name).toBe("flite");
  });

  it("refuses a cloud provider without a key, naming the variable", () => {
    expect(() => loadEnv({ VOICE_STT_PROVIDER: "openai" })).toThrow(
      /Invalid environment configuration:\n\s+VOICE_API_KEY: VOICE_STT_PROVIDER=openai needs VOICE_API_KEY \(or OPENAI_API_KEY\)/,
    );
    expect(() => loadEnv({ VOICE_TTS_PROVIDER: "openai", VOICE_API_KEY: "" })).toThrow(
      /VOICE_TTS_PROVIDER=openai needs VOICE_API_KEY/,
    );
    expect(() => loadEnv({ VOICE_STT_PROVIDER: "openai", VOICE_TTS_PROVIDER: "openai" })).toThrow(
      /VOICE_STT_PROVIDER=openai and VOICE_TTS_PROVIDER=openai needs VOICE_API_KEY/,
    );
    expect(() => loadEnv({ VOICE_STT_PROVIDER: "google", OPENAI_API_KEY: "k" })).toThrow(
      /VOICE_STT_PROVIDER/,
    );
    expect(() => loadEnv({ VOICE_BASE_URL: "not a url" })).toThrow(/VOICE_BASE_URL must be an absolute URL/);
  });

  it("takes the key from OPENAI_API_KEY, and needs none for a compatible server at VOICE_BASE_URL", () => {
    expect(loadEnv({ VOICE_STT_PROVIDER: "openai", OPENAI_API_KEY: "k" }).VOICE_STT_PROVIDER).toBe("openai");
    const local = loadEnv({
      VOICE_TTS_PROVIDER: "openai",
      VOICE_BASE_URL: "http://127.0.0.1:8000/v1",
    });
    expect(local.VOICE_BASE_URL).toBe("http://127.0.0.1:8000/v1");
  });

  it("builds cloud engines that report a failed call as UPSTREAM_FAILED", async () => {
    fake.stt = "error";
    const engines = createVoiceEngines({
      speech: loadEnv({
        VOICE_STT_PROVIDER: "openai",
        VOICE_TTS_PROVIDER: "openai",
        VOICE_TTS_MODEL: "gpt-4o-mini-tts",
        VOICE_BASE_URL: audioURL,
        VOICE_API_KEY: "k",
      }),
    });
    expect(engines.tts).toMatchObject({ name: "openai:gpt-4o-mini-tts", sampleRate: 24_000 });
    const stt = engines.createStt();
    expect(stt.name).toBe("openai:whisper-1");
    // Not streaming: the session buffers the turn and uploads it when the turn ends.
    expect(isStreaming(stt)).toBe(false);
    const error = await stt
      .transcribe({ samples: new Int16Array(1600), sampleRate: 16_000 })
      .catch((e: unknown) => e);
    stt.close();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "UPSTREAM_FAILED",
      message: "Speech recognition failed: the speech service answered 500.",
    });
    expect(engines.createNoteStt().name).toBe("openai:whisper-1");
  });
});

describe("/api/voice with cloud speech engines", () => {
  let server: TestServer;
  let founder: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        VOICE_STT_PROVIDER: "openai",
        VOICE_TTS_PROVIDER: "openai",
        VOICE_BASE_URL: audioURL,
        VOICE_API_KEY: "test-key",
        VOICE_CLOUD_TIMEOUT_MS: "500",
      },
    });
    founder = await signUp(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A second of tone, then a second of silence: one founder turn for the turn detector. */
  const founderTurn = Int16Array.from({ length: 32_000 }, (_, i) =>
    i < 16_000 ? Math.round(Math.sin(i / 4) * 8000) : 0,
  );

  it("speaks, hears and replies through the cloud engines, and reports failures without stalling", async () => {
    const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    const ready = await client.waitFor("ready");
    expect(ready.outputSampleRate).toBe(24_000);
    const greeting = await client.waitFor("transcript", (m) => m.role === "assistant");
    await client.waitFor("listening");
    const spoken = seen.find((r) => r.path === "/v1/audio/speech");
    expect(JSON.parse(spoken?.body.toString("utf8") ?? "{}")).toMatchObject({
      model: "tts-1",
      voice: "alloy",
      input: greeting.transcript,
      response_format: "wav",
    });
    expect(client.audioBytesAfter(client.messages.indexOf(greeting))).toBe(24_000);

    // A turn goes up as one WAV of the founder's audio; the service's text is the founder's line.
    client.sendAudio(founderTurn);
    const heard = await client.waitFor("transcript", (m) => m.role === "user");
    expect(heard.transcript).toBe(HEARD);
    const upload = seen.find((r) => r.path === "/v1/audio/transcriptions");
    const form = await new Response(new Uint8Array(upload?.body ?? []), {
      headers: { "content-type": upload?.contentType ?? "" },
    }).formData();
    const file = form.get("file") as File;
    const wav = decodeWav(new Uint8Array(await file.arrayBuffer()));
    expect(wav?.sampleRate).toBe(16_000);
    expect(wav?.samples.length).toBeGreaterThan(16_000);
    expect(form.get("model")).toBe("whisper-1");
    await client.waitFor("transcript", (m) => m.role === "assistant" && m !== greeting);

    // A recogniser that never answers is given up on after VOICE_CLOUD_TIMEOUT_MS; the session goes on.
    fake.stt = "hang";
    const before = client.messages.length;
    const sentAt = Date.now();
    client.sendAudio(founderTurn);
    const timedOut = await client.waitFor("error", (m) => client.messages.indexOf(m) >= before, 5_000);
    expect(timedOut).toMatchObject({
      code: "UPSTREAM_FAILED",
      message: "Speech recognition failed: the speech service did not answer within 500 ms.",
    });
    expect(Date.now() - sentAt).toBeLessThan(4_000);

    // A voice that fails still lets the founder read the question, with the error beside it.
    fake.stt = "ok";
    fake.tts = "error";
    const mark = client.messages.length;
    client.sendAudio(founderTurn);
    const voiceless = await client.waitFor("error", (m) => client.messages.indexOf(m) >= mark, 10_000);
    expect(voiceless).toMatchObject({
      code: "UPSTREAM_FAILED",
      message: "Speech synthesis failed: the speech service answered 500.",
    });
    const reply = client.messages.slice(mark).find((m) => m.type === "transcript" && m.role === "assistant");
    expect(reply).toBeDefined();
    expect(client.messages.some((m) => m.type === "ended")).toBe(false);

    client.send({ type: "stop" });
    const ended = await client.waitFor("ended");
    expect(ended.conversationId).toEqual(expect.any(String));
    await until(() => client.closed, "the socket to close");
  });

  it("says listening even when the greeting cannot be voiced", async () => {
    fake.tts = "error";
    const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    client.send({ type: "start", v: 1, firmTag: "Sequoia", deckOption: "freestyle" });
    await client.waitFor("listening");
    const error = await client.waitFor("error");
    expect(error.message).toBe("Speech synthesis failed: the speech service answered 500.");
    expect(client.messages.find((m) => m.type === "transcript")).toMatchObject({ role: "assistant" });
    client.send({ type: "stop" });
    await client.waitFor("ended");
  });
});
