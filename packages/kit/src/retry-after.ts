/**
 * How long a server asked us to wait before trying again. Providers say it three ways: OpenAI's
 * `retry-after-ms` (milliseconds), and the standard `Retry-After` as delta seconds or as an HTTP date.
 */

const NUMBER = /^\d+(\.\d+)?$/;

/** Parses a Retry-After header (delta seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (NUMBER.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** The wait a response's headers ask for, in milliseconds; `retry-after-ms` wins as the more precise. */
export function retryAfterFromHeaders(
  headers: Readonly<Record<string, string | undefined>> | undefined,
  now = Date.now(),
): number | undefined {
  const precise = headerValue(headers, "retry-after-ms")?.trim();
  if (precise && NUMBER.test(precise)) return Math.round(Number(precise));
  return parseRetryAfter(headerValue(headers, "retry-after"), now);
}

/** Header names are case-insensitive, and SDKs pass them on as the server spelled them. */
function headerValue(
  headers: Readonly<Record<string, string | undefined>> | undefined,
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}
