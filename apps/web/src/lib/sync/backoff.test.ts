import { describe, expect, it } from "vitest";
import { BACKOFF_INITIAL_MS, BACKOFF_MAX_MS, reconnectDelay } from "./backoff.ts";

const noJitter = () => 0;
const fullJitter = () => 1;

describe("reconnectDelay", () => {
  it("starts at 1 s and doubles up to a 16 s cap", () => {
    const delays = [0, 1, 2, 3, 4, 5, 10].map((attempt) => reconnectDelay(attempt, noJitter));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000]);
    expect(BACKOFF_INITIAL_MS).toBe(1_000);
    expect(BACKOFF_MAX_MS).toBe(16_000);
  });

  it("adds up to 25% jitter on top of the base delay", () => {
    expect(reconnectDelay(0, fullJitter)).toBe(1_250);
    expect(reconnectDelay(1, fullJitter)).toBe(2_500);
    expect(reconnectDelay(2, fullJitter)).toBe(5_000);
    expect(reconnectDelay(3, fullJitter)).toBe(10_000);
    expect(reconnectDelay(0, () => 0.5)).toBe(1_125);
  });

  it("never goes past the cap, even with full jitter", () => {
    expect(reconnectDelay(4, fullJitter)).toBe(16_000);
    expect(reconnectDelay(50, fullJitter)).toBe(16_000);
  });

  it("stays within [base, base * 1.25] for any random value", () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const base = Math.min(16_000, 1_000 * 2 ** attempt);
      for (const r of [0, 0.1, 0.33, 0.5, 0.9, 0.999, 1]) {
        const delay = reconnectDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(base);
        expect(delay).toBeLessThanOrEqual(Math.min(16_000, base * 1.25));
      }
    }
  });

  it("treats a negative attempt as the first", () => {
    expect(reconnectDelay(-1, noJitter)).toBe(1_000);
  });
});
