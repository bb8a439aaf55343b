import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SpeechServiceError } from "../src/cloud/speech-service.ts";
import { OpenAiStt } from "../src/stt/openai-stt.ts";
import { isStreaming } from "../src/stt/speech-to-text.ts";
import { OPENAI_TTS_SAMPLE_RATE, OpenAiTts } from "../src/tts/openai-tts.ts";
import { decodeWav, encodeWav, type Pcm } from "../src/wav.ts";

/**
 * The cloud speech engines against a fake OpenAI-compatible audio server on 127.0.0.1: what they send
 * (path, multipart WAV upload, JSON speech request, key) and what they make of each kind of answer.
 */

/** What the fake server does with the next request. */
type Mode = "ok" | "silence" | "error" | "error-once" | "hang" | "mp3" | "wav16k";

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const KEY = "secret-key";
const SPOKEN = "We have forty paying restaurants.";
/** What the fake TTS "speaks": a 24 kHz ramp, so the returned samples can be compared exactly. */
const VOICE: Pcm = {
  samples: Int16Array.from({ length: 2400 }, (_, i) => i * 10 - 12_000),
  sampleRate: 24_000,
};

let mode: Mode = "ok";
let seen: Seen[] = [];
let server: http.Server;
let baseURL = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      if (mode === "hang") return;
      if (mode === "error-once") {
        mode = "ok";
        return void res.writeHead(503, { "retry-after-ms": "900" }).end("busy");
      }
      if (mode === "error") {
        return void res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: `upstream exploded near ${KEY}`, type: "server_error" } }));
      }
      if (req.url === "/v1/audio/transcriptions") {
        const text = mode === "silence" ? "" : SPOKEN;
        return void res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ text, language: "english", duration: 1.5, segments: [] }));
      }
      if (req.url === "/v1/audio/speech") {
        if (mode === "mp3")
          return void res.writeHead(200, { "content-type": "audio/mpeg" }).end("ID3\x03fake");
        const audio =
          mode === "wav16k" ? { samples: new Int16Array(1600).fill(500), sampleRate: 16_000 } : VOICE;
        return void res.writeHead(200, { "content-type": "audio/wav" }).end(encodeWav(audio));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = "ok";
  seen = [];
});

const settings = (model: string) => ({ apiKey: KEY, baseURL, model, timeoutMs: 400, maxRetries: 0 });
const turn: Pcm = {
  samples: Int16Array.from({ length: 8000 }, (_, i) => Math.round(Math.sin(i / 5) * 8000)),
  sampleRate: 16_000,
};

/** The multipart body the SDK uploaded, read back the way a server would. */
async function uploaded(request: Seen) {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { "content-type": String(request.headers["content-type"]) },
  }).formData();
  const file = form.get("file");
  if (!(file instanceof File)) throw new Error("no file part in the upload");
  return { form, file, wav: decodeWav(new Uint8Array(await file.arrayBuffer())) };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechServiceError);
  return error as SpeechServiceError;
}

describe("OpenAiStt (SpeechToText over an OpenAI-compatible server)", () => {
  it("uploads the turn as a 16-bit WAV with the model and returns the text", async () => {
    const stt = new OpenAiStt(settings("whisper-1"));
    expect(isStreaming(stt)).toBe(false);
    expect(await stt.transcribe(turn)).toBe(SPOKEN);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.path).toBe("/v1/audio/transcriptions");
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const { form, file, wav } = await uploaded(request);
    expect(form.get("model")).toBe("whisper-1");
    expect(form.get("language")).toBe("en");
    expect(file.name).toBe("audio.wav");
    expect(file.type).toBe("audio/wav");
    expect(wav).toEqual(turn);
  });

  it("returns an empty string when the service hears nothing", async () => {
    mode = "silence";
    expect(await new OpenAiStt(settings("gpt-4o-mini-transcribe")).transcribe(turn)).toBe("");
  });

  it("reports an error status plainly, without the key or the service's message", async () => {
    mode = "error";
    const error = await failure(new OpenAiStt(settings("whisper-1")).transcribe(turn));
    expect(error).toMatchObject({ reason: "http", status: 500 });
    expect(error.message).toBe("Speech recognition failed: the speech service answered 500.");
  });

  it("retries a busy service once, honouring Retry-After, within the time limit", async () => {
    mode = "error-once";
    const stt = new OpenAiStt({ ...settings("whisper-1"), maxRetries: 1, timeoutMs: 3_000 });
    const started = Date.now();
    expect(await stt.transcribe(turn)).toBe(SPOKEN);
    expect(seen.map((r) => r.path)).toEqual(["/v1/audio/transcriptions", "/v1/audio/transcriptions"]);
    // The service asked for 900 ms, well over the default pause (225-450 ms): the retry waited for it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    mode = "error";
    seen = [];
    await expect(stt.transcribe(turn)).rejects.toMatchObject({ reason: "http", status: 500 });
    expect(seen).toHaveLength(2);
  });

  it("gives up on a service that does not answer within the time limit", async () => {
    mode = "hang";
    const started = Date.now();
    const error = await failure(new OpenAiStt(settings("whisper-1")).transcribe(turn));
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe("Speech recognition failed: the speech service did not answer within 400 ms.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports an unreachable service as a network failure", async () => {
    const stt = new OpenAiStt({ ...settings("whisper-1"), baseURL: "http://127.0.0.1:1/v1" });
    expect((await failure(stt.transcribe(turn))).reason).toBe("network");
  });

  it("close() abandons an upload in flight, and later calls fail", async () => {
    mode = "hang";
    const stt = new OpenAiStt({ ...settings("whisper-1"), timeoutMs: 10_000 });
    const pending = stt.transcribe(turn);
    await until(() => seen.length === 1);
    stt.close();
    expect((await failure(pending)).message).toMatch(/released/);
    expect((await failure(stt.transcribe(turn))).message).toMatch(/released/);
    expect(seen).toHaveLength(1);
  });
});

describe("OpenAiTts (TextToSpeech over an OpenAI-compatible server)", () => {
  const tts = (overrides: Partial<ReturnType<typeof settings>> = {}) =>
    new OpenAiTts({ ...settings("tts-1"), voice: "onyx", ...overrides });

  it("asks for WAV with the model, voice and text, and returns its PCM at 24 kHz", async () => {
    const engine = tts();
    expect(engine.sampleRate).toBe(OPENAI_TTS_SAMPLE_RATE);
    const audio = await engine.synthesize("  What are you\n making?  ");
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.path).toBe("/v1/audio/speech");
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(request.body.toString("utf8"))).toEqual({
      model: "tts-1",
      voice: "onyx",
      input: "What are you making?",
      response_format: "wav",
    });
    expect(audio).toEqual(VOICE);
  });

  it("resamples a server's other rate to the rate it announced", async () => {
    mode = "wav16k";
    const audio = await tts().synthesize("Hello.");
    expect(audio.sampleRate).toBe(24_000);
    expect(audio.samples.length).toBe(2400);
    expect(audio.samples[1200]).toBe(500);
  });

  it("speaks nothing for blank text without calling the service", async () => {
    expect((await tts().synthesize(" \n ")).samples.length).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it("refuses audio it cannot decode", async () => {
    mode = "mp3";
    const error = await failure(tts().synthesize("Hello."));
    expect(error.reason).toBe("invalid_response");
    expect(error.message).toMatch(/^Speech synthesis failed: .*not 16-bit PCM WAV/);
  });

  it("reports an error status and a silent service within the time limit", async () => {
    mode = "error";
    expect(await failure(tts().synthesize("Hello."))).toMatchObject({ reason: "http", status: 500 });
    mode = "hang";
    const started = Date.now();
    expect((await failure(tts().synthesize("Hello."))).message).toMatch(/did not answer within 400 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

async function until(condition: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
