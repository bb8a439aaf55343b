import type { Context } from "hono";

/**
 * Sets headers on the finished response in place. Hono's `c.header()` after the handler copies the whole
 * response for every header it sets; most responses' headers can simply be changed. A response whose
 * headers are immutable (`Response.redirect`, a fetched response) is copied once, then changed.
 */
export function setResponseHeaders(c: Context, headers: Record<string, string>): void {
  const entries = Object.entries(headers);
  try {
    for (const [name, value] of entries) c.res.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of entries) c.res.headers.set(name, value);
  }
}
