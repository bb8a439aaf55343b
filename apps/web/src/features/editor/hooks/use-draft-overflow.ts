import type { SlideBody } from "@pds/contracts";
import { useEffect, useMemo, useState } from "react";
import { useSlideScene, useSlideThemeId, type SceneSlide } from "../../slides/index.ts";

/** How long typing pauses before the draft is laid out again (a layout per keystroke would lag on long decks). */
export const OVERFLOW_DEBOUNCE_MS = 250;

interface Draft {
  title: string;
  content: string;
  body: SlideBody;
}

const sceneSlide = (draft: Draft) =>
  ({ title: draft.title, content: draft.content, ...draft.body }) as SceneSlide;

/**
 * The fields of the draft that do not fit on the slide even at their smallest size, from the same layout
 * the canvas and the exports draw, in the deck's theme; laid out again shortly after the founder stops typing.
 */
export function useDraftOverflow(draft: Draft): ReadonlySet<string> {
  const [settled, setSettled] = useState(() => sceneSlide(draft));
  const key = JSON.stringify([draft.title, draft.content, draft.body]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(sceneSlide(draft)), OVERFLOW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `key` stands for the draft's text and fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const { scene } = useSlideScene(settled, useSlideThemeId());
  return useMemo(() => new Set(scene.overflow), [scene]);
}
