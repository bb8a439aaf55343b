import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeWav, resample, type Pcm } from "../wav.ts";
import { EngineUnavailableError, type SpeechToText } from "./speech-to-text.ts";

export const POCKETSPHINX_INSTALL_HINT =
  "Install pocketsphinx and pocketsphinx-en-us (apt-get install pocketsphinx pocketsphinx-en-us).";

export interface PocketsphinxOptions {
  binary?: string;
  modelDir?: string;
  /** An utterance's decode is killed after this long. */
  timeoutMs?: number;
}

export const DEFAULT_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";

/** The binary and model files, or the reason they cannot be used. */
export function pocketsphinxStatus(
  options: PocketsphinxOptions = {},
): { ok: true } | { ok: false; message: string } {
  const binary = options.binary ?? "pocketsphinx_continuous";
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const onPath = path.isAbsolute(binary)
    ? fs.existsSync(binary)
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .some((dir) => dir && fs.existsSync(path.join(dir, binary)));
  if (!onPath)
    return {
      ok: false,
      message: `Speech recognition is unavailable: ${binary} not found. ${POCKETSPHINX_INSTALL_HINT}`,
    };
  if (!fs.existsSync(path.join(modelDir, "en-us.lm.bin"))) {
    return {
      ok: false,
      message: `Speech recognition is unavailable: no English model in ${modelDir}. ${POCKETSPHINX_INSTALL_HINT}`,
    };
  }
  return { ok: true };
}

/**
 * Offline speech-to-text with Debian's pocketsphinx (CMU Sphinx, BSD). Each finished utterance is written
 * to a WAV file in the session's own temp folder and decoded by `pocketsphinx_continuous -infile` (a
 * file, not a pipe from Node: that fails). One decode runs at a time per session; `close()` kills a running
 * decoder and removes the folder.
 */
export class PocketsphinxStt implements SpeechToText {
  readonly name = "pocketsphinx";
  private readonly binary: string;
  private readonly modelDir: string;
  private readonly timeoutMs: number;
  private dir: string | null = null;
  private counter = 0;
  private running = new Set<ReturnType<typeof spawn>>();
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: PocketsphinxOptions = {}) {
    const status = pocketsphinxStatus(options);
    if (!status.ok) throw new EngineUnavailableError(status.message);
    this.binary = options.binary ?? "pocketsphinx_continuous";
    this.modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  transcribe(audio: Pcm): Promise<string> {
    const run = this.queue.then(() => this.decode(audio));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async decode(audio: Pcm): Promise<string> {
    if (this.closed) throw new Error("The speech decoder was released.");
    this.dir ??= fs.mkdtempSync(path.join(os.tmpdir(), "pds-stt-"));
    const file = path.join(this.dir, `u${++this.counter}.wav`);
    const samples = resample(audio.samples, audio.sampleRate, 16_000);
    fs.writeFileSync(file, encodeWav({ samples, sampleRate: 16_000 }));
    try {
      return await this.run(file);
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  private run(file: string): Promise<string> {
    const args = [
      "-infile",
      file,
      "-hmm",
      path.join(this.modelDir, "en-us"),
      "-lm",
      path.join(this.modelDir, "en-us.lm.bin"),
      "-dict",
      path.join(this.modelDir, "cmudict-en-us.dict"),
      "-samprate",
      "16000",
      "-logfn",
      "/dev/null",
    ];
    return new Promise((resolve, reject) => {
      const child = spawn(this.binary, args, { stdio: ["ignore", "pipe", "pipe"] });
      this.running.add(child);
      let out = "";
      let err = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk.slice(0, 2000)));
      const timer = setTimeout(() => child.kill("SIGKILL"), this.timeoutMs);
      child.on("error", (error) => {
        clearTimeout(timer);
        this.running.delete(child);
        reject(
          new EngineUnavailableError(
            `Speech recognition failed to start (${error.message}). ${POCKETSPHINX_INSTALL_HINT}`,
          ),
        );
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        this.running.delete(child);
        if (code !== 0) {
          reject(
            new Error(
              `pocketsphinx exited with ${signal ?? code}: ${err.trim().split("\n").slice(-2).join(" ")}`,
            ),
          );
          return;
        }
        // One line per segment pocketsphinx found inside the utterance.
        resolve(
          out
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
            .join(" "),
        );
      });
    });
  }

  close(): void {
    this.closed = true;
    for (const child of this.running) child.kill("SIGKILL");
    this.running.clear();
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}
