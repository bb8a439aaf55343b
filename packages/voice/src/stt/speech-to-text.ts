import type { Pcm } from "../wav.ts";

/** Speech-to-text engine: one instance per voice session, released with `close()`. */
export interface SpeechToText {
  readonly name: string;
  /** Text of one finished utterance ("" when nothing was recognised). */
  transcribe(audio: Pcm): Promise<string>;
  /** Free the decoder; later calls fail. */
  close(): void;
}

/** Thrown when an engine cannot run on this machine; the message says how to fix it. */
export class EngineUnavailableError extends Error {
  override readonly name = "EngineUnavailableError";
}
