// The theme fonts, so the canvas draws with the fonts the layout measured (slide components only: lazy chunk).
import "../fonts/load-theme-fonts.ts";
import { stripCitationMarkers, textToBullets, type ThemeId } from "@pds/contracts";
import { useMemo } from "react";
import { useSlideScene, type SceneSlide } from "../hooks/use-slide-scene.ts";
import { SlideCanvas } from "./slide-canvas.tsx";
import { useSlideThemeId } from "./slide-theme-context.tsx";

interface Props {
  slide: SceneSlide;
  /** A theme to preview; the deck's theme (SlideThemeProvider) by default. */
  themeId?: ThemeId;
  className?: string;
  decorative?: boolean;
  /** Give screen readers the slide's text as a heading and a list (the editor canvas, Present mode). */
  outline?: boolean;
}

/** A slide drawn in a theme: the one component for the canvas, thumbnails, Present mode and previews. */
export function ThemedSlide({ slide, themeId, className, decorative, outline = false }: Props) {
  const deckTheme = useSlideThemeId();
  const { scene, theme } = useSlideScene(slide, themeId ?? deckTheme);
  const text = useMemo(
    () =>
      outline
        ? {
            title: slide.title,
            items: textToBullets(slide.content).map(stripCitationMarkers).filter(Boolean),
          }
        : undefined,
    [outline, slide.title, slide.content],
  );
  return (
    <SlideCanvas scene={scene} theme={theme} className={className} decorative={decorative} outline={text} />
  );
}
