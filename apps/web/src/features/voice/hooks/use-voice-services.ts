import type { FirmTag } from "@pds/contracts";
import { useCallback, useMemo } from "react";
import { isHeaderAuthMode } from "../../../lib/config.ts";
import { sessionToken } from "../../../lib/session-token.ts";
import { useAction, useMutation } from "../../../lib/sync/hooks.ts";
import { createVoiceClient, voiceProvider } from "../lib/create-voice-client.ts";
import type { DeckOption, VoiceAssistant } from "../lib/types.ts";
import type { VoiceClient } from "../lib/voice-client.ts";

export interface VoiceServices {
  /** The assistant to start; null when the server sent no config ("Error: No config received"). */
  resolveAssistant: (firmTag: FirmTag, deckOption: DeckOption) => Promise<VoiceAssistant | null>;
  createClient: () => Promise<VoiceClient>;
  saveConversation: (args: {
    firmTag: FirmTag;
    deckId?: string;
    transcript: { role: "user" | "assistant"; content: string }[];
    durationSeconds?: number;
  }) => Promise<string>;
}

/** Wires the session to the chosen provider and the backend's voiceai.* functions. */
export function useVoiceServices(): VoiceServices {
  const getConfig = useAction("voiceai.getVapiAssistantConfig");
  const saveConversation = useMutation("voiceai.saveConversation");
  const resolveAssistant = useCallback(
    async (firmTag: FirmTag, deckOption: DeckOption): Promise<VoiceAssistant | null> => {
      if (voiceProvider() === "local") return { firmTag, deckOption };
      const config = await getConfig({ firmTag, deckOption });
      if (!config || Object.keys(config).length === 0) return null;
      return { firmTag, deckOption, config };
    },
    [getConfig],
  );
  return useMemo(
    () => ({
      resolveAssistant,
      createClient: () =>
        createVoiceClient({ getToken: () => (isHeaderAuthMode() ? sessionToken.get() : null) }),
      saveConversation,
    }),
    [resolveAssistant, saveConversation],
  );
}
