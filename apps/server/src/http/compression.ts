import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
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

/** JSON answers (deck lists, research sources) compressed per request when the caller accepts it. */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (!type.startsWith("application/json") || res.headers.has("content-encoding") || !res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoding = pickEncoding(c.req.header("accept-encoding"), bytes.length);
    const headers = new Headers(res.headers);
    headers.append("vary", "Accept-Encoding");
    if (encoding !== "identity") {
      headers.set("content-encoding", encoding);
      headers.delete("content-length");
    }
    c.res = new Response(new Uint8Array(encode(bytes, encoding)), { status: res.status, headers });
  };
}
