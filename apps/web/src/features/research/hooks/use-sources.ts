import type { Source } from "@pds/contracts";
import { useState } from "react";
import { useAction, useLiveQuery, useMutation } from "../../../lib/sync/hooks.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import type { SourceDraft } from "../lib/validate-source.ts";
import { errorMessage } from "../lib/error-message.ts";

/** The deck's sources, ordered by marker ([1], [2] …). */
export function useSources(deckId: string | undefined) {
  const query = useLiveQuery("sources.getSources", deckId ? { deckId } : "skip");
  const data = query.data ? [...query.data].sort((a, b) => a.marker - b.marker) : undefined;
  return { data, error: query.error };
}

export function useCitations(deckId: string | undefined) {
  return useLiveQuery("sources.getCitations", deckId ? { deckId } : "skip");
}

/** Adding a founder source (pasted text or a URL the server fetches) and deleting one. */
export function useSourceActions(deckId: string | undefined) {
  const toast = useToast();
  const addSource = useAction("sources.addSource");
  const deleteSource = useMutation("sources.deleteSource");
  const [deletingId, setDeletingId] = useState<string | null>(null);

  /** Resolves to null on success, or the message to show in the form. */
  async function add(draft: SourceDraft): Promise<string | null> {
    if (!deckId) return "Open a deck first.";
    try {
      if (draft.mode === "url") await addSource({ deckId, url: draft.url });
      else
        await addSource({
          deckId,
          title: draft.title,
          text: draft.text,
          ...(draft.url ? { url: draft.url } : {}),
        });
      toast("Source added.", "success");
      return null;
    } catch (error) {
      return errorMessage(error, "Could not add the source. Please try again.");
    }
  }

  async function remove(source: Source): Promise<void> {
    setDeletingId(source._id);
    try {
      await deleteSource({ sourceId: source._id });
      toast(`Source [${source.marker}] deleted.`, "success");
    } catch (error) {
      toast(errorMessage(error, "Could not delete the source. Please try again."), "error");
    } finally {
      setDeletingId(null);
    }
  }

  return { add, remove, deletingId };
}
