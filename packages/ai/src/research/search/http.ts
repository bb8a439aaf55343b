import { SearchError } from "./types.ts";

const MAX_RESPONSE_CHARS = 2_000_000;

/**
 * One JSON request for a search vendor, with a time limit and the caller's signal. Every failure comes
 * back as a `SearchError` (timeout, aborted, http status, network, or a body that is not JSON).
 */
export async function requestJson(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: combined, redirect: "error" });
  } catch (error) {
    throw failure(provider, error, timeout, signal);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new SearchError("http", `${provider} answered with HTTP ${response.status}.`, response.status);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failure(provider, error, timeout, signal);
  }
  if (text.length > MAX_RESPONSE_CHARS) {
    throw new SearchError("invalid_response", `${provider} sent an oversized response.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SearchError("invalid_response", `${provider} sent a response that is not JSON.`);
  }
}

function failure(provider: string, error: unknown, timeout: AbortSignal, signal?: AbortSignal) {
  if (signal?.aborted) return new SearchError("aborted", `${provider} search was cancelled.`);
  if (timeout.aborted) return new SearchError("timeout", `${provider} did not answer in time.`);
  const detail = error instanceof Error ? error.message : "request failed";
  return new SearchError("network", `${provider} could not be reached (${detail}).`);
}

/** Keep results with an http(s) URL, trim fields, cap the count and drop duplicate URLs. */
export function cleanResults(
  items: readonly { url?: unknown; title?: unknown; snippet?: unknown }[],
  limit: number,
) {
  const seen = new Set<string>();
  const results: { url: string; title: string; snippet: string }[] = [];
  for (const item of items) {
    if (typeof item.url !== "string" || !/^https?:\/\//iu.test(item.url)) continue;
    if (seen.has(item.url)) continue;
    seen.add(item.url);
    results.push({
      url: item.url,
      title: typeof item.title === "string" && item.title.trim() ? item.title.trim() : item.url,
      snippet: typeof item.snippet === "string" ? item.snippet.trim() : "",
    });
    if (results.length >= limit) break;
  }
  return results;
}
