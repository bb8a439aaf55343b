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
  /**
   * The slide's whole text as a heading and a list, for screen readers (the drawing is then hidden from
   * them): unlike the drawing, it never cuts a text the layout had to shorten, and it can be navigated.
   */
  outline?: SlideOutline;
}

export interface SlideOutline {
  title: string;
  items: string[];
}

function OutlineText({ outline }: { outline: SlideOutline }) {
  return (
    <span className="sr-only">
      <h2>{outline.title}</h2>
      {outline.items.length > 0 ? (
        <ul>
          {outline.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

/**
 * A laid-out slide drawn as one SVG in slide units (1280 × 720): it keeps 16:9 at any width and scales the
 * text with the slide, so nothing the layout fitted can clip on a phone. Under a CitationsProvider (the
 * editor), backed citation markers become buttons that open their passage.
 */
export function SlideCanvas({ scene, theme, className, decorative = false, outline }: Props) {
  const silent = decorative || outline !== undefined;
  const label = useMemo(() => (silent ? "" : sceneLabel(scene)), [scene, silent]);
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
        role={silent ? undefined : "img"}
        aria-label={silent ? undefined : label}
        aria-hidden={silent || undefined}
        data-testid="slide-canvas"
      >
        <rect width={SLIDE_WIDTH} height={SLIDE_HEIGHT} fill={scene.background} />
        <SceneNodes nodes={scene.nodes} accent={theme.colors.accent} />
      </svg>
      {outline ? <OutlineText outline={outline} /> : null}
      {decorative ? null : <CitationButtons markers={markers} />}
    </span>
  );
}
