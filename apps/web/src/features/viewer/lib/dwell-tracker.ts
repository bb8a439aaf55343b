import { sharingLimits } from "@pds/contracts";

/** Reading with no input for longer than this stops counting until the viewer moves again. */
export const IDLE_MS = 60_000;

export interface DwellBatch {
  dwell: Array<{ slide: number; ms: number }>;
  current: number;
}

/**
 * Visible reading time per slide: time counts only while the tab is visible, and at most `IDLE_MS` after
 * the last sign of the viewer (a key, a pointer, a scroll, a slide change). `take()` hands over what was
 * counted since the last batch, in entries the server accepts (each at most a minute).
 */
export class DwellTracker {
  private readonly pending = new Map<number, number>();
  private slide = 0;
  private since: number;
  private lastActivity: number;
  private visible = true;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.since = now();
    this.lastActivity = this.since;
  }

  private settle() {
    const time = this.now();
    if (this.visible) {
      const end = Math.min(time, this.lastActivity + IDLE_MS);
      const ms = end - this.since;
      if (ms > 0) this.pending.set(this.slide, (this.pending.get(this.slide) ?? 0) + ms);
    }
    this.since = time;
  }

  get current() {
    return this.slide;
  }

  activity() {
    this.settle();
    this.lastActivity = this.now();
  }

  show(slide: number) {
    this.settle();
    this.slide = slide;
    this.lastActivity = this.now();
  }

  setVisible(visible: boolean) {
    this.settle();
    this.visible = visible;
    if (visible) this.lastActivity = this.now();
  }

  take(): DwellBatch {
    this.settle();
    const dwell: DwellBatch["dwell"] = [];
    for (const [slide, total] of this.pending) {
      let left = Math.round(total);
      while (left > 0 && dwell.length < sharingLimits.eventsPerBatchMax) {
        const ms = Math.min(left, sharingLimits.dwellEntryMaxMs);
        dwell.push({ slide, ms });
        left -= ms;
      }
    }
    this.pending.clear();
    return { dwell, current: this.slide };
  }
}
