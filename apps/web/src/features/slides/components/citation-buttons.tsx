import { useCitationContext } from "../../research/index.ts";
import { SLIDE_HEIGHT, SLIDE_WIDTH } from "../lib/scene.ts";
import type { PlacedMarker } from "./scene-text-walk.ts";

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * In the editor, each marker that a stored citation of this slide backs gets a button laid over the marker
 * drawn on the slide (same place at any width, as both are in slide units); it opens the quoted passage.
 * Elsewhere (thumbnails, Present mode) and for unbacked markers, the drawn marker is all there is.
 */
export function CitationButtons({ markers }: { markers: PlacedMarker[] }) {
  const context = useCitationContext();
  if (!context) return null;
  return markers.map(({ marker, claim, box }, index) => {
    const passage = context.passageFor(marker, claim);
    if (!passage) return null;
    return (
      <button
        key={index}
        type="button"
        onClick={() => context.open(passage)}
        aria-label={`Source ${marker}: ${passage.source.title}`}
        aria-haspopup="dialog"
        className="absolute min-h-3 min-w-3 rounded bg-transparent hover:bg-accent-500/20 focus-visible:outline-2 focus-visible:outline-accent-600"
        style={{
          left: percent(box.x, SLIDE_WIDTH),
          top: percent(box.y, SLIDE_HEIGHT),
          width: percent(box.w, SLIDE_WIDTH),
          height: percent(box.h, SLIDE_HEIGHT),
        }}
      />
    );
  });
}
