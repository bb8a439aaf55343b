import { sharingLimits, type SlideDwell } from "@pds/contracts";

/** What the figures are computed from: one view, and the slides (ids, titles) of the version it showed. */
export interface ViewFacts {
  slideMs: number[];
  lastSlide: number;
  slideCount: number;
  endedAt: number | null;
  lastSeenAt: number;
  slides: ReadonlyArray<{ id: string; title: string }>;
}

export interface DropOff {
  index: number;
  title: string;
  views: number;
}

/** Still reading: the viewer has not left and sent a batch within the live window. */
export const isLive = (view: Pick<ViewFacts, "endedAt" | "lastSeenAt">, now: number) =>
  view.endedAt === null && now - view.lastSeenAt <= sharingLimits.liveWindowMs;

/**
 * Mean visible time per slide of `slides`, over the views that reached it. Slides are matched by id, so
 * views of an older version count for the slides it shares with this one, wherever they sat.
 */
export function slideDwell(
  views: readonly ViewFacts[],
  slides: ReadonlyArray<{ id: string; title: string }>,
): SlideDwell[] {
  return slides.map((slide, index) => {
    let reached = 0;
    let total = 0;
    for (const view of views) {
      const at = view.slides.findIndex((shown) => shown.id === slide.id);
      if (at < 0 || at > view.lastSlide) continue;
      reached += 1;
      total += view.slideMs[at] ?? 0;
    }
    return { index, title: slide.title, averageMs: reached === 0 ? 0 : Math.round(total / reached), reached };
  });
}

/**
 * The slide where most views stopped before the end (ties: the earlier slide), placed in `slides` when it
 * is there; null when every view reached the last slide, or there are none.
 */
export function dropOff(
  views: readonly ViewFacts[],
  slides: ReadonlyArray<{ id: string; title: string }>,
): DropOff | null {
  const stops = new Map<string, { title: string; index: number; views: number }>();
  for (const view of views) {
    if (view.lastSlide >= view.slideCount - 1) continue;
    const slide = view.slides[view.lastSlide];
    if (!slide) continue;
    const entry = stops.get(slide.id) ?? { title: slide.title, index: view.lastSlide, views: 0 };
    entry.views += 1;
    stops.set(slide.id, entry);
  }
  let best: (DropOff & { id: string }) | null = null;
  for (const [id, entry] of stops) {
    const placed = slides.findIndex((slide) => slide.id === id);
    const index = placed >= 0 ? placed : entry.index;
    const title = placed >= 0 ? slides[placed]!.title : entry.title;
    if (!best || entry.views > best.views || (entry.views === best.views && index < best.index)) {
      best = { id, index, title, views: entry.views };
    }
  }
  return best && { index: best.index, title: best.title, views: best.views };
}

/**
 * Slides readers skimmed: reached by at least one view and read for less than half the deck's mean time
 * per slide, least-read first (at most three).
 */
export function skimmed(dwell: readonly SlideDwell[]): SlideDwell[] {
  const read = dwell.filter((slide) => slide.reached > 0);
  if (read.length < 2) return [];
  const mean = read.reduce((sum, slide) => sum + slide.averageMs, 0) / read.length;
  return read
    .filter((slide) => slide.averageMs < mean / 2)
    .sort((a, b) => a.averageMs - b.averageMs)
    .slice(0, 3);
}
