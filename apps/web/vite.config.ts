import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiTarget = process.env.PDS_API_TARGET ?? "http://localhost:3000";

/** Read by the server's security headers (apps/server/src/http/security-headers.ts, CSP_SOURCES_FILE). */
const CSP_SOURCES_FILE = "csp-sources.json";

/**
 * Sources the bundle needs beyond its own origin, for what is switched on at build time: Sentry's ingest
 * origin, and Vapi's API with Daily (its WebRTC transport: call-machine script from c.daily.co, signalling
 * over *.daily.co and Daily's *.pluot.blue relays, a blob: worker).
 */
function cspSources(env: Record<string, string | undefined>): Record<string, string[]> {
  const sources: Record<string, string[]> = {};
  const add = (directive: string, ...values: string[]) => {
    sources[directive] = [...(sources[directive] ?? []), ...values];
  };
  if (env.VITE_SENTRY_DSN) add("connect-src", new URL(env.VITE_SENTRY_DSN).origin);
  if (env.VITE_VOICE_PROVIDER === "vapi") {
    add("script-src", "https://c.daily.co");
    add(
      "connect-src",
      "https://api.vapi.ai",
      "https://*.daily.co",
      "wss://*.daily.co",
      "https://*.pluot.blue",
      "wss://*.pluot.blue",
    );
    add("worker-src", "blob:");
  }
  return sources;
}

/** Writes CSP_SOURCES_FILE into the build output, from the env the bundle itself is built with. */
function cspSourcesFile(env: Record<string, string | undefined>): Plugin {
  return {
    name: "pds-csp-sources",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: CSP_SOURCES_FILE,
        source: JSON.stringify(cspSources(env)),
      });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // The VITE_* values the bundle sees (.env files and the environment), as Vite itself loads them.
  const env = loadEnv(mode, process.cwd(), "VITE_");
  return {
    plugins: [react(), tailwindcss(), cspSourcesFile(env)],
    // The server renderer of the share page's first screen (`vite build --ssr src/viewer-ssr.tsx`, into
    // dist-ssr) needs none of the public files.
    publicDir: isSsrBuild ? false : "public",
    server: {
      proxy: {
        "/api": { target: apiTarget, ws: true, changeOrigin: false },
        "/config.js": { target: apiTarget },
      },
    },
    build: {
      // Source maps hold the whole source, so none are published. With Sentry on they are written "hidden"
      // (no sourceMappingURL comment) for an upload step (`sentry-cli sourcemaps upload apps/web/dist`);
      // the server never serves *.map either way.
      sourcemap: env.VITE_SENTRY_DSN ? "hidden" : false,
      chunkSizeWarningLimit: 900,
      // Two pages: the app, and the public viewer of a share link (its own small entry, no editor or router).
      rolldownOptions: {
        input: {
          main: fileURLToPath(new URL("index.html", import.meta.url)),
          viewer: fileURLToPath(new URL("viewer.html", import.meta.url)),
        },
      },
    },
  };
});
