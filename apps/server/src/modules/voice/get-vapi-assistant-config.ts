import type { FirmTag } from "@pds/contracts";
import { OfflinePersona, personaScript, personaSystemPrompt } from "@pds/voice";
import type { FunctionContext } from "../../functions/context.ts";
import { claimVoiceSession } from "./voice-caps.ts";
import { loadPracticeDeck } from "./load-practice-deck.ts";

/** The longest call Vapi is asked to allow, when the day's minutes leave more. */
const MAX_CALL_SECONDS = 1800;

/**
 * The assistant the vapi adapter starts (Vapi's CreateAssistantDTO shape): the persona's system prompt
 * with the caller's deck (and the slides investors skimmed, when the founder chose to rehearse those), the
 * greeting with the first question, and the configured model, voice and
 * transcriber. Built here so the prompt and deck never travel through the browser. The call may last no
 * longer than what is left of the user's voice minutes today, and none is started when nothing is left.
 * The call claims a concurrent-session slot like a local session (RATE_LIMITED when all are in use),
 * reserving its minutes until voiceai.saveConversation ends it, or until its maxDurationSeconds pass.
 */
export async function getVapiAssistantConfig(
  ctx: FunctionContext,
  args: { firmTag: FirmTag; deckOption: string; focusSlideIds?: readonly string[] },
): Promise<Record<string, unknown>> {
  const { deckId, deck } = await loadPracticeDeck(ctx, args.deckOption, args.focusSlideIds);
  const { vapi } = ctx.services.voice;
  const claim = await claimVoiceSession(ctx, {
    firmTag: args.firmTag,
    deckId,
    providerCall: { maxSeconds: MAX_CALL_SECONDS },
  });
  const script = personaScript(args.firmTag);
  return {
    name: `${args.firmTag} mock VC`,
    firstMessage: new OfflinePersona(args.firmTag, deck).greeting(),
    firstMessageMode: "assistant-speaks-first",
    model: {
      provider: vapi.modelProvider,
      model: vapi.model,
      temperature: 0.4,
      messages: [{ role: "system", content: personaSystemPrompt(args.firmTag, deck) }],
    },
    voice: { provider: vapi.voiceProvider, voiceId: vapi.voiceId },
    transcriber: { provider: vapi.transcriberProvider, model: vapi.transcriberModel, language: "en" },
    endCallMessage: script.closing,
    maxDurationSeconds: claim.remainingSeconds,
    metadata: { firmTag: args.firmTag, deckId },
  };
}
