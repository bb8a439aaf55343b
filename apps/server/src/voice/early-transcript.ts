import type { SpeechToText } from "@pds/voice";

/** Trailing silence after which a local recognizer starts on the speech so far (the turn ends at 350 ms). */
export const EARLY_START_MS = 120;

/**
 * Recognition that starts while the silence window runs: at a pause the speech so far goes to the
 * recognizer; when the turn then ends with nothing said after the pause, that early text is the turn's
 * text, so the reply does not wait for a decode that could have run during the silence. Only for a local
 * recognizer (a cloud one would be billed for the guesses).
 */
export class EarlyTranscript {
  private early: { speechMs: number; text: Promise<string> } | null = null;

  constructor(private readonly sampleRate: number) {}

  start(stt: SpeechToText | null, pcm: Int16Array, speechMs: number) {
    if (!stt?.local) return;
    const text = stt.transcribe({ samples: pcm, sampleRate: this.sampleRate });
    text.catch(() => undefined);
    this.early = { speechMs, text };
  }

  take(stt: SpeechToText, pcm: Int16Array, speechMs: number): Promise<string> {
    const early = this.early;
    this.early = null;
    if (early && early.speechMs === speechMs) return early.text;
    return stt.transcribe({ samples: pcm, sampleRate: this.sampleRate });
  }
}
