import type { Auth } from "../auth/create-auth.ts";
import type { Env, VoiceSpeechEnv } from "../env.ts";
import { createVoiceEngines } from "./engines.ts";
import { transcribeRoute } from "./transcribe-route.ts";
import type { ContextDeps } from "./user-context.ts";
import { createVoiceRoute, VOICE_PATH } from "./voice-route.ts";
import type { Logger } from "../lib/logger.ts";
import type { VoiceEngines } from "./voice-session.ts";

/** Voice practice wiring: the `/api/voice` socket and `POST /api/voice/transcribe`, from the environment. */
export function createVoiceServer(
  env: Pick<
    Env,
    "VOICE_MAX_CONCURRENT" | "VOICE_MINUTES_PER_DAY" | "POCKETSPHINX_BIN" | "POCKETSPHINX_MODEL_DIR"
  > &
    VoiceSpeechEnv,
  deps: ContextDeps & { auth: Auth; log: Logger; trustedOrigins: ReadonlySet<string> },
  engines: VoiceEngines = createVoiceEngines({
    binary: env.POCKETSPHINX_BIN,
    modelDir: env.POCKETSPHINX_MODEL_DIR,
    speech: env,
    ai: deps.services.ai,
    log: deps.log,
  }),
) {
  const route = createVoiceRoute({
    ...deps,
    engines,
    limits: { maxConcurrent: env.VOICE_MAX_CONCURRENT, minutesPerDay: env.VOICE_MINUTES_PER_DAY },
  });
  return {
    path: VOICE_PATH,
    upgrade: route.upgrade,
    transcribe: transcribeRoute({
      ...deps,
      minutesPerDay: env.VOICE_MINUTES_PER_DAY,
      createStt: engines.createNoteStt,
    }),
    close: route.close,
  };
}
