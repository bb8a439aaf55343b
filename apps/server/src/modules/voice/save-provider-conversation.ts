import type { ArgsOf } from "@pds/contracts";
import type { FunctionContext } from "../../functions/context.ts";
import { endProviderCall } from "./voice-caps.ts";
import { saveConversation } from "./save-conversation.ts";

/**
 * voiceai.saveConversation: the browser saves a call its voice provider ran (the local pipeline saves its
 * own). The deck must be the caller's; the call's length, when given, is the review's duration and counts
 * against the day's minutes. Saving ends the call's concurrent-session slot taken by getVapiAssistantConfig.
 */
export async function saveProviderConversation(
  ctx: FunctionContext,
  args: ArgsOf<"voiceai.saveConversation">,
): Promise<string> {
  const { durationSeconds, ...conversation } = args;
  const id = await saveConversation(ctx, {
    ...conversation,
    ...(durationSeconds ? { durationMs: durationSeconds * 1000 } : {}),
    requireDeck: true,
  });
  await endProviderCall(ctx, {
    firmTag: args.firmTag,
    deckId: args.deckId ?? null,
    seconds: durationSeconds,
  });
  return id;
}
