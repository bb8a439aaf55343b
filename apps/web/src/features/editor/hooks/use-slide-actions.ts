import { useRef, useState } from "react";

import type { Slide, SlideBody } from "@pds/contracts";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { isDeepStrictEqual } from "../lib/deep-equal.ts";

export const slideMessages = {
  createFailed: "Failed to create slide. Please try again.",
  saveFailed: "Failed to save slide. Please try again.",
  deleteFailed: "Failed to delete slide. Please try again.",
  reorderFailed: "Failed to reorder slides. Please try again.",
} as const;

export type SlideChanges = Partial<Pick<Slide, "title" | "content" | "notes">>;

/** A slide as the editor form holds it: its text, and its layout with the fields (`body`). */
export type SlideEdit = Required<SlideChanges> & { body: SlideBody };

/** What a save sends: only what changed, the layout and fields included. */
export type SlideUpdate = SlideChanges & { body?: SlideBody };

/** "conflict": the slide changed (another tab, the copilot) since `base` was loaded; nothing was saved. */
export type SaveResult = "saved" | "failed" | "conflict";

/**
 * Only the fields that differ from the slide as saved. A bullets slide's text is its `content`; any other
 * layout's text lives in its fields, so the body goes instead (the server writes `content` from it).
 */
export function changedFields(slide: Slide, edited: SlideEdit): SlideUpdate {
  const changes: SlideUpdate = {};
  for (const key of ["title", "notes"] as const) if (edited[key] !== slide[key]) changes[key] = edited[key];
  if (edited.body.layout === "bullets" && slide.layout === "bullets") {
    if (edited.content !== slide.content) changes.content = edited.content;
  } else if (edited.body.layout !== slide.layout || !isDeepStrictEqual(edited.body.fields, slide.fields)) {
    changes.body = edited.body;
    if (edited.body.layout === "bullets") changes.content = edited.content;
  }
  return changes;
}

/** Slide changes with the spec's failure messages; each confirmed write marks the deck synced. */
export function useSlideActions(deckId: string | undefined, markSynced: () => void) {
  const toast = useToast();
  const createSlide = useMutation("slides.createSlide");
  const updateSlide = useMutation("slides.updateSlide");
  const deleteSlide = useMutation("slides.deleteSlide");
  const reorderSlides = useMutation("slides.reorderSlides");
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  // A ref, not state: a double click delivers both clicks before React re-renders with `creating`.
  const creatingRef = useRef(false);
  const [creating, setCreating] = useState(false);

  async function run<T>(work: () => Promise<T>, failure: string): Promise<T | undefined> {
    try {
      const result = await work();
      markSynced();
      return result;
    } catch {
      toast(failure, "error");
      return undefined;
    }
  }

  /** One slide at a time: a second request while one is being created is ignored (resolves undefined). */
  async function create(fields: SlideChanges & { position?: number } = {}) {
    if (!deckId || creatingRef.current) return undefined;
    creatingRef.current = true;
    setCreating(true);
    try {
      return await run(() => createSlide({ deckId, ...fields }), slideMessages.createFailed);
    } finally {
      creatingRef.current = false;
      setCreating(false);
    }
  }

  return {
    pendingOrder,
    creating,
    create,
    /**
     * Save what the founder changed from `base`, the copy the form was opened with. Its version goes along,
     * so a save from an older copy is refused (and shown as a conflict) instead of reverting newer edits.
     */
    update: async (base: Slide, edited: SlideEdit): Promise<SaveResult> => {
      const changes = changedFields(base, edited);
      if (Object.keys(changes).length === 0) return "saved";
      try {
        await updateSlide({ slideId: base._id, ...changes, expectedVersion: base.version });
      } catch (error) {
        if (error instanceof SyncError && error.code === "CONFLICT") return "conflict";
        toast(slideMessages.saveFailed, "error");
        return "failed";
      }
      markSynced();
      return "saved";
    },
    remove: (slide: Slide) => run(() => deleteSlide({ slideId: slide._id }), slideMessages.deleteFailed),
    reorder: async (slideIds: string[]) => {
      if (!deckId) return;
      setPendingOrder(slideIds);
      await run(() => reorderSlides({ deckId, slideIds }), slideMessages.reorderFailed);
      setPendingOrder(null);
    },
  };
}
