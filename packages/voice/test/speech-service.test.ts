import { APICallError } from "ai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callSpeechService, SpeechServiceError } from "../src/cloud/speech-service.ts";

/**
 * callSpeechService's retry timing under fake timers (Date included), so the Retry-After an answer asks
 * for can be checked to the millisecond without waiting for it. The HTTP path is in cloud-speech.test.ts.
 */

const busy = (headers: Record<string, string>) =>
  new APICallError({
    message: "busy",
    url: "http://127.0.0.1/v1/audio/transcriptions",
    requestBodyValues: {},
    statusCode: 503,
    responseHeaders: headers,
  });

const STEP = "Speech recognition";

beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-01-01T00:00:00Z") }));
afterEach(() => vi.useRealTimers());

describe("callSpeechService retries", () => {
  it("waits until the HTTP date a busy service gives in Retry-After", async () => {
    const run = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(busy({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }))
      .mockResolvedValue("heard");
    const call = callSpeechService(STEP, { timeoutMs: 30_000, maxRetries: 1 }, run);
    // Without reading the date, the retry would come after the default pause (at most 450 ms).
    await vi.advanceTimersByTimeAsync(4_999);
    expect(run).toHaveBeenCalledTimes(1);
    // Retry-After is honoured plus up to 100 ms of jitter.
    await vi.advanceTimersByTimeAsync(101);
    expect(run).toHaveBeenCalledTimes(2);
    await expect(call).resolves.toBe("heard");
  });

  it("gives up at once when the HTTP date is past the time limit", async () => {
    const run = vi.fn(() => Promise.reject(busy({ "retry-after": "Thu, 01 Jan 2026 00:01:00 GMT" })));
    const error: unknown = await callSpeechService(STEP, { timeoutMs: 3_000, maxRetries: 1 }, run).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SpeechServiceError);
    expect(error).toMatchObject({ reason: "http", status: 503 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("ends a wait at once when the engine is released", async () => {
    const released = new AbortController();
    const run = vi.fn(() => Promise.reject(busy({ "retry-after": "20" })));
    const call = callSpeechService(STEP, { timeoutMs: 30_000, maxRetries: 1 }, run, released.signal);
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    released.abort();
    expect(await outcome).toMatchObject({ reason: "released" });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
