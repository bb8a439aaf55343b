import { useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAction } from "../../../lib/sync/hooks.ts";
import { CONNECTION_LOST_MESSAGE, SyncError } from "../../../lib/sync/sync-client.ts";
import { withTimeout } from "../lib/with-timeout.ts";

export const SEND_FAILED = "Failed to send message. Please try again.";
export const COMPOSE_REQUEST = "Compose the next slide my deck needs.";
export const NO_ANSWER = "The copilot didn't answer in time. Check the conversation, then retry.";
/**
 * How long "Thinking…" may last. The server gives a model call 120 s in all (AI_TOTAL_TIMEOUT_MS) and
 * then answers with an error, so a reply later than this will not come: the server or its answer was lost.
 */
export const COPILOT_TIMEOUT_MS = 150_000;

/** A message that failed: its text (for Retry) and why, in words the founder can act on. */
export interface CopilotFailure {
  text: string;
  reason: string;
}

class NoAnswer extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof NoAnswer) return NO_ANSWER;
  if (error instanceof SyncError)
    return error.code === "CONNECTION_LOST" ? CONNECTION_LOST_MESSAGE : error.message || SEND_FAILED;
  return SEND_FAILED;
}

/**
 * Sending to the copilot: idle or sending. A failure, a lost connection or no answer in time ends
 * sending, puts the text back into the input and keeps the reason with a Retry until the next send.
 */
export function useCopilot(deckId: string | undefined) {
  const toast = useToast();
  const chat = useAction("ai.chatWithAI");
  const [input, setInput] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<CopilotFailure | null>(null);

  async function send(text: string) {
    const message = text.trim();
    if (!deckId || !message || sending) return;
    setSending(true);
    setFailure(null);
    setInput("");
    try {
      await withTimeout(chat({ deckId, userMessage: message }), COPILOT_TIMEOUT_MS, () => new NoAnswer());
    } catch (error) {
      setInput(text);
      setFailure({ text: message, reason: reasonOf(error) });
      toast(SEND_FAILED, "error");
    } finally {
      setSending(false);
    }
  }

  const retry = () => (failure ? send(failure.text) : Promise.resolve());
  return { input, setInput, sending, failure, send, retry };
}
