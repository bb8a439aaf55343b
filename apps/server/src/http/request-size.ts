import { limits } from "@pds/contracts";
import { bodyLimit } from "hono/body-limit";

const TOO_LARGE = `The request is too large (${limits.requestBodyMaxBytes / (1024 * 1024)} MB at most).`;

/**
 * Refuse a request body over `maxBytes` with 413 INVALID_INPUT before reading it: a declared
 * Content-Length is refused at once, a chunked body as soon as it passes the limit.
 */
export function requestSizeLimit(maxBytes: number = limits.requestBodyMaxBytes, message = TOO_LARGE) {
  const body = { error: { code: "INVALID_INPUT", message } };
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(body, 413) });
}
