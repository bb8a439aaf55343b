// The repository's own source files, for the checks that read them as text (folder cycles, file sizes).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const SOURCE_ROOTS = ["apps", "packages", "bench", "e2e", "scripts", "tools"];
const SKIP = new Set(["node_modules", "dist", "dist-ssr", "migrations", "public", "test-results", ".tmp"]);

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(full);
    const source = SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts");
    return source ? [full] : [];
  });
}

/** Absolute paths of every source file under the source roots (no dependencies, builds or migrations). */
export const sourceFiles = () => SOURCE_ROOTS.flatMap((dir) => walk(path.join(root, dir)));
