import { EngineUnavailableError, MoonshineBusyError, type Pcm, type SpeechToText } from "@pds/voice";
import type { Logger } from "../lib/logger.ts";

/**
 * The primary recognizer, or the fallback from the first turn it cannot run (its model failed to load).
 * A turn the shared model has no room for goes to a one-off fallback. Not streaming: the session
 * buffers each turn and asks for its text at the turn's end.
 */
export function withFallback(
  primary: SpeechToText,
  fallback: () => SpeechToText,
  log?: Logger,
): SpeechToText {
  let current = primary;
  return {
    get name() {
      return current.name;
    },
    get local() {
      return current.local;
    },
    async transcribe(audio) {
      try {
        return await current.transcribe(audio);
      } catch (error) {
        if (error instanceof MoonshineBusyError) return oneOff(fallback(), audio);
        if (!(error instanceof EngineUnavailableError) || current !== primary) throw error;
        log?.warn("offline speech recognition falls back to pocketsphinx", { error });
        current = fallback();
        return current.transcribe(audio);
      }
    },
    close: () => current.close(),
  };
}

async function oneOff(stt: SpeechToText, audio: Pcm): Promise<string> {
  try {
    return await stt.transcribe(audio);
  } finally {
    stt.close();
  }
}
