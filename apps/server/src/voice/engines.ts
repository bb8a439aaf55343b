import {
  FliteTts,
  OfflinePersona,
  PocketsphinxStreamStt,
  PocketsphinxStt,
  type PocketsphinxOptions,
} from "@pds/voice";
import type { AiEngine } from "@pds/ai";
import type { Logger } from "../lib/logger.ts";
import { canPlayPersona, ModelPersona } from "./model-persona.ts";
import type { VoiceEngines } from "./voice-session.ts";

/**
 * The session engines: pocketsphinx (one live decoder per session; a one-shot one for voice notes), flite,
 * and the persona: the language model when AI_PROVIDER is set, the scripted offline persona otherwise.
 * Cloud speech engines would plug in here behind the same interfaces.
 */
export function createVoiceEngines(
  options: PocketsphinxOptions & { ai?: AiEngine; log?: Logger } = {},
): VoiceEngines {
  const { ai, log } = options;
  const tts = new FliteTts("kal16");
  return {
    createStt: () => new PocketsphinxStreamStt(options),
    createNoteStt: () => new PocketsphinxStt(options),
    tts,
    persona: (firmTag, deck) =>
      ai && log && canPlayPersona(ai)
        ? new ModelPersona(ai, firmTag, deck, log)
        : new OfflinePersona(firmTag, deck),
  };
}
