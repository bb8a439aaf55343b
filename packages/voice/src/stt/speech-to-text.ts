import type { Pcm } from "../wav.ts";

/** Speech-to-text engine: one instance per voice session, released with `close()`. */
export interface SpeechToText {
  readonly name: string;
  /** Runs on this machine at no cost per call (so it may be asked early, on a guess). */
  readonly local?: boolean;
  /** Text of one finished utterance ("" when nothing was recognised). */
  transcribe(audio: Pcm): Promise<string>;
  /** Free the decoder; later calls fail. */
  close(): void;
}

/** An engine that listens while the founder speaks: fed all session audio, asked for text at each turn end. */
export interface StreamingSpeechToText extends SpeechToText {
  write(samples: Int16Array): void;
  /** The current turn ended; resolves with its text. */
  finish(): Promise<string>;
}

export const isStreaming = (stt: SpeechToText): stt is StreamingSpeechToText =>
  "write" in stt && "finish" in stt;

/** Thrown when an engine cannot run on this machine; the message says how to fix it. */
export class EngineUnavailableError extends Error {
  override readonly name = "EngineUnavailableError";
}
