import { createLocalAdapter } from "./adapters/local.ts";
import type { VoiceAdapter } from "./types.ts";
import { VoiceClient } from "./voice-client.ts";

export type VoiceProvider = "local" | "vapi";

/** VITE_VOICE_PROVIDER picks the adapter; local (our own pipeline over /api/voice) by default. */
export function voiceProvider(): VoiceProvider {
  return import.meta.env.VITE_VOICE_PROVIDER === "vapi" ? "vapi" : "local";
}

export interface VoiceClientFactoryOptions {
  getToken: () => string | null;
}

export async function createVoiceClient(options: VoiceClientFactoryOptions): Promise<VoiceClient> {
  let adapter: VoiceAdapter;
  if (voiceProvider() === "vapi") {
    // The Vapi SDK (and its media-room dependency) loads only when that provider is chosen.
    const { createVapiAdapter } = await import("./adapters/vapi.ts");
    adapter = createVapiAdapter({ publicKey: String(import.meta.env.VITE_VAPI_PUBLIC_KEY ?? "") });
  } else {
    adapter = createLocalAdapter({ getToken: options.getToken });
  }
  return new VoiceClient(adapter);
}
