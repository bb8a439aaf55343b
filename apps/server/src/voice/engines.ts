import {
  FliteTts,
  moonshineAvailable,
  MoonshineModel,
  MoonshineStt,
  OfflinePersona,
  OpenAiStt,
  OpenAiTts,
  PocketsphinxStreamStt,
  PocketsphinxStt,
  SpeechServiceError,
  type CloudSpeechSettings,
  type PocketsphinxOptions,
  type SpeechToText,
  type TextToSpeech,
} from "@pds/voice";
import type { VoiceSpeechEnv } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import { withFallback } from "./fallback-stt.ts";
import { canPlayPersona, ModelPersona } from "./model-persona.ts";
import type { VoiceEngines } from "./voice-session.ts";

/**
 * The session engines, chosen by VOICE_STT_PROVIDER and VOICE_TTS_PROVIDER: offline, pocketsphinx (one
 * live decoder per session; a one-shot one for voice notes) and flite; `openai`, the AI SDK's transcription
 * and speech models against OpenAI or a compatible server. The persona is the language model when the
 * founder connected one in Settings or AI_PROVIDER is set, the scripted offline persona otherwise.
 */
export function createVoiceEngines(
  options: PocketsphinxOptions & { speech: VoiceSpeechEnv; log?: Logger },
): VoiceEngines {
  const { log, speech } = options;
  const cloud = (model: string): CloudSpeechSettings => ({
    // A local compatible server may want no key (the env check allows that only with VOICE_BASE_URL).
    apiKey: speech.VOICE_API_KEY ?? speech.OPENAI_API_KEY ?? "unused",
    baseURL: speech.VOICE_BASE_URL,
    model,
    timeoutMs: speech.VOICE_CLOUD_TIMEOUT_MS,
  });
  const cloudStt = () => upstreamStt(new OpenAiStt(cloud(speech.VOICE_STT_MODEL)), log);
  const moonshine = speech.VOICE_OFFLINE_STT === "moonshine" && moonshineAvailable();
  if (speech.VOICE_STT_PROVIDER === "offline")
    log?.info("offline speech recognition", {
      engine: moonshine ? "moonshine-tiny (pocketsphinx as fallback)" : "pocketsphinx",
    });
  // Moonshine when its model is installed (one model per process, loaded at the first session, not at
  // boot); pocketsphinx when it is not, or when the model fails to load.
  const offline = (pocketsphinx: () => SpeechToText) => () =>
    moonshine ? withFallback(startMoonshine(), () => new PocketsphinxStt(options), log) : pocketsphinx();
  const tts =
    speech.VOICE_TTS_PROVIDER === "openai"
      ? upstreamTts(new OpenAiTts({ ...cloud(speech.VOICE_TTS_MODEL), voice: speech.VOICE_TTS_VOICE }), log)
      : new FliteTts("kal16");
  return {
    // End Session waits for this limit: a cloud transcription may take all of it.
    ...(speech.VOICE_STT_PROVIDER === "openai" ? { sttTimeoutMs: speech.VOICE_CLOUD_TIMEOUT_MS } : {}),
    createStt:
      speech.VOICE_STT_PROVIDER === "openai" ? cloudStt : offline(() => new PocketsphinxStreamStt(options)),
    createNoteStt:
      speech.VOICE_STT_PROVIDER === "openai" ? cloudStt : offline(() => new PocketsphinxStt(options)),
    tts,
    persona: (firmTag, deck, ai) =>
      log && canPlayPersona(ai)
        ? new ModelPersona(ai, firmTag, deck, log)
        : new OfflinePersona(firmTag, deck),
  };
}

/** A Moonshine recognizer; the shared model starts loading now, while the greeting is spoken. */
function startMoonshine(): MoonshineStt {
  MoonshineModel.get()
    .load()
    .catch(() => undefined);
  return new MoonshineStt();
}

/**
 * A failed cloud call reaches the founder as UPSTREAM_FAILED with the adapter's plain message ("Speech
 * recognition failed: the speech service answered 503."); the SDK's error goes to the log.
 */
function toUpstream(error: unknown, log: Logger | undefined): never {
  if (!(error instanceof SpeechServiceError)) throw error;
  if (error.reason !== "released") {
    log?.warn("cloud speech call failed", { reason: error.reason, status: error.status, error: error.cause });
  }
  throw new AppError("UPSTREAM_FAILED", error.message);
}

/** Not streaming on purpose: `isStreaming` must stay false so the session buffers each turn. */
const upstreamStt = (stt: SpeechToText, log?: Logger): SpeechToText => ({
  name: stt.name,
  transcribe: (audio) => stt.transcribe(audio).catch((error: unknown) => toUpstream(error, log)),
  close: () => stt.close(),
});

const upstreamTts = (tts: TextToSpeech, log?: Logger): TextToSpeech => ({
  name: tts.name,
  sampleRate: tts.sampleRate,
  synthesize: (text) => tts.synthesize(text).catch((error: unknown) => toUpstream(error, log)),
});
