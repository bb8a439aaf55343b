import { useRef, useState } from "react";
import type { Slide } from "@pds/contracts";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";

export const slideMessages = {
  createFailed: "Failed to create slide. Please try again.",
  saveFailed: "Failed to save slide. Please try again.",
  deleteFailed: "Failed to delete slide. Please try again.",
  reorderFailed: "Failed to reorder slides. Please try again.",
} as const;

export type SlideChanges = Partial<Pick<Slide, "title" | "content" | "notes">>;

/** Only the fields that differ from the slide as saved. */
export function changedFields(slide: Slide, edited: Required<SlideChanges>): SlideChanges {
  const changes: SlideChanges = {};
  for (const key of ["title", "content", "notes"] as const)
    if (edited[key] !== slide[key]) changes[key] = edited[key];
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
    /** Resolves true when saved (or nothing to save), false on failure. */
    update: async (slide: Slide, edited: Required<SlideChanges>) => {
      const changes = changedFields(slide, edited);
      if (Object.keys(changes).length === 0) return true;
      const done = await run(() => updateSlide({ slideId: slide._id, ...changes }), slideMessages.saveFailed);
      return done !== undefined;
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
