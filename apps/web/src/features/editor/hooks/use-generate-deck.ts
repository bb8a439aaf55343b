import { useCallback, useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAction } from "../../../lib/sync/hooks.ts";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import type { BriefFields } from "../lib/brief.ts";

export const GENERATION_FAILED = "Something went wrong while generating your deck. Please try again.";

/** Drafting a deck from its brief. Lives above the editor so it survives switching to the new deck. */
export function useGenerateDeck() {
  const toast = useToast();
  const generate = useAction("ai.generateDeckFromBrief");
  const [generatingDeckId, setGeneratingDeckId] = useState<string | null>(null);
  // The deck whose draft last ended (finished, stopped or failed), until the editor has handed focus on.
  const [endedDeckId, setEndedDeckId] = useState<string | null>(null);

  /**
   * Resolves to whether the draft finished (not failed, not stopped by the founder), so follow-up work
   * (research) runs only on a drafted deck.
   */
  async function run(deckId: string, brief: BriefFields, replaceExisting: boolean): Promise<boolean> {
    setGeneratingDeckId(deckId);
    try {
      const result = await generate({ deckId, ...brief, replaceExisting });
      return !result.cancelled;
    } catch (error) {
      const quota = error instanceof SyncError && error.code === "RATE_LIMITED";
      toast(quota ? error.message : GENERATION_FAILED, "error");
      return false;
    } finally {
      setGeneratingDeckId(null);
      setEndedDeckId(deckId);
    }
  }
  const endSeen = useCallback(() => setEndedDeckId(null), []);
  return { generatingDeckId, endedDeckId, endSeen, run };
}
