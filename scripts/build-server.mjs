#!/usr/bin/env node
// `npm start` runs the server compiled into one ES module (apps/server/dist/main.mjs) instead of loading
// TypeScript through tsx at run time. Dependencies stay in node_modules; only our own workspaces are bundled.
// Rebuilt only when what it reads changed (the same fingerprint idea as the web build).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fingerprint } from "./fingerprint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "apps/server/dist");
const outfile = path.join(outdir, "main.mjs");
const stampFile = path.join(outdir, ".build-stamp");

const inputs = [
  "apps/server/src",
  "apps/server/package.json",
  "packages/contracts/src",
  "packages/db/src",
  "packages/db/package.json",
  "packages/ai/src",
  "packages/voice/src",
  "packages/kit/src",
  "package-lock.json",
  "scripts/build-server.mjs",
];

/**
 * Bare imports other than our workspaces load from node_modules at run time. Each bundled file keeps its
 * own `import.meta.url`, so paths beside a source file (migrations, the flite child) still resolve.
 */
const workspacesInside = {
  name: "pds-workspaces-inside",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@pds/") || args.path.startsWith("node:") ? undefined : { external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: fs
        .readFileSync(args.path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      loader: "ts",
    }));
  },
};

export async function buildServerIfChanged() {
  const current = fingerprint(root, inputs);
  if (fs.existsSync(outfile) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === current) {
    console.log("Server: up to date, not recompiled.");
    return;
  }
  // esbuild is loaded only to compile: a start with nothing changed does not pay for it.
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "apps/server/src/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [workspacesInside],
  });
  fs.writeFileSync(stampFile, current);
  console.log("Server: compiled to apps/server/dist/main.mjs.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServerIfChanged();
