import {
  VOICE_PROTOCOL_VERSION,
  voiceServerMessageSchema,
  type VoiceClientMessage,
  type VoiceServerMessage,
} from "@pds/contracts";
import { startPcmCapture, type PcmCapture } from "../../../../lib/audio/pcm-capture.ts";
import { voiceUrl } from "../../../../lib/config.ts";
import { PcmPlayer } from "../pcm-player.ts";
import type { AdapterSink, VoiceAdapter, VoiceAssistant, VoiceCallResult } from "../types.ts";

/**
 * How long End Session waits for the server to confirm the save before closing the socket anyway: longer
 * than the server's drain of the last words (the speech engine's limit plus 5 s: 15 s offline, 25 s with
 * cloud speech at its default 20 s) plus the save, so the review link survives. The server saves anyway.
 */
const LEAVE_TIMEOUT_MS = 30_000;
/** A session the server has not accepted within this long is reported as failed instead of hanging. */
const CONNECT_TIMEOUT_MS = 20_000;
export const CONNECT_TIMEOUT_MESSAGE = "The voice server did not answer. Please try again.";

export interface LocalAdapterOptions {
  /** Bearer token in cross-origin mode; null uses the session cookie at upgrade. */
  getToken: () => string | null;
  url?: () => string;
  capture?: typeof startPcmCapture;
  createSocket?: (url: string) => WebSocket;
  /** Plays the persona's speech; a PcmPlayer at the announced rate by default. */
  createPlayer?: (sampleRate: number) => Pick<PcmPlayer, "play" | "close">;
}

export class VoiceServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "VoiceServerError";
  }
}

/** Statistics for diagnostics and the browser tests (audio actually received). */
export const localVoiceStats = { audioBytesReceived: 0, audioBytesSent: 0 };

/** The local pipeline: microphone PCM up over /api/voice, persona speech PCM down, transcript both ways. */
export function createLocalAdapter(options: LocalAdapterOptions): VoiceAdapter {
  let socket: WebSocket | null = null;
  let capture: PcmCapture | null = null;
  let player: Pick<PcmPlayer, "play" | "close"> | null = null;
  let level = 0;
  let ready = false;
  let leaving = false;
  let ended = false;
  let onEnded: ((result: VoiceCallResult) => void) | null = null;
  let leaveResult: Promise<VoiceCallResult> | null = null;

  const send = (message: VoiceClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const release = () => {
    capture?.stop();
    capture = null;
    player?.close();
    player = null;
    level = 0;
  };

  const leaveOnce = (): Promise<VoiceCallResult> => {
    leaving = true;
    // Stop listening and speaking at once; the server saves and confirms with `ended`.
    release();
    const local: VoiceCallResult = {
      reason: "customer-ended-call",
      conversationId: null,
      savedByProvider: true,
    };
    if (ended || !socket || socket.readyState !== WebSocket.OPEN) {
      finish(local);
      return Promise.resolve(local);
    }
    return new Promise<VoiceCallResult>((resolve) => {
      const timer = setTimeout(() => finish(local), LEAVE_TIMEOUT_MS);
      onEnded = (result) => {
        clearTimeout(timer);
        resolve(result);
      };
      send({ type: "stop" });
    });
  };

  const finish = (result: VoiceCallResult) => {
    if (ended) return;
    ended = true;
    release();
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
    if (ready || leaving) onEnded?.(result);
  };

  return {
    inputLevel: () => level,

    async connect(assistant: VoiceAssistant, sink: AdapterSink) {
      sink.progress("microphone", "started");
      capture = await (options.capture ?? startPcmCapture)((frame) => {
        level = frame.level;
        if (ready && !leaving && socket?.readyState === WebSocket.OPEN) {
          socket.send(frame.pcm);
          localVoiceStats.audioBytesSent += frame.pcm.byteLength;
        }
      });
      if (leaving || ended) {
        // End Session was pressed while the microphone prompt was open.
        release();
        return;
      }
      sink.progress("microphone", "completed");

      sink.progress("session", "started");
      const url = (options.url ?? voiceUrl)();
      const ws = options.createSocket ? options.createSocket(url) : new WebSocket(url);
      ws.binaryType = "arraybuffer";
      socket = ws;
      onEnded = (result) => {
        if (!leaving) sink.ended(result);
      };

      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          fail(new Error(CONNECT_TIMEOUT_MESSAGE));
          finish({ reason: "connect-timeout", conversationId: null, savedByProvider: true });
        }, CONNECT_TIMEOUT_MS);
        const fail = (error: Error) => {
          clearTimeout(timer);
          if (settled) return;
          settled = true;
          release();
          reject(error);
        };
        ws.onopen = () => {
          send({
            type: "start",
            v: VOICE_PROTOCOL_VERSION,
            firmTag: assistant.firmTag,
            deckOption: assistant.deckOption,
            ...(assistant.focusSlideIds?.length ? { focusSlideIds: [...assistant.focusSlideIds] } : {}),
            token: options.getToken(),
          });
        };
        ws.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
          if (typeof event.data !== "string") {
            localVoiceStats.audioBytesReceived += event.data.byteLength;
            player?.play(event.data);
            return;
          }
          const parsed = voiceServerMessageSchema.safeParse(JSON.parse(event.data));
          if (!parsed.success) return;
          const message: VoiceServerMessage = parsed.data;
          switch (message.type) {
            case "ready":
              ready = true;
              // Left during the handshake: the server is already told to stop, so play nothing.
              if (!leaving) {
                player = options.createPlayer
                  ? options.createPlayer(message.outputSampleRate)
                  : new PcmPlayer(message.outputSampleRate);
              }
              sink.message({ type: "session", sessionId: message.sessionId, persona: message.persona });
              sink.progress("session", "completed");
              clearTimeout(timer);
              settled = true;
              resolve();
              break;
            case "listening":
              sink.listening();
              break;
            case "transcript":
              sink.message({
                type: "transcript",
                role: message.role,
                transcriptType: message.transcriptType,
                transcript: message.transcript,
              });
              break;
            case "speech-start":
              sink.speech("assistant", "start");
              break;
            case "speech-end":
              sink.speech("assistant", "end");
              break;
            case "error":
              if (!settled) fail(new VoiceServerError(message.code, message.message));
              else sink.error(new VoiceServerError(message.code, message.message));
              break;
            case "ended":
              finish({
                reason: message.reason,
                conversationId: message.conversationId,
                savedByProvider: true,
              });
              break;
          }
        };
        ws.onerror = () => fail(new Error("Could not reach the voice server."));
        ws.onclose = () => {
          fail(new Error("The voice server closed the connection."));
          // A dropped socket ends the session; the server saves what was said.
          finish({ reason: "connection-lost", conversationId: null, savedByProvider: true });
        };
      });
    },

    leave() {
      // Leaving twice (End Session, then the client's own tear-down) waits for the same confirmation.
      leaveResult ??= leaveOnce();
      return leaveResult;
    },
  };
}
