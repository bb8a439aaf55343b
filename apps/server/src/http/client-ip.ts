import type { IncomingHttpHeaders } from "node:http";

/**
 * The caller's address: the socket's, or with TRUST_PROXY the nearest hop a proxy appended.
 * Rate limits key on this, so a client cannot choose it by sending its own header.
 */
export function clientIp(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = headers["x-forwarded-for"];
    const value = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    const hops =
      value
        ?.split(",")
        .map((hop) => hop.trim())
        .filter(Boolean) ?? [];
    const nearest = hops.at(-1);
    if (nearest) return nearest;
  }
  return (remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}
