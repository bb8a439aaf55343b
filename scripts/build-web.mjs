#!/usr/bin/env node
// `npm start` builds the web app only when what the build reads changed since the last build: its
// sources, the contracts it imports, the lockfile, and the VITE_* variables baked into the bundle.
// A rebuild on every start cost ~12 s of a ~14 s start (issue #16).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fingerprint } from "./fingerprint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
const stampFile = path.join(dist, ".build-stamp");

const inputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/viewer.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "packages/contracts/src",
  "packages/contracts/package.json",
  "package-lock.json",
];

export function buildWebIfChanged() {
  const current = fingerprint(root, inputs);
  const built =
    fs.existsSync(path.join(dist, "index.html")) &&
    fs.existsSync(path.join(root, "apps/web/dist-ssr/viewer-ssr.js")) &&
    fs.existsSync(stampFile);
  if (built && fs.readFileSync(stampFile, "utf8") === current) {
    console.log("Web app: up to date, not rebuilt.");
    return;
  }
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, current);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfChanged();
