import { describe, expect, it } from "vitest";
import { decodeWav, encodeWav, resample, UnsupportedAudioError } from "../src/wav.ts";

/** A WAV header with any format fields, around `dataBytes` of silence. */
function wav(fields: { format?: number; channels?: number; rate: number; bits?: number }, dataBytes = 64) {
  const bytes = encodeWav({ samples: new Int16Array(dataBytes / 2), sampleRate: 16_000 });
  bytes.writeUInt16LE(fields.format ?? 1, 20);
  bytes.writeUInt16LE(fields.channels ?? 1, 22);
  bytes.writeUInt32LE(fields.rate, 24);
  bytes.writeUInt16LE(fields.bits ?? 16, 34);
  return bytes;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedAudioError);
    return (error as Error).message;
  }
  throw new Error("expected the recording to be refused");
};

describe("decodeWav", () => {
  it("refuses a sample rate outside 8–48 kHz at once, before reading the samples", () => {
    const started = performance.now();
    expect(refusal(() => decodeWav(wav({ rate: 32 }, 2 * 1024 * 1024 - 44)))).toBe(
      "Unsupported recording: the sample rate is 32 Hz; 8000–48000 Hz is supported.",
    );
    expect(performance.now() - started).toBeLessThan(100);
    for (const rate of [0, 7_999, 48_001, 96_000, 0xffffffff]) {
      expect(refusal(() => decodeWav(wav({ rate })))).toContain(`${rate} Hz`);
    }
  });

  it("reads 16-bit PCM mono and stereo from 8 to 48 kHz", () => {
    for (const rate of [8_000, 11_025, 16_000, 44_100, 48_000]) {
      expect(decodeWav(wav({ rate }))?.sampleRate).toBe(rate);
    }
    const stereo = wav({ rate: 16_000, channels: 2 }, 8);
    stereo.writeInt16LE(100, 44);
    stereo.writeInt16LE(300, 46);
    expect(Array.from(decodeWav(stereo)?.samples ?? [])).toEqual([200, 0]);
  });

  it("refuses other WAV encodings instead of reading their bytes as samples", () => {
    const message = "Unsupported recording: only 16-bit PCM WAV, mono or stereo, is supported.";
    expect(refusal(() => decodeWav(wav({ rate: 16_000, bits: 8 })))).toBe(message);
    expect(refusal(() => decodeWav(wav({ rate: 16_000, bits: 32, format: 3 })))).toBe(message);
    expect(refusal(() => decodeWav(wav({ rate: 16_000, channels: 6 })))).toBe(message);
    expect(refusal(() => decodeWav(wav({ rate: 16_000, channels: 0 })))).toBe(message);
    expect(refusal(() => decodeWav(wav({ rate: 16_000 }).subarray(0, 36)))).toBe(
      "Unsupported recording: the WAV file holds no audio.",
    );
  });

  it("leaves bytes that are not a WAV to the caller (raw PCM)", () => {
    expect(decodeWav(new Uint8Array(64))).toBeNull();
  });
});

describe("resample", () => {
  it("converts between supported rates", () => {
    const samples = new Int16Array(8_000);
    expect(resample(samples, 8_000, 16_000).length).toBe(16_000);
    expect(resample(samples, 48_000, 16_000).length).toBe(2_666);
    expect(resample(samples, 16_000, 16_000)).toBe(samples);
  });

  it("refuses a rate outside 8–48 kHz instead of allocating input × 16000 / rate", () => {
    const samples = new Int16Array(1024 * 1024);
    const started = performance.now();
    expect(refusal(() => resample(samples, 32, 16_000))).toContain("32 Hz");
    expect(refusal(() => resample(samples, 16_000, 1_000_000))).toContain("1000000 Hz");
    expect(refusal(() => resample(samples, Number.NaN, 16_000))).toContain("NaN Hz");
    expect(performance.now() - started).toBeLessThan(100);
  });
});
