import type { Pcm } from "../wav.ts";

/** Text-to-speech engine: text in, mono s16le PCM at the engine's sample rate out. */
export interface TextToSpeech {
  readonly name: string;
  readonly sampleRate: number;
  synthesize(text: string): Promise<Pcm>;
}
