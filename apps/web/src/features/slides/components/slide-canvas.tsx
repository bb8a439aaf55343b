import type { SlideTheme } from "@pds/contracts";
import { useMemo } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Scene } from "../lib/scene.ts";
import { CitationButtons } from "./citation-buttons.tsx";
import { SceneNodes } from "./scene-nodes.tsx";
import { sceneLabel, sceneMarkers } from "./scene-text-walk.ts";

interface Props {
  scene: Scene;
  /** For the accent of citation markers and "to fill" chips. */
  theme: SlideTheme;
  className?: string;
  /** Thumbnails and previews say nothing themselves: their button or option names the slide. */
  decorative?: boolean;
}

/**
 * A laid-out slide drawn as one SVG in slide units (1280 × 720): it keeps 16:9 at any width and scales the
 * text with the slide, so nothing the layout fitted can clip on a phone. Under a CitationsProvider (the
 * editor), backed citation markers become buttons that open their passage.
 */
export function SlideCanvas({ scene, theme, className, decorative = false }: Props) {
  const label = useMemo(() => (decorative ? "" : sceneLabel(scene)), [scene, decorative]);
  const markers = useMemo(() => (decorative ? [] : sceneMarkers(scene)), [scene, decorative]);
  return (
    // A span, so a thumbnail can sit inside a button.
    <span
      className={cn("relative block aspect-video w-full overflow-hidden", className)}
      style={{ background: scene.background }}
    >
      <svg
        viewBox={`0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}`}
        className="absolute inset-0 block size-full"
        role={decorative ? undefined : "img"}
        aria-label={decorative ? undefined : label}
        aria-hidden={decorative || undefined}
        data-testid="slide-canvas"
      >
        <rect width={SLIDE_WIDTH} height={SLIDE_HEIGHT} fill={scene.background} />
        <SceneNodes nodes={scene.nodes} accent={theme.colors.accent} />
      </svg>
      {decorative ? null : <CitationButtons markers={markers} />}
    </span>
  );
}
