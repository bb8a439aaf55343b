import type { IncomingMessage } from "node:http";

/** A WebSocket upgrade request's headers as Fetch `Headers`, for better-auth's session lookup. */
export function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return headers;
}
