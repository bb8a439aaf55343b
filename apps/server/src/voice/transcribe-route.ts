import { httpStatusByCode, VOICE_INPUT_SAMPLE_RATE } from "@pds/contracts";
import {
  correctNames,
  decodeWav,
  pcmFromBytes,
  UnsupportedAudioError,
  type Pcm,
  type SpeechToText,
} from "@pds/voice";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getSessionUser, type Auth } from "../auth/create-auth.ts";
import { isAllowedOrigin } from "../lib/origin.ts";
import type { AppEnv } from "../lib/http-env.ts";
import { AppError, toPublicError } from "../lib/app-error.ts";
import type { FunctionContext } from "../functions/context.ts";
import type { Caller } from "../functions/create-context.ts";
import { requireMinutesLeft } from "../modules/voice/voice-caps.ts";

export const TRANSCRIBE_MAX_BYTES = 2 * 1024 * 1024;

/** At most this many names of at most 60 characters each are taken from the request. */
const NAMES_MAX = 10;

/**
 * The names the founder's brief spells (`X-Voice-Names`: URI-encoded, comma-separated), so a near-miss
 * is written their way ("harbor freight land" → "Harbor Freight Labs"). A malformed entry is skipped.
 */
export function voiceNames(header: string | undefined): string[] {
  const names: string[] = [];
  for (const part of (header ?? "").split(",").slice(0, NAMES_MAX)) {
    try {
      const name = decodeURIComponent(part).replace(/\s+/gu, " ").trim();
      if (name.length >= 2 && name.length <= 60) names.push(name);
    } catch {
      // Not URI-encoded: not a name we can trust.
    }
  }
  return names;
}

/**
 * `POST /api/voice/transcribe`: a voice note (WAV, or raw 16 kHz mono s16le PCM) → `{ text }`, for the
 * brief modal. Signed-in callers from a trusted origin only; at most 2 MB (about a minute of audio).
 * A decoder costs about 100 MB, so each user gets one transcription at a time on this server, and none
 * once the day's voice practice minutes are used up.
 */
export function transcribeRoute(deps: {
  auth: Auth;
  contextFor(caller: Caller): FunctionContext;
  trustedOrigins: ReadonlySet<string>;
  createStt: () => SpeechToText;
}) {
  const inFlight = new Set<string>();
  return async (c: Context<AppEnv>) => {
    let claimed: string | null = null;
    try {
      if (!isAllowedOrigin(c.req.header("origin"), deps.trustedOrigins)) {
        throw new AppError("FORBIDDEN", "This origin is not allowed.");
      }
      const user = await getSessionUser(deps.auth, c.req.raw.headers);
      if (!user) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
      const declared = Number(c.req.header("content-length") ?? "0");
      if (declared > TRANSCRIBE_MAX_BYTES)
        throw new AppError("INVALID_INPUT", "The recording is too long (2 MB at most).");
      const body = new Uint8Array(await c.req.arrayBuffer());
      if (body.length > TRANSCRIBE_MAX_BYTES)
        throw new AppError("INVALID_INPUT", "The recording is too long (2 MB at most).");
      if (body.length < 320) throw new AppError("INVALID_INPUT", "The recording is empty.");
      // Read the header before anything else: a bad one is refused at once, before it costs a decoder.
      const audio = readVoiceNote(body);
      if (inFlight.has(user.id)) {
        throw new AppError(
          "RATE_LIMITED",
          "A voice note is already being transcribed. Wait for it to finish.",
        );
      }
      inFlight.add(user.id);
      claimed = user.id;
      await requireMinutesLeft(deps.contextFor({ user, log: c.get("log") }));
      let stt: SpeechToText;
      try {
        stt = deps.createStt();
      } catch (error) {
        throw new AppError(
          "UPSTREAM_FAILED",
          error instanceof Error ? error.message : "Speech recognition is unavailable.",
        );
      }
      try {
        const text = await stt.transcribe(audio);
        return c.json({ text: correctNames(text, voiceNames(c.req.header("x-voice-names"))) });
      } finally {
        stt.close();
      }
    } catch (error) {
      const publicError = toPublicError(error);
      if (publicError.code === "INTERNAL") c.get("log").error("transcription failed", { error });
      return c.json({ error: publicError }, httpStatusByCode[publicError.code] as ContentfulStatusCode);
    } finally {
      if (claimed) inFlight.delete(claimed);
    }
  };
}

/** A WAV voice note, or raw 16 kHz PCM; a WAV this server cannot read is INVALID_INPUT, said plainly. */
function readVoiceNote(body: Uint8Array): Pcm {
  try {
    return decodeWav(body) ?? { samples: pcmFromBytes(body), sampleRate: VOICE_INPUT_SAMPLE_RATE };
  } catch (error) {
    if (error instanceof UnsupportedAudioError) throw new AppError("INVALID_INPUT", error.message);
    throw error;
  }
}
