import { createOpenAI } from "@ai-sdk/openai";
import {
  experimental_transcribe as transcribe,
  NoTranscriptGeneratedError,
  type TranscriptionModel,
} from "ai";
import { callSpeechService, type CloudSpeechSettings } from "../cloud/speech-service.ts";
import { encodeWav, type Pcm } from "../wav.ts";
import type { SpeechToText } from "./speech-to-text.ts";

/**
 * Cloud speech-to-text through the AI SDK: OpenAI's `/audio/transcriptions` (whisper-1,
 * gpt-4o-mini-transcribe), or any server speaking it (speaches, LocalAI) via `baseURL`. Not streaming:
 * the session buffers each turn and uploads it as a 16-bit WAV when the turn ends.
 */
export class OpenAiStt implements SpeechToText {
  readonly name: string;
  private readonly model: TranscriptionModel;
  private readonly released = new AbortController();

  constructor(private readonly settings: CloudSpeechSettings) {
    this.name = `openai:${settings.model}`;
    this.model = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL }).transcription(
      settings.model,
    );
  }

  transcribe(audio: Pcm): Promise<string> {
    return callSpeechService(
      "Speech recognition",
      this.settings,
      (signal) => this.upload(audio, signal),
      this.released.signal,
    );
  }

  private async upload(audio: Pcm, signal: AbortSignal): Promise<string> {
    try {
      const result = await transcribe({
        model: this.model,
        audio: encodeWav(audio),
        // Pitches are practised in English; saying so spares short turns a wrong language guess.
        providerOptions: { openai: { language: "en" } },
        // callSpeechService retries within the session's time limit.
        maxRetries: 0,
        abortSignal: signal,
      });
      return result.text.trim();
    } catch (error) {
      // The SDK treats an empty transcript (silence, a cough) as an error; for us it is "nothing said".
      if (NoTranscriptGeneratedError.isInstance(error)) return "";
      throw error;
    }
  }

  /** Aborts any upload in flight; later calls fail. */
  close(): void {
    this.released.abort();
  }
}
