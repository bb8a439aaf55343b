#!/usr/bin/env node
// Prints the size of the repository's source files (lines) and fails when one is over the limit: a file
// past 400 lines is doing several jobs. The median is printed so a drift towards big files shows.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAX_LINES = 400;
const SOURCE_ROOTS = ["apps", "packages", "bench", "e2e", "scripts", "tools"];
const SKIP = new Set(["node_modules", "dist", "migrations", "public", "test-results", ".tmp"]);
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(full);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const sizes = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))
  .map((file) => ({
    file: path.relative(root, file),
    lines: fs.readFileSync(file, "utf8").split("\n").length,
  }))
  .sort((a, b) => a.lines - b.lines);
const median = sizes[Math.floor(sizes.length / 2)]?.lines ?? 0;
const over = sizes.filter((entry) => entry.lines > MAX_LINES);
console.log(`${sizes.length} source files, median ${median} lines, largest ${sizes.at(-1)?.lines ?? 0}`);
for (const { file, lines } of sizes.slice(-5).reverse()) console.log(`  ${lines}  ${file}`);
for (const { file, lines } of over) console.log(`over ${MAX_LINES} lines: ${file} (${lines})`);
process.exit(over.length ? 1 : 0);
