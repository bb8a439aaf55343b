import type { FirmTag, TranscriptEntry } from "@pds/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { isMicPermissionError, isNoMicError } from "../../../lib/audio/pcm-capture.ts";
import { reportError } from "../../../lib/error-reporting.ts";
import { appendSegment } from "../lib/transcript.ts";
import type { DeckOption } from "../lib/types.ts";
import type { VoiceClient } from "../lib/voice-client.ts";
import { useVoiceServices } from "./use-voice-services.ts";

/** The overlay's status line (spec §4 "Voice session status"). */
export const SESSION_STATUS = {
  fetching: "Fetching session details...",
  connected: "Connected",
  saving: "Session Ended. Saving...",
  error: "Error",
  noConfig: "Error: No config received",
} as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

export type SessionProblem = "mic-denied" | "no-mic" | null;

/** How the overlay closed: the saved conversation (null when nothing was saved) and why the call ended. */
export interface SessionOutcome {
  conversationId: string | null;
  reason: string;
}

export interface VoiceSessionState {
  status: SessionStatus;
  transcript: readonly TranscriptEntry[];
  /** Live volume 0..1 (volume-level). */
  volume: number;
  speaking: { user: boolean; assistant: boolean };
  problem: SessionProblem;
  errorMessage: string | null;
  /** The browser is asking the founder for the microphone: a wait on them, not on the server. */
  awaitingMicrophone: boolean;
  end: () => void;
}

/**
 * Runs one practice call: fetch the assistant, start the client, follow its events, and on call-end save
 * the transcript (unless the provider saved it) and close. A failed save is logged; the overlay still closes.
 */
export function useVoiceSession(
  firmTag: FirmTag,
  deckOption: DeckOption,
  onClose: (outcome: SessionOutcome) => void,
  focusSlideIds: readonly string[] = [],
): VoiceSessionState {
  const services = useVoiceServices();
  const [status, setStatus] = useState<SessionStatus>(SESSION_STATUS.fetching);
  const [transcript, setTranscript] = useState<readonly TranscriptEntry[]>([]);
  const [volume, setVolume] = useState(0);
  const [speaking, setSpeaking] = useState({ user: false, assistant: false });
  const [problem, setProblem] = useState<SessionProblem>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [awaitingMicrophone, setAwaitingMicrophone] = useState(false);
  const clientRef = useRef<VoiceClient | null>(null);
  const transcriptRef = useRef<readonly TranscriptEntry[]>([]);
  const endedRef = useRef(false);
  const failedRef = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  // The services are read once per session; a new identity must not restart the call.
  const servicesRef = useRef(services);
  // Read once when the call starts, like the services.
  const focusRef = useRef(focusSlideIds);

  useEffect(() => {
    let cancelled = false;
    let client: VoiceClient | null = null;
    const { resolveAssistant, createClient, saveConversation } = servicesRef.current;

    // When the call connected, so a call this page saves counts its length against the day's minutes.
    let connectedAt: number | null = null;
    const finalize = async (active: VoiceClient) => {
      const result = await active.whenEnded();
      const entries = transcriptRef.current;
      let conversationId = result.conversationId;
      if (!result.savedByProvider && entries.length > 0) {
        try {
          conversationId = await saveConversation({
            firmTag,
            ...(deckOption === "freestyle" ? {} : { deckId: deckOption }),
            transcript: entries.map((entry) => ({ role: entry.role, content: entry.content })),
            ...(connectedAt === null
              ? {}
              : { durationSeconds: Math.round((Date.now() - connectedAt) / 1000) }),
          });
        } catch (error) {
          reportError(error);
        }
      }
      if (!cancelled) onCloseRef.current({ conversationId, reason: result.reason });
    };

    const fail = (error: unknown) => {
      failedRef.current = true;
      if (cancelled) return;
      if (isMicPermissionError(error)) setProblem("mic-denied");
      else if (isNoMicError(error)) setProblem("no-mic");
      setErrorMessage(error instanceof Error ? error.message : null);
      setStatus(SESSION_STATUS.error);
    };

    void (async () => {
      let assistant;
      try {
        assistant = await resolveAssistant(firmTag, deckOption, focusRef.current);
      } catch (error) {
        fail(error);
        return;
      }
      if (cancelled) return;
      if (!assistant) {
        setStatus(SESSION_STATUS.noConfig);
        return;
      }
      try {
        client = await createClient();
      } catch (error) {
        fail(error);
        return;
      }
      if (cancelled) return;
      const active = client;
      clientRef.current = active;
      active.on("call-start-progress", ({ stage, status: stageStatus }) => {
        if (stage === "microphone" && !cancelled) setAwaitingMicrophone(stageStatus === "started");
      });
      active.on("call-start", () => {
        connectedAt = Date.now();
        if (!cancelled) setStatus(SESSION_STATUS.connected);
      });
      active.on("message", (message) => {
        if (message.type !== "transcript") return;
        transcriptRef.current = appendSegment(transcriptRef.current, message);
        if (!cancelled) setTranscript(transcriptRef.current);
      });
      active.on("volume-level", (level) => !cancelled && setVolume(level));
      active.on(
        "speech-start",
        ({ role }) => !cancelled && setSpeaking((prev) => ({ ...prev, [role]: true })),
      );
      active.on(
        "speech-end",
        ({ role }) => !cancelled && setSpeaking((prev) => ({ ...prev, [role]: false })),
      );
      active.on("error", (error) => {
        if (endedRef.current || cancelled) return;
        setErrorMessage(error.message);
        setStatus(SESSION_STATUS.error);
      });
      active.on("call-end", () => {
        endedRef.current = true;
        if (!cancelled) {
          setStatus(SESSION_STATUS.saving);
          setVolume(0);
          setSpeaking({ user: false, assistant: false });
        }
        void finalize(active);
      });
      try {
        await active.start(assistant);
      } catch (error) {
        fail(error);
      }
    })();

    return () => {
      cancelled = true;
      if (client?.isStarted) void client.stop();
    };
  }, [firmTag, deckOption]);

  const end = useCallback(() => {
    const client = clientRef.current;
    if (endedRef.current) return;
    if (client?.isStarted && !failedRef.current) {
      // call-end follows: the status moves to saving and the overlay closes once saved.
      void client.stop();
      return;
    }
    onCloseRef.current({ conversationId: null, reason: "customer-ended-call" });
  }, []);

  return { status, transcript, volume, speaking, problem, errorMessage, awaitingMicrophone, end };
}
