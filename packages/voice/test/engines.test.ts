import { describe, expect, it } from "vitest";
import { PocketsphinxStreamStt } from "../src/stt/pocketsphinx-stream.ts";
import { PocketsphinxStt, pocketsphinxStatus, POCKETSPHINX_INSTALL_HINT } from "../src/stt/pocketsphinx.ts";
import { EngineUnavailableError, type SpeechToText } from "../src/stt/speech-to-text.ts";
import { FliteTts, fliteProcessPid } from "../src/tts/flite.ts";
import { decodeWav, encodeWav } from "../src/wav.ts";

const SENTENCE =
  "We help small restaurants manage their inventory and we have ten thousand dollars in monthly revenue.";

describe("FliteTts", () => {
  it("speaks a sentence as 16 kHz PCM", async () => {
    const tts = new FliteTts();
    const audio = await tts.synthesize(SENTENCE);
    expect(audio.sampleRate).toBe(16_000);
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(3);
    expect((await tts.synthesize("  ")).samples.length).toBe(0);
  });

  it("runs flite outside this process and recovers when that process dies, even mid-request", async () => {
    const tts = new FliteTts();
    await tts.synthesize("warm up");
    const first = fliteProcessPid();
    expect(first).toBeGreaterThan(0);
    expect(first).not.toBe(process.pid);
    const pending = tts.synthesize(SENTENCE);
    process.kill(first!, "SIGKILL");
    const audio = await pending;
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(3);
    expect(fliteProcessPid()).not.toBe(first);
  });
});

describe("WAV", () => {
  it("round-trips mono PCM and rejects other bytes", () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
    expect(decodeWav(encodeWav({ samples, sampleRate: 16_000 }))).toEqual({ samples, sampleRate: 16_000 });
    expect(decodeWav(new Uint8Array([1, 2, 3, 4]))).toBeNull();
  });
});

/** The contract every speech-to-text engine meets. */
function speechToTextContract(name: string, create: () => SpeechToText) {
  describe(`${name} (SpeechToText contract)`, () => {
    it("recognises flite speech, including resampled 8 kHz audio, and fails after close", async () => {
      const stt = create();
      try {
        const audio = await new FliteTts().synthesize(SENTENCE);
        const text = await stt.transcribe(audio);
        expect(text).toMatch(/restaurants/);
        expect(text).toMatch(/inventory|revenue|thousand/);
        const narrow = await new FliteTts("kal").synthesize("monthly revenue");
        expect(await stt.transcribe(narrow)).toMatch(/revenue/);
        expect(await stt.transcribe({ samples: new Int16Array(1600), sampleRate: 16_000 })).toBe("");
      } finally {
        stt.close();
      }
      await expect(stt.transcribe({ samples: new Int16Array(160), sampleRate: 16_000 })).rejects.toThrow(
        /released/,
      );
    });
  });
}

speechToTextContract("pocketsphinx", () => new PocketsphinxStt());
speechToTextContract("pocketsphinx-stream", () => new PocketsphinxStreamStt());

describe("PocketsphinxStreamStt", () => {
  it("keeps one decoder for the session and answers each turn as it ends", async () => {
    const stt = new PocketsphinxStreamStt();
    try {
      const tts = new FliteTts();
      const first = await tts.synthesize("We help small restaurants manage their inventory.");
      const second = await tts.synthesize("We have forty paying customers and we grow every week.");
      stt.write(first.samples);
      const a = stt.finish();
      stt.write(second.samples);
      const b = stt.finish();
      expect(await a).toMatch(/inventory/);
      expect(await b).toMatch(/customers|every week/);
    } finally {
      stt.close();
    }
    // close() releases the whole decoder: no process of its group survives.
    const group = stt.processGroup;
    const alive = () => {
      try {
        process.kill(-(group ?? 0), 0);
        return true;
      } catch {
        return false;
      }
    };
    const deadline = Date.now() + 5000;
    while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alive()).toBe(false);
  });
});

describe("pocketsphinx availability", () => {
  it("says how to install it when the binary is missing", () => {
    expect(pocketsphinxStatus().ok).toBe(true);
    const missing = pocketsphinxStatus({ binary: "/nonexistent/pocketsphinx_continuous" });
    expect(missing).toEqual({
      ok: false,
      message: expect.stringContaining(POCKETSPHINX_INSTALL_HINT) as string,
    });
    expect(() => new PocketsphinxStt({ binary: "no-such-pocketsphinx-binary" })).toThrow(
      EngineUnavailableError,
    );
  });
});
