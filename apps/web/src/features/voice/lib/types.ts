import type { deckOptionSchema, FirmTag } from "@pds/contracts";
import type { z } from "zod";
import type { TranscriptSegment } from "./transcript.ts";

/** A deck id, or "freestyle" for no deck. */
export type DeckOption = z.infer<typeof deckOptionSchema>;

/** What a call is started with: the persona and deck, plus the provider's config when it needs one (vapi). */
export interface VoiceAssistant {
  firmTag: FirmTag;
  deckOption: DeckOption;
  config?: Record<string, unknown>;
  /** Slides to rehearse first (the local pipeline's persona starts with them). */
  focusSlideIds?: readonly string[];
}

export type VoiceRole = "user" | "assistant";

/** Messages a call reports (the `message` event). */
export type VoiceMessage =
  | ({ type: "transcript" } & TranscriptSegment)
  | { type: "status-update"; status: "ended"; endedReason: string }
  | { type: "session"; sessionId: string; persona: string };

export interface CallStartProgress {
  stage: string;
  status: "started" | "completed" | "failed";
  timestamp: string;
}

export interface VoiceClientEvents {
  "call-start-progress": CallStartProgress;
  "call-start-success": { totalDuration: number; timestamp: string };
  "call-start-failed": { stage: string; totalDuration: number; error: string; timestamp: string };
  "call-start": undefined;
  "call-end": undefined;
  "speech-start": { role: VoiceRole };
  "speech-end": { role: VoiceRole };
  "volume-level": number;
  message: VoiceMessage;
  error: Error;
}

export type VoiceEventName = keyof VoiceClientEvents;

/** How a call finished: the saved conversation's id when the provider saved it itself (local). */
export interface VoiceCallResult {
  reason: string;
  conversationId: string | null;
  /** True when the provider already saved the transcript; otherwise the caller saves it. */
  savedByProvider: boolean;
}

/** What an adapter reports back to the client while connected. */
export interface AdapterSink {
  progress: (stage: string, status: CallStartProgress["status"]) => void;
  /** The far side listens now (emits call-start). */
  listening: () => void;
  message: (message: VoiceMessage) => void;
  speech: (role: VoiceRole, transition: "start" | "end") => void;
  /** Adapters that measure volume themselves (vapi) report it here; others expose inputLevel(). */
  volume: (volume: number) => void;
  error: (error: Error) => void;
  /** The call ended from the far side (or the connection dropped). */
  ended: (result: VoiceCallResult) => void;
}

/** One provider's transport: the local pipeline over /api/voice, or Vapi. */
export interface VoiceAdapter {
  /** Resolves once the call is established (microphone open, session accepted). */
  connect: (assistant: VoiceAssistant, sink: AdapterSink) => Promise<void>;
  /** Leaves the call; resolves once the provider confirms the end (and, for local, the save). */
  leave: () => Promise<VoiceCallResult>;
  /** The current microphone level (0..1), when the adapter measures it for the client's level observer. */
  inputLevel?: () => number;
}
