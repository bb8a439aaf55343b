import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../lib/http-env.ts";

export type Encoding = "br" | "gzip" | "identity";

/** Bodies smaller than this are sent as they are: compressing them saves less than the headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality 5 compresses the 1.1 MB PDF chunk in ~90 ms to within 8% of quality 11, which takes 3.2 s
 * on this machine: too slow for the first request of a file, and JSON answers are compressed per request.
 */
const BROTLI_QUALITY = 5;

/** The encodings an `Accept-Encoding` header allows (a q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Brotli when accepted, else gzip, else none; small bodies are never compressed. */
export function pickEncoding(header: string | undefined, size: number): Encoding {
  if (size < MIN_COMPRESS_BYTES) return "identity";
  const accepted = acceptedEncodings(header);
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

export function encode(bytes: Uint8Array, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (encoding === "gzip") return gzipSync(bytes, { level: 6 });
  return Buffer.from(bytes);
}

/**
 * A JSON answer, compressed when it is large enough and the caller accepts it (deck lists, research
 * sources); small answers are sent as they are, without a second copy of the body.
 */
export function jsonAnswer(c: Context<AppEnv>, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value);
  const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
  const encoding = pickEncoding(c.req.header("accept-encoding"), text.length);
  if (encoding === "identity") return c.body(text, status, headers);
  headers["content-encoding"] = encoding;
  return c.body(new Uint8Array(encode(Buffer.from(text), encoding)), status, headers);
}
