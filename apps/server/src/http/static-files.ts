import fs from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import type { AppEnv } from "../lib/http-env.ts";
import { encode, pickEncoding, type Encoding } from "./compression.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

/** Types worth compressing: text. Images and woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".wasm", ".txt"]);

/**
 * Source maps are never served: they hold the whole source. A build for Sentry writes them (hidden) for
 * its upload step only. Dotfiles (the build's fingerprint stamp) are not the app's either.
 */
const isPrivate = (file: string) => path.extname(file) === ".map" || path.basename(file).startsWith(".");

/**
 * The share page with its first slide drawn in, from the page's template (apps/server/src/share/
 * viewer-preview.ts); null sends the template as it is.
 */
export type SharePagePreview = (
  c: Context<AppEnv>,
  token: string,
  template: string,
) => Promise<string | null>;

interface CachedFile {
  mtimeMs: number;
  bytes: Buffer;
  encoded: Map<Encoding, Buffer>;
}

/**
 * Serves the built SPA: files under `dist` as they are (hashed assets cached for a year), `viewer.html`
 * for a share link's page (`/s/<token>`), and `index.html` for every other path so client-side routes
 * survive a reload. Text files are sent with
 * brotli or gzip when the browser accepts it, compressed once per file version and encoding and kept in
 * memory (the build is a few MB). A share page whose link opens without a gate is sent with its first
 * slide drawn in (`preview`), compressed per request.
 */
export function staticFiles(dist: string, preview?: SharePagePreview) {
  const root = path.resolve(dist);
  const indexPath = path.join(root, "index.html");
  const viewerPath = path.join(root, "viewer.html");
  const cache = new Map<string, CachedFile>();

  const fileOf = (file: string, mtimeMs: number): CachedFile => {
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const fresh = { mtimeMs, bytes: fs.readFileSync(file), encoded: new Map<Encoding, Buffer>() };
    cache.set(file, fresh);
    return fresh;
  };

  const send = (c: Context<AppEnv>, file: string, mtimeMs: number, cacheControl: string) => {
    const entry = fileOf(file, mtimeMs);
    const compressible = COMPRESSIBLE.has(path.extname(file));
    const encoding = compressible
      ? pickEncoding(c.req.header("accept-encoding"), entry.bytes.length)
      : "identity";
    let body = encoding === "identity" ? entry.bytes : entry.encoded.get(encoding);
    if (!body) {
      body = encode(entry.bytes, encoding);
      entry.encoded.set(encoding, body);
    }
    const headers: Record<string, string> = {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "cache-control": cacheControl,
    };
    if (compressible) headers.vary = "Accept-Encoding";
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };

  const sendPage = (c: Context<AppEnv>, html: string) => {
    const bytes = Buffer.from(html);
    const encoding = pickEncoding(c.req.header("accept-encoding"), bytes.length);
    const headers: Record<string, string> = {
      "content-type": types[".html"]!,
      "cache-control": "no-store",
      vary: "Accept-Encoding",
    };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    return c.body(new Uint8Array(encode(bytes, encoding)), 200, headers);
  };

  const sharePage = async (c: Context<AppEnv>, pathname: string, mtimeMs: number) => {
    const token = pathname.slice("/s/".length).replace(/\/+$/u, "");
    if (preview && token) {
      const html = await preview(c, token, fileOf(viewerPath, mtimeMs).bytes.toString("utf8"));
      if (html) return sendPage(c, html);
    }
    return send(c, viewerPath, mtimeMs, "no-cache");
  };

  return (c: Context<AppEnv>) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, "." + pathname);
    const inside = file.startsWith(root + path.sep) && !isPrivate(file);
    const stat = inside ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
    if (stat?.isFile()) {
      const immutable = pathname.startsWith("/assets/");
      return send(c, file, stat.mtimeMs, immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
    if (path.extname(pathname) && pathname !== "/") return c.text("Not found", 404);
    // A share link's page: the viewer's own entry (the app's router also serves it, e.g. in development).
    const viewer = pathname.startsWith("/s/")
      ? fs.statSync(viewerPath, { throwIfNoEntry: false })
      : undefined;
    if (viewer) return sharePage(c, pathname, viewer.mtimeMs);
    const index = fs.statSync(indexPath, { throwIfNoEntry: false });
    if (!index) {
      return c.text(
        "The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).",
        503,
      );
    }
    return send(c, indexPath, index.mtimeMs, "no-cache");
  };
}
