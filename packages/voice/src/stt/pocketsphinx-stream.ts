import { spawn, type ChildProcessByStdio } from "node:child_process";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { resample, type Pcm } from "../wav.ts";
import {
  DEFAULT_MODEL_DIR,
  POCKETSPHINX_INSTALL_HINT,
  pocketsphinxStatus,
  type PocketsphinxOptions,
} from "./pocketsphinx.ts";
import { EngineUnavailableError, type StreamingSpeechToText } from "./speech-to-text.ts";

const BYTES_PER_SECOND = 32_000;
/** pocketsphinx reads 2048 samples at a time and ends its utterance after 0.5 s of silence. */
const READ_BLOCK_BYTES = 4096;
const PAD_BYTES = BYTES_PER_SECOND * 0.6;

interface Waiter {
  resolve(text: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A live pocketsphinx decoder for one session: the session's audio streams into one long-running
 * `pocketsphinx_continuous` as it arrives, so decoding keeps pace with speech and the text is ready a
 * moment after the founder stops. pocketsphinx reads a pipe only through `cat |` (a Node pipe straight into
 * /dev/stdin fails) and prints through `stdbuf -oL` so each line arrives as it is decoded. ~105 MB per
 * decoder; `close()` kills it.
 */
export class PocketsphinxStreamStt implements StreamingSpeechToText {
  readonly name = "pocketsphinx-stream";
  /** The process group id of the decoder (for tests that check it was released). */
  get processGroup(): number | undefined {
    return this.child.pid;
  }
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private lines: string[] = [];
  private waiters: Waiter[] = [];
  private partial = "";
  private written = 0;
  private writtenSinceOutput = 0;
  private failure: Error | null = null;
  private closed = false;

  constructor(options: PocketsphinxOptions = {}) {
    const status = pocketsphinxStatus(options);
    if (!status.ok) throw new EngineUnavailableError(status.message);
    const binary = options.binary ?? "pocketsphinx_continuous";
    const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
    const args = [
      binary,
      "-infile",
      "/dev/stdin",
      "-samprate",
      "16000",
      "-hmm",
      path.join(modelDir, "en-us"),
      "-lm",
      path.join(modelDir, "en-us.lm.bin"),
      "-dict",
      path.join(modelDir, "cmudict-en-us.dict"),
      "-logfn",
      "/dev/null",
    ];
    // Arguments reach the script as $1..$n, never through the shell's parser.
    this.child = spawn("sh", ["-c", 'cat | exec stdbuf -oL "$@"', "sh", ...args], {
      stdio: ["pipe", "pipe", "pipe"],
      // Its own process group, so close() can end sh, cat and pocketsphinx together.
      detached: true,
    });
    this.child.stdout.setEncoding("utf8").on("data", (chunk: string) => this.onOutput(chunk));
    this.child.stderr.resume();
    this.child.stdin.on("error", () => {});
    this.child.on("error", (error) =>
      this.onExit(new EngineUnavailableError(`${error.message}. ${POCKETSPHINX_INSTALL_HINT}`)),
    );
    this.child.on("close", (code) =>
      this.onExit(new Error(`pocketsphinx stopped (exit ${code ?? "signal"})`)),
    );
  }

  write(samples: Int16Array): void {
    if (this.closed || this.failure || samples.length === 0) return;
    this.written += samples.byteLength;
    this.writtenSinceOutput += samples.byteLength;
    this.child.stdin.write(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  }

  /**
   * The founder's turn ended: pad with silence (so pocketsphinx ends its utterance even when audio comes
   * faster than real time) and resolve with what it heard since the last turn ("" when nothing).
   */
  finish(): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("The speech decoder was released."));
    const pad =
      PAD_BYTES + ((READ_BLOCK_BYTES - ((this.written + PAD_BYTES) % READ_BLOCK_BYTES)) % READ_BLOCK_BYTES);
    this.write(new Int16Array(pad / 2));
    // Decoding runs at 0.2-0.6x real time here: allow for the backlog, then give up on silence.
    const timeoutMs = 1500 + (this.writtenSinceOutput / BYTES_PER_SECOND) * 700;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(this.lines.splice(0).join(" "));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** One-shot use (voice notes): stream the audio, then finish. */
  async transcribe(audio: Pcm): Promise<string> {
    this.write(resample(audio.samples, audio.sampleRate, 16_000));
    return this.finish();
  }

  private onOutput(chunk: string) {
    this.writtenSinceOutput = 0;
    this.partial += chunk;
    const parts = this.partial.split("\n");
    this.partial = parts.pop() ?? "";
    for (const line of parts.map((l) => l.trim()).filter(Boolean)) {
      const waiter = this.waiters.shift();
      if (!waiter) {
        this.lines.push(line);
        continue;
      }
      clearTimeout(waiter.timer);
      waiter.resolve([...this.lines.splice(0), line].join(" "));
    }
  }

  private onExit(error: Error) {
    if (this.closed) return;
    this.failure ??= error;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(this.failure);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(this.lines.splice(0).join(" "));
    }
    this.child.stdin.destroy();
    try {
      if (this.child.pid) process.kill(-this.child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
