import type { FirmTag } from "@pds/contracts";
import { useCallback, useMemo } from "react";
import { isHeaderAuthMode } from "../../../lib/config.ts";
import { sessionToken } from "../../../lib/session-token.ts";
import { useAction, useMutation } from "../../../lib/sync/hooks.ts";
import { createVoiceClient, voiceProvider } from "../lib/create-voice-client.ts";
import type { DeckOption, VoiceAssistant } from "../lib/types.ts";
import type { VoiceClient } from "../lib/voice-client.ts";

export interface VoiceServices {
  /**
   * The assistant to start, rehearsing `focusSlideIds` first when given; null when the server sent no config
   * ("Error: No config received").
   */
  resolveAssistant: (
    firmTag: FirmTag,
    deckOption: DeckOption,
    focusSlideIds?: readonly string[],
  ) => Promise<VoiceAssistant | null>;
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
    async (
      firmTag: FirmTag,
      deckOption: DeckOption,
      focusSlideIds: readonly string[] = [],
    ): Promise<VoiceAssistant | null> => {
      const focus = focusSlideIds.length > 0 ? { focusSlideIds: [...focusSlideIds] } : {};
      if (voiceProvider() === "local") return { firmTag, deckOption, ...focus };
      // A Vapi call's persona prompt is built on the server, so the skimmed slides go there.
      const config = await getConfig({ firmTag, deckOption, ...focus });
      if (!config || Object.keys(config).length === 0) return null;
      return { firmTag, deckOption, config, ...focus };
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
