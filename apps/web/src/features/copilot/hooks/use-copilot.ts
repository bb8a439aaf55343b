import { useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAction } from "../../../lib/sync/hooks.ts";

export const SEND_FAILED = "Failed to send message. Please try again.";
export const COMPOSE_REQUEST = "Compose the next slide my deck needs.";

/** Sending to the copilot: idle or sending; on failure the text goes back into the input. */
export function useCopilot(deckId: string | undefined) {
  const toast = useToast();
  const chat = useAction("ai.chatWithAI");
  const [input, setInput] = useState("");
  const [sending, setSending] = useState(false);

  async function send(text: string) {
    const message = text.trim();
    if (!deckId || !message || sending) return;
    setSending(true);
    setInput("");
    try {
      await chat({ deckId, userMessage: message });
    } catch {
      setInput(text);
      toast(SEND_FAILED, "error");
    } finally {
      setSending(false);
    }
  }
  return { input, setInput, sending, send };
}
