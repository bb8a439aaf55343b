import { useEffect, useRef, useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";
import type { BriefFields } from "../lib/brief.ts";
import { AUTO_DECK_TITLE, useUntouchedDeck } from "./use-untouched-deck.ts";

export { AUTO_DECK_TITLE };
export const CREATE_DECK_FAILED = "Failed to create deck. Please try again.";

/**
 * Creating a deck from the brief modal: with the brief ("Continue") or without it (`dismiss`: "Not now",
 * ✕ or Escape). `lookForUntouched` while the modal is open on no deck: a dismissal then reopens the
 * founder's untouched "My Startup Pitch" deck, if there is one, rather than making another.
 */
export function useStartDeck(
  onCreated: (deckId: string, brief: BriefFields | null) => void,
  lookForUntouched = false,
) {
  const toast = useToast();
  const createDeck = useMutation("decks.createDeck");
  const saveBrief = useMutation("briefs.saveBrief");
  const [busy, setBusy] = useState(false);
  const untouched = useUntouchedDeck(lookForUntouched);
  // Dismissals waiting for the lookup: a quick Escape on a fresh page must not make a duplicate.
  const waiting = useRef<((deckId: string | null) => void)[]>([]);
  const found = untouched.settled ? untouched.deckId : undefined;
  useEffect(() => {
    if (found !== undefined) for (const resume of waiting.current.splice(0)) resume(found);
  }, [found]);

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

  async function dismiss() {
    setBusy(true);
    const reuse =
      found !== undefined
        ? found
        : await new Promise<string | null>((resume) => waiting.current.push(resume));
    if (!reuse) return start(null);
    setBusy(false);
    onCreated(reuse, null);
  }

  return { busy, start, dismiss };
}
