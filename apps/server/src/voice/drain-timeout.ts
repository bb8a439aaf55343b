import type { VoiceEngines } from "./voice-session.ts";

/** The local decoders' bound on one turn's text (pocketsphinx answers a turn within a few seconds). */
const LOCAL_STT_LIMIT_MS = 10_000;
/**
 * On stop, the last utterance's transcription may have just started: wait for the engine's own limit plus
 * this margin (to record the text and queue the save) before saving. A shorter wait than the engine's limit
 * would save the session without the founder's last words while the call was still going to answer.
 */
const DRAIN_MARGIN_MS = 5_000;

/** How long End Session waits for queued transcriptions with these engines. */
export const drainTimeoutMs = (engines: Pick<VoiceEngines, "sttTimeoutMs">) =>
  (engines.sttTimeoutMs ?? LOCAL_STT_LIMIT_MS) + DRAIN_MARGIN_MS;
