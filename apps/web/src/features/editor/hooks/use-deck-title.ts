import { useState } from "react";
import type { Deck, Slide, SlideBody } from "@pds/contracts";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";
import { SyncError } from "../../../lib/sync/sync-client.ts";

export const saveMessages = {
  emptyTitle: "Please give your deck a title before saving.",
  saved: "Deck saved.",
  recreated: "Deck was recreated and saved.",
  recreateFailed: "Unable to save because the deck record was missing. Please try again.",
  failed: "Saving failed. Please try again.",
  renamedElsewhere: (theirs: string) =>
    `This deck was renamed elsewhere to “${theirs}” while you typed. Save again to use your title.`,
} as const;

/** The deck vanished (deleted elsewhere): told by the error code, never by the message text. */
const isMissingDeck = (error: unknown) => error instanceof SyncError && error.code === "NOT_FOUND";
/** Another tab or device changed the deck first (its version moved on). */
const isStale = (error: unknown) => error instanceof SyncError && error.code === "CONFLICT";

interface Options {
  deck: Deck | undefined;
  slides: Slide[];
  onDeckReplaced: (deckId: string) => void;
  markSynced: () => void;
}

/**
 * The deck title as the founder sees it. A local rename stays "dirty" (sync does not overwrite it)
 * until the server confirms it, and shows until the live deck catches up. Save recreates a vanished deck
 * with its slides.
 */
export function useDeckTitle({ deck, slides, onDeckReplaced, markSynced }: Options) {
  const toast = useToast();
  const updateDeck = useMutation("decks.updateDeck");
  const restoreDeck = useMutation("decks.restoreDeck");
  const [draft, setDraft] = useState<string | null>(null);
  // A title the server accepted, shown until the live deck reports a new title (normally this one), so
  // the old title never flashes back between the save's answer and the live update.
  const [confirmed, setConfirmed] = useState<{ title: string; over: string | undefined } | null>(null);
  if (confirmed && deck?.title !== confirmed.over) setConfirmed(null);
  const [saving, setSaving] = useState(false);
  const title = draft ?? confirmed?.title ?? deck?.title ?? "";
  const dirty = draft !== null && draft !== deck?.title;

  async function persist(next: string): Promise<void> {
    if (!deck) return;
    try {
      // From the version this tab shows: a rename made elsewhere meanwhile is not silently overwritten.
      await updateDeck({ deckId: deck._id, title: next, expectedVersion: deck.version });
      markSynced();
      if (next !== deck.title) setConfirmed({ title: next, over: deck.title });
      setDraft((current) => (current === next ? null : current));
      toast(saveMessages.saved, "success");
    } catch (error) {
      if (isStale(error)) return toast(saveMessages.renamedElsewhere(deck.title), "error");
      if (!isMissingDeck(error)) return toast(saveMessages.failed, "error");
      try {
        const id = await restoreDeck({
          title: next,
          theme: deck.theme,
          slides: slides.map(({ title: t, content, notes, layout, fields }) => ({
            title: t,
            content,
            notes,
            body: { layout, fields } as SlideBody,
          })),
        });
        setDraft(null);
        markSynced();
        onDeckReplaced(id);
        toast(saveMessages.recreated, "success");
      } catch {
        toast(saveMessages.recreateFailed, "error");
      }
    }
  }

  /** Inline rename: an empty or unchanged title is discarded. */
  function rename(next: string) {
    const trimmed = next.trim();
    if (!trimmed || trimmed === title) return;
    setDraft(trimmed);
    void persist(trimmed);
  }

  async function save() {
    const trimmed = title.trim();
    if (!trimmed) return toast(saveMessages.emptyTitle, "error");
    setSaving(true);
    await persist(trimmed);
    setSaving(false);
  }

  return { title, dirty, saving, rename, save };
}
