import { convertLayout, type Slide, type SlideBody, type SlideLayout } from "@pds/contracts";
import { useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";
import { SyncError } from "../../../lib/sync/sync-client.ts";

export const layoutMessages = {
  changed: (name: string) => `Layout changed to ${name}.`,
  conflict:
    "This slide was changed elsewhere meanwhile. Look at the new version, then change the layout again.",
  failed: "The layout could not be changed. Please try again.",
} as const;

/** The slide's own text as convertLayout reads it. */
export const slideText = (slide: Slide) => ({
  body: { layout: slide.layout, fields: slide.fields } as SlideBody,
  content: slide.content,
  notes: slide.notes,
});

/**
 * Saves the slide in another layout, keeping its content (what the new layout has no place for goes to the
 * speaker notes), from the version the founder was looking at: a change made elsewhere meanwhile wins.
 */
export function useChangeLayout(slide: Slide) {
  const toast = useToast();
  const updateSlide = useMutation("slides.updateSlide");
  const [saving, setSaving] = useState(false);
  // The server answers before the live slide arrives: until it shows a newer version than the one changed,
  // the change is still being applied (an Edit opened meanwhile would edit the old layout).
  const [changedFrom, setChangedFrom] = useState<number | null>(null);
  const applying = changedFrom !== null && slide.version <= changedFrom;
  async function change(layout: SlideLayout, name: string): Promise<boolean> {
    if (layout === slide.layout) return true;
    const { body, content, notes } = convertLayout(slideText(slide), layout);
    setSaving(true);
    try {
      await updateSlide({ slideId: slide._id, body, content, notes, expectedVersion: slide.version });
      setChangedFrom(slide.version);
      toast(layoutMessages.changed(name), "success");
      return true;
    } catch (error) {
      const stale = error instanceof SyncError && error.code === "CONFLICT";
      toast(stale ? layoutMessages.conflict : layoutMessages.failed, "error");
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { change, saving: saving || applying };
}
