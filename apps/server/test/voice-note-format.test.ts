import { encodeWav } from "@pds/voice";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
});
afterAll(() => server.close());

/** A voice note of `bytes` in all whose header declares `sampleRate` (the audit's probe: 2 MB at 32 Hz). */
function note(sampleRate: number, bytes = 2 * 1024 * 1024) {
  const wav = encodeWav({ samples: new Int16Array((bytes - 44) / 2), sampleRate: 16_000 });
  wav.writeUInt32LE(sampleRate, 24);
  return wav;
}

const transcribe = (body: Buffer) =>
  fetch(`${server.url}/api/voice/transcribe`, {
    method: "POST",
    headers: { origin: server.origin, cookie: founder.cookie, "content-type": "audio/wav" },
    body: new Uint8Array(body),
  });

describe("POST /api/voice/transcribe with an unsupported header", () => {
  it("refuses a 2 MB WAV declaring 32 Hz in well under a second, and /api/health answers meanwhile", async () => {
    // Warm the route up (first session lookup, JIT), so the timing below is the header's alone.
    expect((await transcribe(note(32, 4096))).status).toBe(400);
    const body = note(32);
    const started = performance.now();
    const pending = transcribe(body);
    const healthTimes: number[] = [];
    let done = false;
    const health = (async () => {
      while (!done) {
        const asked = performance.now();
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        healthTimes.push(performance.now() - asked);
      }
    })();
    const response = await pending;
    const elapsed = performance.now() - started;
    done = true;
    await health;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "INVALID_INPUT",
        message: "Unsupported recording: the sample rate is 32 Hz; 8000–48000 Hz is supported.",
      },
    });
    expect(elapsed).toBeLessThan(1000);
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes)).toBeLessThan(500);
  });

  it("refuses other rates and encodings with the same plain message, not a 500", async () => {
    for (const rate of [0, 96_000, 0xffffffff]) {
      const response = await transcribe(note(rate, 4096));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /^Unsupported recording: the sample rate is \d+ Hz/,
      );
    }
    const eightBit = note(16_000, 4096);
    eightBit.writeUInt16LE(8, 34);
    const response = await transcribe(eightBit);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "INVALID_INPUT",
        message: "Unsupported recording: only 16-bit PCM WAV, mono or stereo, is supported.",
      },
    });
  });
});
