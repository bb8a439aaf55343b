import type { FirmTag } from "@pds/contracts";
import { OfflinePersona, personaScript, personaSystemPrompt } from "@pds/voice";
import { requireUser, type FunctionContext } from "../../sync/context.ts";
import { loadPracticeDeck } from "./load-practice-deck.ts";

/**
 * The assistant the vapi adapter starts (Vapi's CreateAssistantDTO shape): the persona's system prompt
 * with the caller's deck, the greeting with the first question, and the voice and transcriber. Built
 * here so the prompt and deck never travel through the browser.
 */
export async function getVapiAssistantConfig(
  ctx: FunctionContext,
  args: { firmTag: FirmTag; deckOption: string },
): Promise<Record<string, unknown>> {
  requireUser(ctx);
  const { deckId, deck } = await loadPracticeDeck(ctx, args.deckOption);
  const script = personaScript(args.firmTag);
  return {
    name: `${args.firmTag} mock VC`,
    firstMessage: new OfflinePersona(args.firmTag, deck).greeting(),
    firstMessageMode: "assistant-speaks-first",
    model: {
      provider: "openai",
      model: "gpt-4o-mini",
      temperature: 0.4,
      messages: [{ role: "system", content: personaSystemPrompt(args.firmTag, deck) }],
    },
    voice: { provider: "vapi", voiceId: "Elliot" },
    transcriber: { provider: "deepgram", model: "nova-2", language: "en" },
    endCallMessage: script.closing,
    maxDurationSeconds: 1800,
    metadata: { firmTag: args.firmTag, deckId },
  };
}
