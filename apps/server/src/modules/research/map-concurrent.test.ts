import { describe, expect, it } from "vitest";
import { mapConcurrent } from "./map-concurrent.ts";

/** Work that waits until the test releases it, recording how many items were in flight at once. */
function gatedWork() {
  const gates: Array<() => void> = [];
  const state = { inFlight: 0, peak: 0, started: [] as number[] };
  const work = (item: number) =>
    new Promise<number>((resolve, reject) => {
      state.inFlight++;
      state.peak = Math.max(state.peak, state.inFlight);
      state.started.push(item);
      gates.push(() => {
        state.inFlight--;
        if (item < 0) reject(new Error(`bad item ${item}`));
        else resolve(item * 10);
      });
    });
  const releaseAll = async () => {
    while (gates.length > 0) {
      gates.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { work, state, releaseAll };
}

describe("mapConcurrent", () => {
  it("starts up to the limit at once, no more, and keeps results in input order", async () => {
    const { work, state, releaseAll } = gatedWork();
    const done = mapConcurrent([1, 2, 3, 4, 5, 6], 4, work);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Four started together before any finished: the searches of a run overlap.
    expect(state.started).toEqual([1, 2, 3, 4]);
    await releaseAll();
    expect(state.peak).toBe(4);
    expect(await done).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ ok: true, value: n * 10 })));
  });

  it("turns a failed item into ok: false and goes on with the rest", async () => {
    const { work, releaseAll } = gatedWork();
    const done = mapConcurrent([1, -2, 3], 2, work);
    await releaseAll();
    const results = await done;
    expect(results[0]).toEqual({ ok: true, value: 10 });
    expect(results[1]).toMatchObject({ ok: false });
    expect(results[2]).toEqual({ ok: true, value: 30 });
  });

  it("handles no items and a limit below one", async () => {
    expect(await mapConcurrent([], 4, () => Promise.resolve(1))).toEqual([]);
    expect(await mapConcurrent([1], 0, (n) => Promise.resolve(n))).toEqual([{ ok: true, value: 1 }]);
  });
});
