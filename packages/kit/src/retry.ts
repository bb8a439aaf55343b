/**
 * The one retry loop of the repository: bounded attempts, exponential backoff with jitter, Retry-After,
 * an overall deadline and caller cancellation. What counts as retryable, and which error the caller sees
 * in the end, stay with the caller (`decide`, `giveUp`), so every client keeps its own error types.
 */

/** The caller's verdict on one failure. */
export interface RetryDecision {
  retry: boolean;
  /** How long the server asked us to wait (see retryAfterFromHeaders); backoff is used when unset. */
  retryAfterMs?: number;
}

/**
 * Why the loop stopped: the failure was final, retries ran out, the wait would not fit (before the
 * deadline or under maxRetryAfterMs), the deadline passed, or the caller's signal aborted.
 */
export type GiveUpReason = "not_retryable" | "out_of_retries" | "out_of_time" | "timeout" | "aborted";

export interface GiveUp {
  /** Attempts made, the failed one included. */
  attempts: number;
  reason: GiveUpReason;
}

export interface RetryOptions<E = unknown> {
  /** Retries after the first attempt; 0 makes a single attempt. */
  maxRetries: number;
  decide(error: E, attempt: number): RetryDecision;
  /** The error to throw when giving up; the failure itself when unset. */
  giveUp?(error: E, giveUp: GiveUp): unknown;
  /** Limit for the whole run, waits included; attempts get a signal that aborts when it passes. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Base of the exponential backoff; 500 ms unless told. */
  baseDelayMs?: number;
  /** A longer Retry-After is not waited for at all. */
  maxRetryAfterMs?: number;
  /** Injected in tests. */
  random?: () => number;
}

/** Retry-After is honoured plus up to this much, so clients told the same moment do not all return at once. */
const RETRY_AFTER_JITTER_MS = 100;

/** Delay before retry number `attempt + 1`: Retry-After plus a little jitter, else exponential with jitter. */
export function backoffDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
  baseDelayMs = 500,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs + Math.round(random() * RETRY_AFTER_JITTER_MS);
  const ceiling = baseDelayMs * 2 ** attempt;
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A loop in progress, for callers that cannot hand over a callback (async generators). */
export interface RetryRun<E = unknown> {
  /** Aborted when the caller's signal aborts or the deadline passes; give it to every attempt. */
  readonly signal: AbortSignal;
  /** After attempt `attempt` (0-based) failed: waits for the next one, or throws what giveUp makes of it. */
  failed(error: E, attempt: number): Promise<void>;
  /** Stops the deadline timer; call it in a finally. */
  dispose(): void;
}

export function startRetry<E = unknown>(options: RetryOptions<E>): RetryRun<E> {
  const controller = new AbortController();
  const { timeoutMs, signal: outer } = options;
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`No result within ${timeoutMs} ms.`, "TimeoutError"));
        }, timeoutMs);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener("abort", onOuterAbort, { once: true });

  const stop = (error: E, attempt: number, reason: GiveUpReason): unknown =>
    options.giveUp ? options.giveUp(error, { attempts: attempt + 1, reason }) : error;
  const stopped = (): GiveUpReason => (timedOut ? "timeout" : "aborted");

  return {
    signal: controller.signal,
    async failed(error, attempt) {
      if (controller.signal.aborted) throw stop(error, attempt, stopped());
      const { retry, retryAfterMs } = options.decide(error, attempt);
      if (!retry) throw stop(error, attempt, "not_retryable");
      if (attempt >= options.maxRetries) throw stop(error, attempt, "out_of_retries");
      if (retryAfterMs !== undefined && retryAfterMs > (options.maxRetryAfterMs ?? Infinity)) {
        throw stop(error, attempt, "out_of_time");
      }
      const delay = backoffDelayMs(attempt, retryAfterMs, options.random, options.baseDelayMs);
      if (Date.now() + delay >= deadline) throw stop(error, attempt, "out_of_time");
      try {
        await sleep(delay, controller.signal);
      } catch {
        throw stop(error, attempt, stopped());
      }
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
    },
  };
}

/** Runs `attempt` until it succeeds or the loop gives up; each call gets its number and the run's signal. */
export async function retry<T>(
  options: RetryOptions,
  attempt: (attempt: number, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const run = startRetry(options);
  try {
    for (let n = 0; ; n++) {
      try {
        return await attempt(n, run.signal);
      } catch (error) {
        await run.failed(error, n);
      }
    }
  } finally {
    run.dispose();
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
