import { z } from "zod";
import { errorCodeSchema } from "./errors.ts";
import { firmTagSchema } from "./entities.ts";
import { deckOptionSchema, focusSlideIdsSchema } from "./voice.ts";

/**
 * The local voice pipeline's socket, `/api/voice`. Text frames are JSON messages below; binary frames are
 * audio: up = 16 kHz mono signed 16-bit little-endian PCM from the microphone; down = the persona's speech
 * as mono 16-bit PCM at the sample rate announced in `ready`.
 */
export const VOICE_PROTOCOL_VERSION = 1;
export const VOICE_INPUT_SAMPLE_RATE = 16_000;

export const voiceClientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("start"),
    v: z.number(),
    firmTag: firmTagSchema,
    deckOption: deckOptionSchema,
    /** Slides to rehearse first (the ones investors skimmed on the deck's share links), by id. */
    focusSlideIds: focusSlideIdsSchema.optional(),
    /** Bearer token in cross-origin mode; otherwise the cookie at upgrade is used. */
    token: z.string().max(500).nullish(),
  }),
  z.object({ type: z.literal("stop") }),
]);
export type VoiceClientMessage = z.infer<typeof voiceClientMessageSchema>;

export const voiceServerMessageSchema = z.discriminatedUnion("type", [
  /** Session accepted; the persona's audio comes at this sample rate. */
  z.object({
    type: z.literal("ready"),
    sessionId: z.string(),
    outputSampleRate: z.number(),
    persona: z.string(),
  }),
  /** The server listens now (the client emits call-start on this). */
  z.object({ type: z.literal("listening") }),
  z.object({
    type: z.literal("transcript"),
    role: z.enum(["user", "assistant"]),
    transcriptType: z.enum(["partial", "final"]),
    transcript: z.string(),
  }),
  /** The persona starts / stops speaking (audio frames follow / have ended). */
  z.object({ type: z.literal("speech-start"), role: z.literal("assistant") }),
  z.object({ type: z.literal("speech-end"), role: z.literal("assistant") }),
  z.object({ type: z.literal("error"), code: errorCodeSchema, message: z.string() }),
  /** The session ended; the transcript was saved when non-empty. */
  z.object({ type: z.literal("ended"), reason: z.string(), conversationId: z.string().nullable() }),
]);
export type VoiceServerMessage = z.infer<typeof voiceServerMessageSchema>;
