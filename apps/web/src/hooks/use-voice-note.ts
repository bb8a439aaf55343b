import { useCallback, useEffect, useRef, useState } from "react";
import {
  isMicPermissionError,
  isNoMicError,
  startPcmCapture,
  type PcmCapture,
} from "../lib/audio/pcm-capture.ts";
import { joinPcm, transcribePcm } from "../lib/audio/transcribe.ts";

/** The server accepts 2 MB, about 65 s of 16 kHz PCM; stop a little before. */
export const VOICE_NOTE_MAX_MS = 60_000;

export type VoiceNoteState =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "recording"; elapsedMs: number }
  | { kind: "transcribing" }
  | { kind: "error"; message: string };

function micMessage(error: unknown): string {
  if (isMicPermissionError(error))
    return "Microphone access is blocked. Allow it from the icon in the address bar, then try again.";
  if (isNoMicError(error)) return "No microphone found. Connect one and try again.";
  return error instanceof Error ? error.message : "Recording failed. Please try again.";
}

/** Records a voice note (16 kHz PCM through the capture worklet) and transcribes it on the server. */
export function useVoiceNote(onText: (text: string) => void, names: readonly string[] = []) {
  const [state, setState] = useState<VoiceNoteState>({ kind: "idle" });
  const capture = useRef<PcmCapture | null>(null);
  const frames = useRef<ArrayBuffer[]>([]);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);
  const onTextRef = useRef(onText);
  const namesRef = useRef(names);
  useEffect(() => {
    onTextRef.current = onText;
    namesRef.current = names;
  }, [onText, names]);

  const clearTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const stop = useCallback(async () => {
    clearTimer();
    const active = capture.current;
    if (!active) return;
    capture.current = null;
    active.stop();
    const pcm = joinPcm(frames.current);
    frames.current = [];
    if (pcm.byteLength < 16_000) {
      setState({ kind: "error", message: "That was too short. Hold the recording for a few seconds." });
      return;
    }
    setState({ kind: "transcribing" });
    try {
      const text = await transcribePcm(pcm, undefined, namesRef.current);
      if (!mounted.current) return;
      if (!text) {
        setState({ kind: "error", message: "We couldn't make out any words. Try again closer to the mic." });
        return;
      }
      onTextRef.current(text);
      setState({ kind: "idle" });
    } catch (error) {
      if (mounted.current)
        setState({
          kind: "error",
          message: error instanceof Error ? error.message : "Transcription failed.",
        });
    }
  }, []);

  const start = useCallback(async () => {
    if (capture.current) return;
    setState({ kind: "starting" });
    frames.current = [];
    try {
      capture.current = await startPcmCapture((frame) => frames.current.push(frame.pcm));
    } catch (error) {
      setState({ kind: "error", message: micMessage(error) });
      return;
    }
    if (!mounted.current) {
      capture.current.stop();
      capture.current = null;
      return;
    }
    const startedAt = Date.now();
    setState({ kind: "recording", elapsedMs: 0 });
    timer.current = setInterval(() => {
      const elapsedMs = Date.now() - startedAt;
      if (elapsedMs >= VOICE_NOTE_MAX_MS) void stop();
      else setState({ kind: "recording", elapsedMs });
    }, 250);
  }, [stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
      capture.current?.stop();
      capture.current = null;
    };
  }, []);

  return { state, start, stop };
}
