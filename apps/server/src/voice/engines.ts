import {
  FliteTts,
  OfflinePersona,
  PocketsphinxStreamStt,
  PocketsphinxStt,
  type PocketsphinxOptions,
} from "@pds/voice";
import type { VoiceEngines } from "./voice-session.ts";

/**
 * The offline engines: pocketsphinx (one live decoder per session; a one-shot one for voice notes), flite, and the scripted persona. Cloud
 * speech engines and an LLM persona would plug in here behind the same interfaces.
 */
export function createVoiceEngines(options: PocketsphinxOptions = {}): VoiceEngines {
  const tts = new FliteTts("kal16");
  return {
    createStt: () => new PocketsphinxStreamStt(options),
    createNoteStt: () => new PocketsphinxStt(options),
    tts,
    persona: (firmTag, deck) => new OfflinePersona(firmTag, deck),
  };
}
