import Vapi from "@vapi-ai/web";
import type { AdapterSink, VoiceAdapter, VoiceAssistant, VoiceCallResult } from "../types.ts";

export interface VapiAdapterOptions {
  publicKey: string;
}

interface VapiTranscriptMessage {
  type: "transcript";
  role: "user" | "assistant";
  transcriptType: "partial" | "final";
  transcript: string;
}

function isTranscriptMessage(message: unknown): message is VapiTranscriptMessage {
  if (typeof message !== "object" || message === null) return false;
  const record = message as Record<string, unknown>;
  return (
    record.type === "transcript" &&
    (record.role === "user" || record.role === "assistant") &&
    (record.transcriptType === "partial" || record.transcriptType === "final") &&
    typeof record.transcript === "string"
  );
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (typeof error === "object" && error !== null) {
    const record = error as Record<string, unknown>;
    const inner = record.error;
    if (typeof record.message === "string") return new Error(record.message);
    if (
      typeof inner === "object" &&
      inner !== null &&
      typeof (inner as { message?: unknown }).message === "string"
    )
      return new Error((inner as { message: string }).message);
  }
  return new Error("The voice call failed.");
}

/**
 * The original product's provider: a Vapi web call. The assistant config (persona, deck context, first
 * message) is built on the server by voiceai.getVapiAssistantConfig and passed in as `assistant.config`.
 * Vapi saves nothing for us, so the caller saves the transcript (savedByProvider: false).
 */
export function createVapiAdapter(options: VapiAdapterOptions): VoiceAdapter {
  let vapi: Vapi | null = null;
  // Everyone waiting in leave(): End Session, and the client's second leave when the call came up after it.
  const leaving: Array<(result: VoiceCallResult) => void> = [];
  let ended = false;
  const result: VoiceCallResult = {
    reason: "customer-ended-call",
    conversationId: null,
    savedByProvider: false,
  };

  return {
    async connect(assistant: VoiceAssistant, sink: AdapterSink) {
      if (!options.publicKey) throw new Error("Voice is not configured: VITE_VAPI_PUBLIC_KEY is missing.");
      if (!assistant.config) throw new Error("Error: No config received");
      const client = new Vapi(options.publicKey);
      vapi = client;
      client.on("call-start-progress", (event) => sink.progress(event.stage, event.status));
      client.on("call-start", () => sink.listening());
      client.on("speech-start", () => sink.speech("assistant", "start"));
      client.on("speech-end", () => sink.speech("assistant", "end"));
      client.on("volume-level", (volume) => sink.volume(volume));
      client.on("message", (message: unknown) => {
        if (isTranscriptMessage(message)) {
          sink.message({
            type: "transcript",
            role: message.role,
            transcriptType: message.transcriptType,
            transcript: message.transcript,
          });
        }
      });
      client.on("error", (error: unknown) => sink.error(toError(error)));
      client.on("call-end", () => {
        if (ended) return;
        ended = true;
        if (leaving.length > 0) for (const resolve of leaving.splice(0)) resolve(result);
        else sink.ended({ ...result, reason: "assistant-ended-call" });
      });
      const call = await client.start(assistant.config);
      if (!call) throw new Error("The voice call could not be started.");
    },

    leave() {
      if (!vapi || ended) return Promise.resolve(result);
      const client = vapi;
      return new Promise<VoiceCallResult>((resolve) => {
        leaving.push(resolve);
        client.stop().catch(() => {
          ended = true;
          for (const waiting of leaving.splice(0)) waiting(result);
        });
      });
    },
  };
}
