import { apiUrl, isHeaderAuthMode } from "../config.ts";
import { sessionToken } from "../session-token.ts";

/** Concatenates PCM frames into one buffer. */
export function joinPcm(frames: readonly ArrayBuffer[]): Uint8Array<ArrayBuffer> {
  const total = frames.reduce((sum, frame) => sum + frame.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const frame of frames) {
    out.set(new Uint8Array(frame), offset);
    offset += frame.byteLength;
  }
  return out;
}

/** The request header that carries names the recogniser should spell right (server: transcribe-route.ts). */
export const VOICE_NAMES_HEADER = "X-Voice-Names";

/**
 * POST /api/voice/transcribe with raw 16 kHz mono s16le PCM; resolves with the recognised text. `names`
 * (the startup's name, the deck's title) are written as the founder spells them when heard nearly right.
 */
export async function transcribePcm(
  pcm: Uint8Array<ArrayBuffer>,
  signal?: AbortSignal,
  names: readonly string[] = [],
): Promise<string> {
  const headers: Record<string, string> = { "Content-Type": "application/octet-stream" };
  const spelled = names.map((name) => name.trim()).filter(Boolean);
  if (spelled.length > 0) headers[VOICE_NAMES_HEADER] = spelled.map(encodeURIComponent).join(",");
  const token = isHeaderAuthMode() ? sessionToken.get() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl("/api/voice/transcribe"), {
    method: "POST",
    headers,
    body: pcm,
    credentials: token ? "omit" : "same-origin",
    ...(signal ? { signal } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "error" in body && typeof body.error === "object"
        ? (body.error as { message?: unknown }).message
        : null;
    throw new Error(typeof message === "string" ? message : "Transcription failed. Please try again.");
  }
  const text = typeof body === "object" && body !== null && "text" in body ? body.text : null;
  if (typeof text !== "string") throw new Error("Transcription failed. Please try again.");
  return text.trim();
}
