import type { Env } from "../env.ts";
import type { VoiceServices } from "../functions/context.ts";

type VoiceServiceEnv = Pick<
  Env,
  | "VOICE_MAX_CONCURRENT"
  | "VOICE_MINUTES_PER_DAY"
  | "VAPI_MODEL_PROVIDER"
  | "VAPI_MODEL"
  | "VAPI_VOICE_PROVIDER"
  | "VAPI_VOICE_ID"
  | "VAPI_TRANSCRIBER_PROVIDER"
  | "VAPI_TRANSCRIBER_MODEL"
>;

/** What voice operations need from the environment: the caps and the Vapi assistant's parts. */
export function createVoiceServices(env: VoiceServiceEnv): VoiceServices {
  return {
    maxConcurrent: env.VOICE_MAX_CONCURRENT,
    minutesPerDay: env.VOICE_MINUTES_PER_DAY,
    vapi: {
      modelProvider: env.VAPI_MODEL_PROVIDER,
      model: env.VAPI_MODEL,
      voiceProvider: env.VAPI_VOICE_PROVIDER,
      voiceId: env.VAPI_VOICE_ID,
      transcriberProvider: env.VAPI_TRANSCRIBER_PROVIDER,
      transcriberModel: env.VAPI_TRANSCRIBER_MODEL,
    },
  };
}
