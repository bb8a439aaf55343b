import { useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";
import type { BriefFields } from "../lib/brief.ts";

export const CREATE_DECK_FAILED = "Failed to create deck. Please try again.";
export const AUTO_DECK_TITLE = "My Startup Pitch";

/** Creating a deck from the brief modal: with the brief ("Continue") or without it ("Not now"). */
export function useStartDeck(onCreated: (deckId: string, brief: BriefFields | null) => void) {
  const toast = useToast();
  const createDeck = useMutation("decks.createDeck");
  const saveBrief = useMutation("briefs.saveBrief");
  const [busy, setBusy] = useState(false);

  async function start(brief: BriefFields | null, existingDeckId?: string) {
    setBusy(true);
    try {
      const deckId = existingDeckId ?? (await createDeck({ title: brief?.title ?? AUTO_DECK_TITLE }));
      if (brief) await saveBrief({ deckId, ...brief });
      onCreated(deckId, brief);
    } catch {
      toast(CREATE_DECK_FAILED, "error");
    } finally {
      setBusy(false);
    }
  }
  return { busy, start };
}
