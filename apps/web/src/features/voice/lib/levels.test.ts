import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { observeLevel, observeLevels, initialSpeechDetector, volumeFromLevel } from "./levels.ts";

describe("volumeFromLevel", () => {
  it("divides by 0.15 and caps at 1", () => {
    expect(volumeFromLevel(0)).toBe(0);
    expect(volumeFromLevel(0.03)).toBeCloseTo(0.2);
    expect(volumeFromLevel(0.15)).toBe(1);
    expect(volumeFromLevel(0.6)).toBe(1);
    expect(volumeFromLevel(Number.NaN)).toBe(0);
  });
});

describe("observeLevel", () => {
  it("starts speech only above the 0.01 threshold", () => {
    expect(observeLevel(initialSpeechDetector, 0.01, 0).transition).toBeNull();
    expect(observeLevel(initialSpeechDetector, 0.011, 0).transition).toBe("speech-start");
  });

  it("ends speech after 1000 ms without a level above the threshold", () => {
    let state = observeLevel(initialSpeechDetector, 0.2, 0).state;
    const at900 = observeLevel(state, 0, 900);
    expect(at900.transition).toBeNull();
    state = at900.state;
    expect(observeLevel(state, 0, 1000).transition).toBe("speech-end");
  });
});

describe("observeLevels", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every 100 ms, reports volume and speech transitions with 1000 ms of silence", () => {
    let level = 0;
    const volumes: number[] = [];
    const transitions: string[] = [];
    const observer = observeLevels(
      () => level,
      (volume) => volumes.push(volume),
      (transition) => transitions.push(transition),
      () => Date.now(),
    );

    vi.advanceTimersByTime(99);
    expect(volumes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(volumes).toEqual([0]);

    level = 0.075;
    vi.advanceTimersByTime(100);
    expect(volumes.at(-1)).toBeCloseTo(0.5);
    expect(transitions).toEqual(["speech-start"]);

    level = 0.005; // below the threshold counts as silence
    vi.advanceTimersByTime(900);
    expect(transitions).toEqual(["speech-start"]);
    vi.advanceTimersByTime(100);
    expect(transitions).toEqual(["speech-start", "speech-end"]);

    level = 0.3;
    vi.advanceTimersByTime(100);
    expect(volumes.at(-1)).toBe(1);
    expect(transitions).toEqual(["speech-start", "speech-end", "speech-start"]);

    observer.stop();
    expect(transitions.at(-1)).toBe("speech-end");
    const count = volumes.length;
    vi.advanceTimersByTime(1000);
    expect(volumes).toHaveLength(count);
  });
});
