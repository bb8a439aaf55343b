import fs from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/create-auth.ts";
import type { AppEnv } from "../lib/http-env.ts";
import { setResponseHeaders } from "./response-headers.ts";

/**
 * Written by the web build (apps/web/vite.config.ts) next to index.html: the extra sources the bundle needs
 * for what was configured at build time (Sentry, Vapi), as `{ "<directive>": ["<source>", …] }`.
 */
const CSP_SOURCES_FILE = "csp-sources.json";

type CspSources = Record<string, string[]>;

/**
 * The SPA's policy. No inline or eval'd script: index.html loads `/config.js` and the bundle as files.
 * - script-src 'self': the bundle, its lazy chunks, /config.js and the capture AudioWorklet module
 *   (`audioWorklet.addModule("/audio/pcm-capture-worklet.js")` is checked against script-src).
 * - style-src 'unsafe-inline': Radix dialogs and menus (react-remove-scroll) insert a <style> element
 *   whose text varies with the scrollbar width, so neither a hash nor a static nonce fits. Styles cannot
 *   run code; the script policy is what stops XSS.
 * - connect-src: this origin over HTTP and WebSocket (sync and voice sockets). /config.js always points
 *   the app at this origin, so no other API origin is needed.
 * - img-src data: blob: for images made in the browser (data and object URLs), nothing remote;
 *   media-src blob: for voice playback.
 * - frame-ancestors 'none': no site may frame the app (clickjacking).
 */
function spaPolicy(connectOrigins: string[], extra: CspSources = {}): string {
  const directives: CspSources = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...connectOrigins],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  for (const [name, sources] of Object.entries(extra)) {
    directives[name] = [...new Set([...(directives[name] ?? ["'self'"]), ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** JSON from the API is never a document: it may load nothing and be framed by no one. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The WebSocket origin for an http(s) origin (older Safari does not count ws: as 'self'). */
const socketOrigin = (origin: string) => origin.replace(/^http/u, "ws");

/** The build's extra sources, re-read when the build changes it; none when the app is not built. */
function buildSources(webDist: string): () => CspSources {
  const file = path.join(path.resolve(webDist), CSP_SOURCES_FILE);
  let cached: { mtimeMs: number; sources: CspSources } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return {};
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let sources: CspSources = {};
      try {
        sources = JSON.parse(fs.readFileSync(file, "utf8")) as CspSources;
      } catch {
        // A half-written build: the base policy until the file is whole again.
      }
      cached = { mtimeMs, sources };
    }
    return cached.sources;
  };
}

/**
 * Security headers on every response: the CSP (the SPA's, or the API's for /api/*), no framing, no MIME
 * sniffing, the origin only as referrer cross-site (a full no-referrer would turn form POSTs' Origin into
 * "null", which the origin checks refuse), and HSTS when the public URL is https (over http it is ignored
 * anyway, and a local http deployment must not be pinned to https).
 */
export function securityHeaders(deps: { auth: Auth; webDist: string }): MiddlewareHandler<AppEnv> {
  const base = deps.auth.options.baseURL;
  const publicOrigin = typeof base === "string" ? new URL(base).origin : null;
  const hsts = publicOrigin?.startsWith("https:") ?? false;
  const extraSources = buildSources(deps.webDist);
  return async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    const origins = () => [...new Set([url.origin, publicOrigin ?? url.origin].map(socketOrigin))];
    setResponseHeaders(c, {
      "content-security-policy": url.pathname.startsWith("/api/")
        ? API_POLICY
        : spaPolicy(origins(), extraSources()),
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      ...(hsts ? { "strict-transport-security": "max-age=31536000" } : {}),
    });
  };
}
