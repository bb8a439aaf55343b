/** Mono 16-bit PCM with its sample rate. */
export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** A RIFF/WAVE file around mono s16le samples. */
export function encodeWav({ samples, sampleRate }: Pcm): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** s16le bytes as samples (copied, so odd byte offsets are fine; a trailing odd byte is dropped). */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const even = bytes.length - (bytes.length % 2);
  const copy = new Uint8Array(even);
  copy.set(bytes.subarray(0, even));
  return new Int16Array(copy.buffer);
}

/**
 * The sample rates a recording may have: telephone speech up to studio audio. The bound matters beyond
 * quality: resampling to 16 kHz allocates input × 16000 / rate, so a header declaring 32 Hz would turn a
 * 2 MB voice note into a gigabyte and minutes of blocked event loop. Inside this range the output is at
 * most 6× the input.
 */
export const MIN_SAMPLE_RATE = 8_000;
export const MAX_SAMPLE_RATE = 48_000;

/** A recording this code cannot read. The message is plain and safe to show: "Unsupported recording: …". */
export class UnsupportedAudioError extends Error {
  override readonly name = "UnsupportedAudioError";
  constructor(reason: string) {
    super(`Unsupported recording: ${reason}`);
  }
}

const SUPPORTED = "only 16-bit PCM WAV, mono or stereo, is supported.";

function checkSampleRate(rate: number): void {
  if (!Number.isInteger(rate) || rate < MIN_SAMPLE_RATE || rate > MAX_SAMPLE_RATE) {
    throw new UnsupportedAudioError(
      `the sample rate is ${rate} Hz; ${MIN_SAMPLE_RATE}–${MAX_SAMPLE_RATE} Hz is supported.`,
    );
  }
}

/**
 * Read a mono or stereo 16-bit PCM WAV at 8–48 kHz (stereo is averaged to mono). Returns null when the
 * bytes are not a WAV at all, so callers can treat them as raw PCM instead; throws UnsupportedAudioError
 * for a WAV in any other format, rather than misreading its bytes as samples.
 */
export function decodeWav(bytes: Uint8Array): Pcm | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 12 || buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE")
    return null;
  let offset = 12;
  let format: { channels: number; sampleRate: number } | null = null;
  while (offset + 8 <= buf.length) {
    const id = buf.toString("ascii", offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt " && body + 16 <= buf.length) {
      const encoding = buf.readUInt16LE(body);
      const channels = buf.readUInt16LE(body + 2);
      const bits = buf.readUInt16LE(body + 14);
      if (encoding !== 1 || bits !== 16 || channels < 1 || channels > 2)
        throw new UnsupportedAudioError(SUPPORTED);
      const sampleRate = buf.readUInt32LE(body + 4);
      checkSampleRate(sampleRate);
      format = { channels, sampleRate };
    } else if (id === "data") {
      if (!format)
        throw new UnsupportedAudioError(`the WAV file has no format before its audio; ${SUPPORTED}`);
      const pcm = pcmFromBytes(buf.subarray(body, Math.min(buf.length, body + size)));
      const { channels, sampleRate } = format;
      if (channels === 1) return { samples: pcm, sampleRate };
      const mono = new Int16Array(Math.floor(pcm.length / 2));
      for (let i = 0; i < mono.length; i++) mono[i] = ((pcm[2 * i] ?? 0) + (pcm[2 * i + 1] ?? 0)) >> 1;
      return { samples: mono, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new UnsupportedAudioError("the WAV file holds no audio.");
}

/**
 * Linear resampling; good enough for speech going into a recogniser. Both rates must be within
 * MIN_SAMPLE_RATE–MAX_SAMPLE_RATE (UnsupportedAudioError otherwise), which bounds the output to 6× the input.
 */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  checkSampleRate(from);
  checkSampleRate(to);
  if (from === to) return samples;
  const out = new Int16Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const pos = (i * from) / to;
    const j = Math.floor(pos);
    const frac = pos - j;
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = Math.round(a + (b - a) * frac);
  }
  return out;
}
