import type { Slide } from "@pds/contracts";
import { ThemedSlide } from "../../slides/index.ts";

/**
 * The selected slide on the editor canvas, drawn by the same renderer as the thumbnails, Present mode and
 * the exports, in the deck's theme. Under a CitationsProvider its citation markers open their passages.
 */
export function SlideView({ slide, index }: { slide: Slide; index: number }) {
  return (
    <figure
      aria-label={`Slide ${index + 1}`}
      className="overflow-hidden rounded-2xl border border-slate-200 shadow-card"
      data-testid="slide-view"
    >
      <ThemedSlide slide={slide} outline />
    </figure>
  );
}
