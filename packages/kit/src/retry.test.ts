import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelayMs, retry, type GiveUp, type RetryOptions } from "./retry.ts";

class Busy extends Error {
  constructor(readonly retryAfterMs?: number) {
    super("busy");
  }
}

/** Retries Busy (with its Retry-After), nothing else; records how the loop gave up. */
function options(overrides: Partial<RetryOptions> = {}) {
  const gaveUp: GiveUp[] = [];
  const settings: RetryOptions = {
    maxRetries: 2,
    random: () => 0,
    decide: (error) =>
      error instanceof Busy ? { retry: true, retryAfterMs: error.retryAfterMs } : { retry: false },
    giveUp: (error, giveUp) => {
      gaveUp.push(giveUp);
      return error;
    },
    ...overrides,
  };
  return { settings, gaveUp };
}

/** Settles `promise` into a value or the error it threw, so a rejection is never left unhandled. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-01-01T00:00:00Z") }));
afterEach(() => vi.useRealTimers());

describe("backoffDelayMs", () => {
  it("jitters exponential backoff and adds at most 100 ms to Retry-After", () => {
    expect(backoffDelayMs(0, undefined, () => 0, 500)).toBe(250);
    expect(backoffDelayMs(0, undefined, () => 1, 500)).toBe(500);
    expect(backoffDelayMs(2, undefined, () => 1, 500)).toBe(2000);
    expect(backoffDelayMs(0, 1000, () => 0)).toBe(1000);
    expect(backoffDelayMs(0, 1000, () => 1)).toBe(1100);
  });
});

describe("retry", () => {
  it("retries retryable failures with backoff and returns the first success", async () => {
    const attempts: number[] = [];
    const { settings } = options({ baseDelayMs: 100 });
    const result = settle(
      retry(settings, async (attempt) => {
        attempts.push(attempt);
        if (attempt < 2) throw new Busy();
        return "ok";
      }),
    );
    await vi.advanceTimersByTimeAsync(49);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1 + 100);
    expect(attempts).toEqual([0, 1, 2]);
    expect(await result).toEqual({ value: "ok" });
  });

  it("waits as long as the server asked before the next attempt", async () => {
    let calls = 0;
    const result = settle(
      retry(options().settings, async () => {
        if (++calls === 1) throw new Busy(5_000);
        return calls;
      }),
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ value: 2 });
  });

  it("gives up at once on a failure that is not retryable, rethrowing it by default", async () => {
    const bug = new Error("bug");
    const { settings } = options({ giveUp: undefined });
    expect(await settle(retry(settings, () => Promise.reject(bug)))).toEqual({ error: bug });
    const recorded = options();
    await settle(retry(recorded.settings, () => Promise.reject(bug)));
    expect(recorded.gaveUp).toEqual([{ attempts: 1, reason: "not_retryable" }]);
  });

  it("stops after maxRetries retries", async () => {
    const { settings, gaveUp } = options({ maxRetries: 2, baseDelayMs: 10 });
    const result = settle(retry(settings, () => Promise.reject(new Busy())));
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ error: expect.any(Busy) });
    expect(gaveUp).toEqual([{ attempts: 3, reason: "out_of_retries" }]);
  });

  it("does not wait for a Retry-After past the deadline or over maxRetryAfterMs", async () => {
    const late = options({ timeoutMs: 3_000 });
    await settle(retry(late.settings, () => Promise.reject(new Busy(10_000))));
    expect(late.gaveUp).toEqual([{ attempts: 1, reason: "out_of_time" }]);
    const long = options({ maxRetryAfterMs: 60_000 });
    await settle(retry(long.settings, () => Promise.reject(new Busy(61_000))));
    expect(long.gaveUp).toEqual([{ attempts: 1, reason: "out_of_time" }]);
  });

  it("aborts the attempt's signal at the deadline and reports a timeout", async () => {
    const { settings, gaveUp } = options({ timeoutMs: 1_000 });
    const result = settle(
      retry(
        settings,
        (_attempt, signal) =>
          new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
      ),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toMatchObject({ error: { name: "TimeoutError" } });
    expect(gaveUp).toEqual([{ attempts: 1, reason: "timeout" }]);
  });

  it("ends a wait at once when the caller aborts", async () => {
    const controller = new AbortController();
    let calls = 0;
    const { settings, gaveUp } = options({ signal: controller.signal });
    const result = settle(
      retry(settings, async () => {
        calls++;
        throw new Busy(30_000);
      }),
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(gaveUp).toEqual([{ attempts: 1, reason: "aborted" }]);
    expect(calls).toBe(1);
    expect(await result).toMatchObject({ error: expect.any(Busy) });
    expect(vi.getTimerCount()).toBe(0);
  });
});
