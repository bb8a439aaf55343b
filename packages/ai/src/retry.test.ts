import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import {
  AiUnavailableError,
  classifyError,
  parseRetryAfter,
  retryDelayMs,
  runWithRetries,
  streamWithRetries,
  type ReliabilityPolicy,
} from "./retry.ts";

const policy: ReliabilityPolicy = {
  firstTokenTimeoutMs: 1000,
  totalTimeoutMs: 5000,
  maxRetries: 2,
  baseDelayMs: 5,
};

function apiError(statusCode: number, headers: Record<string, string> = {}) {
  return new APICallError({
    message: "upstream said no",
    url: "http://127.0.0.1/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });
}

describe("retry helpers", () => {
  it("parses Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("1", now)).toBe(1000);
    expect(parseRetryAfter("0.5", now)).toBe(500);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:03 GMT", now)).toBe(3000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it("jitters exponential backoff and adds at most 100 ms to Retry-After", () => {
    expect(retryDelayMs(0, undefined, () => 0, 500)).toBe(250);
    expect(retryDelayMs(0, undefined, () => 1, 500)).toBe(500);
    expect(retryDelayMs(2, undefined, () => 1, 500)).toBe(2000);
    expect(retryDelayMs(0, 1000, () => 1)).toBe(1100);
  });

  it("classifies errors", () => {
    expect(classifyError(apiError(429, { "Retry-After": "2" }))).toEqual({
      code: "rate_limited",
      retryable: true,
      retryAfterMs: 2000,
    });
    expect(classifyError(apiError(503)).retryable).toBe(true);
    expect(classifyError(apiError(500)).retryable).toBe(true);
    expect(classifyError(apiError(401)).retryable).toBe(false);
    expect(classifyError(new Error("bug")).retryable).toBe(false);
  });

  it("runWithRetries retries retryable failures and returns the first success", async () => {
    let calls = 0;
    const result = await runWithRetries(policy, undefined, async () => {
      calls++;
      if (calls < 3) throw apiError(502);
      return "ok";
    });
    expect(result).toBe("ok");
    expect(calls).toBe(3);
  });

  it("does not retry after output was committed", async () => {
    let calls = 0;
    const error = await runWithRetries(policy, undefined, async (context) => {
      calls++;
      context.markCommitted();
      throw apiError(502);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect(calls).toBe(1);
  });

  it("gives up at once when Retry-After is longer than the time left", async () => {
    let calls = 0;
    const error = await runWithRetries({ ...policy, totalTimeoutMs: 500 }, undefined, async () => {
      calls++;
      throw apiError(429, { "retry-after": "30" });
    }).catch((e: unknown) => e);
    expect((error as AiUnavailableError).code).toBe("rate_limited");
    expect(calls).toBe(1);
  });

  it("streamWithRetries retries only before the first item", async () => {
    let calls = 0;
    const seen: number[] = [];
    const run = streamWithRetries(policy, undefined, async function* () {
      calls++;
      if (calls === 1) throw apiError(500);
      yield 1;
      throw apiError(500);
    });
    const error = await (async () => {
      for await (const item of run) seen.push(item);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([1]);
    expect(calls).toBe(2);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).message).toBe("The AI provider is unavailable right now.");
  });
});
