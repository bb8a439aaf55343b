import { retryAfterFromHeaders } from "@pds/kit";
import { APICallError } from "ai";

/**
 * How a model call fails: the codes and safe messages the caller sees, and which failures are worth
 * another attempt (the retry loop in retry.ts asks classifyError).
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

export interface Classified {
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
    const retryAfterMs = retryAfterFromHeaders(apiError.responseHeaders);
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
