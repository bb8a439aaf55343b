// The theme fonts, so the canvas draws with the fonts the layout measured (slide components only: lazy chunk).
import "../fonts/load-theme-fonts.ts";
import type { ThemeId } from "@pds/contracts";
import { useSlideScene, type SceneSlide } from "../hooks/use-slide-scene.ts";
import { SlideCanvas } from "./slide-canvas.tsx";
import { useSlideThemeId } from "./slide-theme-context.tsx";

interface Props {
  slide: SceneSlide;
  /** A theme to preview; the deck's theme (SlideThemeProvider) by default. */
  themeId?: ThemeId;
  className?: string;
  decorative?: boolean;
}

/** A slide drawn in a theme: the one component for the canvas, thumbnails, Present mode and previews. */
export function ThemedSlide({ slide, themeId, className, decorative }: Props) {
  const deckTheme = useSlideThemeId();
  const { scene, theme } = useSlideScene(slide, themeId ?? deckTheme);
  return <SlideCanvas scene={scene} theme={theme} className={className} decorative={decorative} />;
}
