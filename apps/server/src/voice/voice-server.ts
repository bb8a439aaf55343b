import type { Auth } from "../auth/create-auth.ts";
import type { Env, VoiceSpeechEnv } from "../env.ts";
import { createVoiceEngines } from "./engines.ts";
import { transcribeRoute } from "./transcribe-route.ts";
import type { Caller } from "../functions/create-context.ts";
import type { Executor } from "../functions/executor.ts";
import { createVoiceRoute, VOICE_PATH } from "./voice-route.ts";
import type { Logger } from "../lib/logger.ts";
import type { VoiceEngines } from "./voice-session.ts";

/** Voice practice wiring: the `/api/voice` socket and `POST /api/voice/transcribe`, from the environment. */
export function createVoiceServer(
  env: Pick<Env, "POCKETSPHINX_BIN" | "POCKETSPHINX_MODEL_DIR"> & VoiceSpeechEnv,
  deps: { executor: Executor; auth: Auth; log: Logger; trustedOrigins: ReadonlySet<string> },
  engines: VoiceEngines = createVoiceEngines({
    binary: env.POCKETSPHINX_BIN,
    modelDir: env.POCKETSPHINX_MODEL_DIR,
    speech: env,
    log: deps.log,
  }),
) {
  const contextFor = (caller: Caller) => deps.executor.contextFor(caller);
  const route = createVoiceRoute({ auth: deps.auth, log: deps.log, contextFor, engines });
  return {
    path: VOICE_PATH,
    upgrade: route.upgrade,
    endAuthSessions: route.endAuthSessions,
    transcribe: transcribeRoute({
      auth: deps.auth,
      trustedOrigins: deps.trustedOrigins,
      contextFor,
      createStt: engines.createNoteStt,
    }),
    close: route.close,
  };
}
