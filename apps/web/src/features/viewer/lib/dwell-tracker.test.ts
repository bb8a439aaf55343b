import { describe, expect, it } from "vitest";
import { DwellTracker, IDLE_MS } from "./dwell-tracker.ts";

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("DwellTracker", () => {
  it("counts visible time per slide and hands it over once", () => {
    const { now, advance } = clock();
    const tracker = new DwellTracker(now);
    advance(2_000);
    tracker.show(1);
    advance(3_500);
    tracker.show(2);
    advance(500);
    expect(tracker.take()).toEqual({
      dwell: [
        { slide: 0, ms: 2_000 },
        { slide: 1, ms: 3_500 },
        { slide: 2, ms: 500 },
      ],
      current: 2,
    });
    expect(tracker.take()).toEqual({ dwell: [], current: 2 });
  });

  it("a hidden tab does not count; idle time past a minute does not count", () => {
    const { now, advance } = clock();
    const tracker = new DwellTracker(now);
    advance(1_000);
    tracker.setVisible(false);
    advance(30_000);
    tracker.setVisible(true);
    advance(1_000);
    expect(tracker.take().dwell).toEqual([{ slide: 0, ms: 2_000 }]);
    advance(IDLE_MS + 120_000);
    expect(tracker.take().dwell).toEqual([{ slide: 0, ms: IDLE_MS - 1_000 }]);
    tracker.activity();
    advance(4_000);
    expect(tracker.take().dwell).toEqual([{ slide: 0, ms: 4_000 }]);
  });

  it("long reading is split into entries of at most a minute", () => {
    const { now, advance } = clock();
    const tracker = new DwellTracker(now);
    for (let i = 0; i < 3; i += 1) {
      advance(50_000);
      tracker.activity();
    }
    expect(tracker.take().dwell).toEqual([
      { slide: 0, ms: 60_000 },
      { slide: 0, ms: 60_000 },
      { slide: 0, ms: 30_000 },
    ]);
  });
});
