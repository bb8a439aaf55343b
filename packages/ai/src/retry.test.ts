import { APICallError } from "ai";
import { describe, expect, it, vi } from "vitest";
import { AiUnavailableError, classifyError } from "./errors.ts";
import { runWithRetries, streamWithRetries, type AttemptContext, type ReliabilityPolicy } from "./retry.ts";

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

/** An attempt that never answers: it fails only when its signal aborts, as an SDK call would. */
const hang = (context: AttemptContext) =>
  new Promise<never>((_, reject) => {
    context.signal.addEventListener("abort", () => reject(context.signal.reason), { once: true });
  });

describe("model call reliability", () => {
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

  it("reads the wait from retry-after-ms or an HTTP-date Retry-After", () => {
    expect(classifyError(apiError(503, { "retry-after-ms": "750" })).retryAfterMs).toBe(750);
    vi.useFakeTimers({ now: Date.parse("2026-01-01T00:00:00Z"), toFake: ["Date"] });
    try {
      const dated = apiError(429, { "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" });
      expect(classifyError(dated).retryAfterMs).toBe(5_000);
    } finally {
      vi.useRealTimers();
    }
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

  it("retries an attempt whose first token is late, then reports a timeout", async () => {
    let calls = 0;
    const error = await runWithRetries(
      { ...policy, firstTokenTimeoutMs: 20, maxRetries: 1 },
      undefined,
      (c) => {
        calls++;
        return hang(c);
      },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "timeout", attempts: 2 });
    expect(calls).toBe(2);
  });

  it("reports the total timeout as a timeout and a caller's abort as aborted", async () => {
    const slow = { ...policy, totalTimeoutMs: 30 };
    await expect(runWithRetries(slow, undefined, hang)).rejects.toMatchObject({
      code: "timeout",
      attempts: 1,
    });
    const controller = new AbortController();
    const pending = runWithRetries(policy, controller.signal, hang);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "aborted", attempts: 1 });
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
