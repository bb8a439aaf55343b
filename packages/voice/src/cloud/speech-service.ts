import { retry, retryAfterFromHeaders } from "@pds/kit";
import { APICallError } from "ai";

/**
 * A cloud speech call failed (HTTP error, no answer in time, unreachable, unreadable audio). The message
 * is plain and safe to show a founder: it names the step and the cause, never the key or the response
 * body; `cause` keeps the SDK's error for the logs.
 */
export class SpeechServiceError extends Error {
  override readonly name = "SpeechServiceError";
  /** The HTTP status, when the service answered with an error. */
  readonly status: number | undefined;
  constructor(
    message: string,
    readonly reason: "http" | "timeout" | "network" | "invalid_response" | "released",
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/** What every cloud speech adapter is configured with. */
export interface CloudSpeechSettings {
  /** Sent as a bearer token; local OpenAI-compatible servers usually ignore it. */
  apiKey: string;
  /** An OpenAI-compatible server (speaches, LocalAI); api.openai.com when unset. */
  baseURL?: string;
  model: string;
  /** Whole-call limit, retries included, so a stalled service can never hold a session's turn queue. */
  timeoutMs: number;
  /** Retries of retryable failures (5xx, 429, network) inside the time limit; 1 unless told. */
  maxRetries?: number;
}

/** Base of the backoff: the first pause is at most this long, doubled per attempt. Short: a founder is waiting. */
const RETRY_BASE_MS = 450;

/**
 * Run one SDK call (made with the SDK's own retries off) under the time limit and the engine's `released`
 * signal (fired by `close()`); retry what the SDK marks retryable (5xx, 429, network) while time remains,
 * honouring Retry-After (milliseconds, seconds or an HTTP date); turn whatever is thrown into a
 * SpeechServiceError saying which step failed and why.
 */
export async function callSpeechService<T>(
  step: string,
  settings: Pick<CloudSpeechSettings, "timeoutMs" | "maxRetries">,
  run: (signal: AbortSignal) => Promise<T>,
  released?: AbortSignal,
): Promise<T> {
  if (released?.aborted) throw releasedError();
  return retry(
    {
      maxRetries: settings.maxRetries ?? 1,
      timeoutMs: settings.timeoutMs,
      signal: released,
      baseDelayMs: RETRY_BASE_MS,
      decide: (error) =>
        APICallError.isInstance(error) && error.isRetryable
          ? { retry: true, retryAfterMs: retryAfterFromHeaders(error.responseHeaders) }
          : { retry: false },
      giveUp: (error, { reason }) => {
        if (reason === "aborted") return releasedError(error);
        if (reason === "timeout") {
          return new SpeechServiceError(
            `${step} failed: the speech service did not answer within ${formatSeconds(settings.timeoutMs)}.`,
            "timeout",
            { cause: error },
          );
        }
        return describeFailure(step, error);
      },
    },
    (_attempt, signal) => run(signal),
  );
}

function describeFailure(step: string, error: unknown): SpeechServiceError {
  if (error instanceof SpeechServiceError) return error;
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  // The SDK also reports an unreadable 200 body as an APICallError; only error statuses count as "http".
  if (status !== undefined && status >= 300) {
    return new SpeechServiceError(`${step} failed: the speech service answered ${status}.`, "http", {
      status,
      cause: error,
    });
  }
  if (APICallError.isInstance(error) && status === undefined) {
    return new SpeechServiceError(`${step} failed: the speech service could not be reached.`, "network", {
      cause: error,
    });
  }
  return new SpeechServiceError(
    `${step} failed: the speech service sent an answer that could not be read.`,
    "invalid_response",
    { cause: error },
  );
}

const releasedError = (cause?: unknown) =>
  new SpeechServiceError("The speech engine was released.", "released", { cause });

const formatSeconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);
