import fs from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import type { AppEnv } from "../lib/http-env.ts";

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

/**
 * Source maps are never served: they hold the whole source. A build for Sentry writes them (hidden) for
 * its upload step only.
 */
const PRIVATE_EXTENSIONS = new Set([".map"]);

/**
 * Serves the built SPA: files under `dist` as they are (hashed assets cached for a year), and
 * `index.html` for every other path so client-side routes survive a reload.
 */
export function staticFiles(dist: string) {
  const root = path.resolve(dist);
  const indexPath = path.join(root, "index.html");
  return (c: Context<AppEnv>) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, "." + pathname);
    const inside = file.startsWith(root + path.sep) && !PRIVATE_EXTENSIONS.has(path.extname(file));
    if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = pathname.startsWith("/assets/");
      return c.body(fs.readFileSync(file), 200, {
        "content-type": types[path.extname(file)] ?? "application/octet-stream",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      });
    }
    if (path.extname(pathname) && pathname !== "/") return c.text("Not found", 404);
    if (!fs.existsSync(indexPath)) {
      return c.text(
        "The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).",
        503,
      );
    }
    return c.body(fs.readFileSync(indexPath), 200, {
      "content-type": types[".html"]!,
      "cache-control": "no-cache",
    });
  };
}
