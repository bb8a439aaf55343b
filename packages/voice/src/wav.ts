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
 * Read a mono or stereo 16-bit PCM WAV (stereo is averaged to mono). Returns null when the bytes are
 * not such a WAV, so callers can treat them as raw PCM instead.
 */
export function decodeWav(bytes: Uint8Array): Pcm | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 12 || buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE")
    return null;
  let offset = 12;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  while (offset + 8 <= buf.length) {
    const id = buf.toString("ascii", offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt " && body + 16 <= buf.length) {
      if (buf.readUInt16LE(body) !== 1) return null;
      channels = buf.readUInt16LE(body + 2);
      sampleRate = buf.readUInt32LE(body + 4);
      bits = buf.readUInt16LE(body + 14);
    } else if (id === "data") {
      if (bits !== 16 || channels < 1 || channels > 2) return null;
      const pcm = pcmFromBytes(buf.subarray(body, Math.min(buf.length, body + size)));
      if (channels === 1) return { samples: pcm, sampleRate };
      const mono = new Int16Array(Math.floor(pcm.length / 2));
      for (let i = 0; i < mono.length; i++) mono[i] = ((pcm[2 * i] ?? 0) + (pcm[2 * i + 1] ?? 0)) >> 1;
      return { samples: mono, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** Linear resampling; good enough for speech going into a recogniser. */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
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
