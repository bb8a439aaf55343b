import { APICallError } from "ai";

/**
 * Reliability for model calls: a first-token timeout per attempt, a total timeout for the whole run, bounded
 * retries with jitter that honour Retry-After, and one typed error with a safe message when it all fails.
 * The SDK's own retries are switched off (maxRetries: 0) so that this, tested, code is the only retry loop.
 */

export type AiFailureCode = "timeout" | "rate_limited" | "upstream" | "invalid_output" | "aborted";

const safeMessages: Record<AiFailureCode, string> = {
  timeout: "The AI model took too long to respond.",
  rate_limited: "The AI provider is busy right now.",
  upstream: "The AI provider is unavailable right now.",
  invalid_output: "The AI model returned output that could not be used.",
  aborted: "The AI request was cancelled.",
};

/** Thrown when a model run fails for good. `message` is safe to show; details stay in `cause` for the logs. */
export class AiUnavailableError extends Error {
  override readonly name = "AiUnavailableError";
  readonly code: AiFailureCode;
  readonly attempts: number;

  constructor(code: AiFailureCode, attempts: number, cause?: unknown) {
    super(safeMessages[code], { cause });
    this.code = code;
    this.attempts = attempts;
  }
}

/** Raised inside an attempt when the model answered but nothing usable came out; retried like a failure. */
export class InvalidModelOutputError extends Error {
  override readonly name = "InvalidModelOutputError";
}

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

/** Parses a Retry-After header (delta seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Delay before retry number `attempt + 1`: Retry-After plus a little jitter, else exponential with jitter. */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
  baseDelayMs = 500,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs + Math.round(random() * 100);
  const ceiling = baseDelayMs * 2 ** attempt;
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

interface Classified {
  code: AiFailureCode;
  retryable: boolean;
  retryAfterMs?: number;
}

function findApiCallError(error: unknown): APICallError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    if (APICallError.isInstance(current)) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** Decides whether an error thrown by an attempt is worth another try. */
export function classifyError(error: unknown): Classified {
  if (error instanceof InvalidModelOutputError) return { code: "invalid_output", retryable: true };
  const apiError = findApiCallError(error);
  if (apiError) {
    const status = apiError.statusCode;
    const retryAfterMs = parseRetryAfter(headerValue(apiError.responseHeaders, "retry-after"));
    if (status === 429) return { code: "rate_limited", retryable: true, retryAfterMs };
    if (status === 503) return { code: "upstream", retryable: true, retryAfterMs };
    if (status === undefined || status === 408 || status === 409 || status >= 500) {
      return { code: "upstream", retryable: true };
    }
    return { code: "upstream", retryable: false };
  }
  if (error instanceof TypeError) return { code: "upstream", retryable: true }; // network failure in fetch
  return { code: "upstream", retryable: isLikelyTransient(error) };
}

function isLikelyTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === "string" && ["ECONNRESET", "ECONNREFUSED", "ETIMEDOUT", "EPIPE"].includes(code);
}

class FirstTokenTimeout extends Error {
  override readonly name = "FirstTokenTimeout";
}
class TotalTimeout extends Error {
  override readonly name = "TotalTimeout";
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
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

/** One run: owns the total timer and hands out attempts. */
class Run {
  private readonly controller = new AbortController();
  private readonly totalTimer: ReturnType<typeof setTimeout>;
  private readonly startedAt = Date.now();
  private readonly detachOuter: () => void;

  constructor(
    private readonly policy: ReliabilityPolicy,
    outer: AbortSignal | undefined,
  ) {
    this.totalTimer = setTimeout(
      () => this.controller.abort(new TotalTimeout("total timeout")),
      policy.totalTimeoutMs,
    );
    const onOuterAbort = () => this.controller.abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    this.detachOuter = () => outer?.removeEventListener("abort", onOuterAbort);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  remainingMs(): number {
    return this.policy.totalTimeoutMs - (Date.now() - this.startedAt);
  }

  startAttempt(attempt: number): { context: AttemptContext; committed: () => boolean; dispose: () => void } {
    const attemptController = new AbortController();
    let committed = false;
    let firstTokenTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => attemptController.abort(new FirstTokenTimeout("first token timeout")),
      this.policy.firstTokenTimeoutMs,
    );
    const clearFirstToken = () => {
      if (firstTokenTimer !== undefined) clearTimeout(firstTokenTimer);
      firstTokenTimer = undefined;
    };
    const onRunAbort = () => attemptController.abort(this.signal.reason);
    if (this.signal.aborted) onRunAbort();
    this.signal.addEventListener("abort", onRunAbort, { once: true });
    return {
      context: {
        attempt,
        signal: attemptController.signal,
        markFirstToken: clearFirstToken,
        markCommitted: () => {
          clearFirstToken();
          committed = true;
        },
      },
      committed: () => committed,
      dispose: () => {
        clearFirstToken();
        this.signal.removeEventListener("abort", onRunAbort);
      },
    };
  }

  /**
   * Turns an attempt's failure into either a wait-then-retry (resolves) or a final AiUnavailableError (throws).
   */
  async afterFailure(error: unknown, attemptSignal: AbortSignal, attempt: number, committed: boolean) {
    const attempts = attempt + 1;
    const reason: unknown = attemptSignal.aborted ? attemptSignal.reason : undefined;
    if (reason instanceof TotalTimeout) throw new AiUnavailableError("timeout", attempts, error);
    if (this.signal.aborted) throw new AiUnavailableError("aborted", attempts, error);
    const classified: Classified =
      reason instanceof FirstTokenTimeout ? { code: "timeout", retryable: true } : classifyError(error);
    if (!classified.retryable || committed || attempt >= this.policy.maxRetries) {
      throw new AiUnavailableError(classified.code, attempts, error);
    }
    if (
      classified.retryAfterMs !== undefined &&
      classified.retryAfterMs > (this.policy.maxRetryAfterMs ?? 60_000)
    ) {
      throw new AiUnavailableError(classified.code, attempts, error);
    }
    const delay = retryDelayMs(attempt, classified.retryAfterMs, this.policy.random, this.policy.baseDelayMs);
    if (delay >= this.remainingMs()) throw new AiUnavailableError(classified.code, attempts, error);
    try {
      await sleep(delay, this.signal);
    } catch {
      const code = this.signal.reason instanceof TotalTimeout ? "timeout" : "aborted";
      throw new AiUnavailableError(code, attempts, error);
    }
  }

  dispose() {
    clearTimeout(this.totalTimer);
    this.detachOuter();
  }
}

/** Runs `fn` with timeouts and retries. Retries only while nothing has been committed to the caller. */
export async function runWithRetries<T>(
  policy: ReliabilityPolicy,
  signal: AbortSignal | undefined,
  fn: (context: AttemptContext) => Promise<T>,
): Promise<T> {
  const run = new Run(policy, signal);
  try {
    for (let attempt = 0; ; attempt++) {
      const handle = run.startAttempt(attempt);
      try {
        const result = await fn(handle.context);
        handle.context.signal.throwIfAborted();
        return result;
      } catch (error) {
        await run.afterFailure(error, handle.context.signal, attempt, handle.committed());
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
  const run = new Run(policy, signal);
  try {
    for (let attempt = 0; ; attempt++) {
      const handle = run.startAttempt(attempt);
      try {
        for await (const item of fn(handle.context)) {
          handle.context.signal.throwIfAborted();
          handle.context.markCommitted();
          yield item;
        }
        handle.context.signal.throwIfAborted();
        return;
      } catch (error) {
        await run.afterFailure(error, handle.context.signal, attempt, handle.committed());
      } finally {
        handle.dispose();
      }
    }
  } finally {
    run.dispose();
  }
}
