import { startRetry, type RetryOptions } from "@pds/kit";
import { AiUnavailableError, classifyError, type Classified } from "./errors.ts";

/**
 * Reliability for model calls: a first-token timeout per attempt, a total timeout for the whole run, bounded
 * retries with jitter that honour Retry-After (through @pds/kit's retry loop), and one typed error with a safe
 * message when it all fails. The SDK's own retries are switched off (maxRetries: 0) so that this, tested,
 * code is the only retry loop.
 */

export interface ReliabilityPolicy {
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  maxRetries: number;
  /** Base of the exponential backoff when there is no Retry-After. */
  baseDelayMs?: number;
  /** Longest Retry-After we are willing to wait. */
  maxRetryAfterMs?: number;
  /** Injected in tests. */
  random?: () => number;
}

export interface AttemptContext {
  /** 0 for the first attempt. */
  attempt: number;
  /** Aborted on first-token timeout, total timeout or caller abort. Pass it to the SDK call. */
  signal: AbortSignal;
  /** Call when the model produced its first token: stops the first-token timer. */
  markFirstToken(): void;
  /** Call once output reached the caller (text streamed, slide yielded): from then on a failure is final. */
  markCommitted(): void;
}

class FirstTokenTimeout extends Error {
  override readonly name = "FirstTokenTimeout";
}

/** A failed attempt, with what the loop needs to decide on it. */
class AttemptFailure {
  constructor(
    readonly cause: unknown,
    readonly classified: Classified,
    readonly committed: boolean,
  ) {}
}

function retryOptions(
  policy: ReliabilityPolicy,
  signal: AbortSignal | undefined,
): RetryOptions<AttemptFailure> {
  return {
    maxRetries: policy.maxRetries,
    timeoutMs: policy.totalTimeoutMs,
    signal,
    baseDelayMs: policy.baseDelayMs,
    maxRetryAfterMs: policy.maxRetryAfterMs ?? 60_000,
    random: policy.random,
    // Once output reached the caller a retry would repeat it, so a committed attempt's failure is final.
    decide: ({ classified, committed }) => ({
      retry: classified.retryable && !committed,
      retryAfterMs: classified.retryAfterMs,
    }),
    giveUp: ({ cause, classified }, { attempts, reason }) =>
      new AiUnavailableError(
        reason === "timeout" || reason === "aborted" ? reason : classified.code,
        attempts,
        cause,
      ),
  };
}

/** One attempt: its own signal (the run's, plus the first-token timer) and whether it committed output. */
function startAttempt(run: AbortSignal, attempt: number, firstTokenTimeoutMs: number) {
  const controller = new AbortController();
  let committed = false;
  let firstTokenTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
    () => controller.abort(new FirstTokenTimeout("first token timeout")),
    firstTokenTimeoutMs,
  );
  const clearFirstToken = () => {
    clearTimeout(firstTokenTimer);
    firstTokenTimer = undefined;
  };
  const onRunAbort = () => controller.abort(run.reason);
  if (run.aborted) onRunAbort();
  run.addEventListener("abort", onRunAbort, { once: true });
  const context: AttemptContext = {
    attempt,
    signal: controller.signal,
    markFirstToken: clearFirstToken,
    markCommitted: () => {
      clearFirstToken();
      committed = true;
    },
  };
  return {
    context,
    failure(error: unknown): AttemptFailure {
      const firstTokenLate = controller.signal.reason instanceof FirstTokenTimeout;
      const classified = firstTokenLate
        ? { code: "timeout" as const, retryable: true }
        : classifyError(error);
      return new AttemptFailure(error, classified, committed);
    },
    dispose: () => {
      clearFirstToken();
      run.removeEventListener("abort", onRunAbort);
    },
  };
}

/** Runs `fn` with timeouts and retries. Retries only while nothing has been committed to the caller. */
export async function runWithRetries<T>(
  policy: ReliabilityPolicy,
  signal: AbortSignal | undefined,
  fn: (context: AttemptContext) => Promise<T>,
): Promise<T> {
  const run = startRetry(retryOptions(policy, signal));
  try {
    for (let attempt = 0; ; attempt++) {
      const handle = startAttempt(run.signal, attempt, policy.firstTokenTimeoutMs);
      try {
        const result = await fn(handle.context);
        handle.context.signal.throwIfAborted();
        return result;
      } catch (error) {
        await run.failed(handle.failure(error), attempt);
      } finally {
        handle.dispose();
      }
    }
  } finally {
    run.dispose();
  }
}

/**
 * The streaming twin of runWithRetries: yields what `fn` yields. The first yielded item commits the run, so a
 * retry can never yield duplicates: a failure before it is retried, a failure after it is final.
 */
export async function* streamWithRetries<T>(
  policy: ReliabilityPolicy,
  signal: AbortSignal | undefined,
  fn: (context: AttemptContext) => AsyncIterable<T>,
): AsyncGenerator<T, void, undefined> {
  const run = startRetry(retryOptions(policy, signal));
  try {
    for (let attempt = 0; ; attempt++) {
      const handle = startAttempt(run.signal, attempt, policy.firstTokenTimeoutMs);
      try {
        for await (const item of fn(handle.context)) {
          handle.context.signal.throwIfAborted();
          handle.context.markCommitted();
          yield item;
        }
        handle.context.signal.throwIfAborted();
        return;
      } catch (error) {
        await run.failed(handle.failure(error), attempt);
      } finally {
        handle.dispose();
      }
    }
  } finally {
    run.dispose();
  }
}
