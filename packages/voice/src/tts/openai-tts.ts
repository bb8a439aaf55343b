import { createOpenAI } from "@ai-sdk/openai";
import { experimental_generateSpeech as generateSpeech, type SpeechModel } from "ai";
import { callSpeechService, SpeechServiceError, type CloudSpeechSettings } from "../cloud/speech-service.ts";
import { decodeWav, resample, type Pcm } from "../wav.ts";
import type { TextToSpeech } from "./text-to-speech.ts";

/** OpenAI's speech models answer at 24 kHz; other servers' rates are resampled to it. */
export const OPENAI_TTS_SAMPLE_RATE = 24_000;

/** OpenAI's `/audio/speech` refuses input over 4096 characters. */
const MAX_INPUT_CHARS = 4096;

export interface OpenAiTtsSettings extends CloudSpeechSettings {
  /** alloy, ash, coral, echo, onyx, nova, sage, shimmer… (or the server's own voice names). */
  voice: string;
}

/**
 * Cloud text-to-speech through the AI SDK: OpenAI's `/audio/speech` (tts-1, gpt-4o-mini-tts), or any
 * server speaking it via `baseURL`. Asks for WAV, which every such server can send and wav.ts can read
 * without a decoder dependency, and hands back mono 16-bit PCM at 24 kHz whatever rate the server used.
 */
export class OpenAiTts implements TextToSpeech {
  readonly name: string;
  readonly sampleRate = OPENAI_TTS_SAMPLE_RATE;
  private readonly model: SpeechModel;

  constructor(private readonly settings: OpenAiTtsSettings) {
    this.name = `openai:${settings.model}`;
    this.model = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL }).speech(settings.model);
  }

  async synthesize(text: string): Promise<Pcm> {
    const input = text.replace(/\s+/g, " ").trim().slice(0, MAX_INPUT_CHARS);
    if (!input) return { samples: new Int16Array(0), sampleRate: this.sampleRate };
    return callSpeechService("Speech synthesis", this.settings, async (signal) => {
      const { audio } = await generateSpeech({
        model: this.model,
        text: input,
        voice: this.settings.voice,
        outputFormat: "wav",
        // callSpeechService retries within the session's time limit.
        maxRetries: 0,
        abortSignal: signal,
      });
      const pcm = decodeWav(audio.uint8Array);
      if (!pcm || pcm.sampleRate <= 0) {
        throw new SpeechServiceError(
          `Speech synthesis failed: the speech service sent ${audio.mediaType} audio, not 16-bit PCM WAV.`,
          "invalid_response",
        );
      }
      return { samples: resample(pcm.samples, pcm.sampleRate, this.sampleRate), sampleRate: this.sampleRate };
    });
  }
}
