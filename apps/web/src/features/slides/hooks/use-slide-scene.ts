import { themeFor, type SlideBody, type SlideTheme, type ThemeId } from "@pds/contracts";
import { useMemo } from "react";
import { layoutSlide } from "../lib/layout-slide.ts";
import type { Scene } from "../lib/scene.ts";

/** What a slide is drawn from: a stored slide, or a draft or preview that has no id or version yet. */
export type SceneSlide = { title: string; content: string } & SlideBody;

/**
 * The slide laid out in a theme, computed again only when what it shows changes. Live updates hand over
 * new slide objects for every slide of the deck; keyed by content, the unchanged thumbnails are not laid
 * out again.
 */
export function useSlideScene(slide: SceneSlide, themeId: ThemeId): { scene: Scene; theme: SlideTheme } {
  const theme = themeFor(themeId);
  const key = JSON.stringify([slide.title, slide.content, slide.layout, slide.fields]);
  const scene = useMemo(
    () =>
      layoutSlide(
        {
          title: slide.title,
          content: slide.content,
          body: { layout: slide.layout, fields: slide.fields } as SlideBody,
        },
        theme,
      ),
    // `key` stands for the slide's drawn content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, theme],
  );
  return { scene, theme };
}
