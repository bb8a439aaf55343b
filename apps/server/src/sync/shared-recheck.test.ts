import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sharedLookups } from "./shared-recheck.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("sharedLookups", () => {
  it("answers every caller of one key within the window from one lookup, and looks again after it", async () => {
    const share = sharedLookups<string>(5_000);
    const lookup = vi.fn(async () => "alive");
    const answers = await Promise.all(Array.from({ length: 1000 }, () => share("session-1", lookup)));
    expect(new Set(answers)).toEqual(new Set(["alive"]));
    expect(lookup).toHaveBeenCalledTimes(1);
    await share("session-2", lookup);
    expect(lookup).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    await share("session-1", lookup);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it("does not share a failed lookup", async () => {
    const share = sharedLookups<string>(5_000);
    const failing = vi.fn(async () => {
      throw new Error("database unreachable");
    });
    await expect(share("session-1", failing)).rejects.toThrow("database unreachable");
    await Promise.resolve();
    const working = vi.fn(async () => "alive");
    expect(await share("session-1", working)).toBe("alive");
    expect(working).toHaveBeenCalledTimes(1);
  });
});
