#!/usr/bin/env node
// Prints the size of the repository's source files (lines) and fails when one is over the limit: a file
// past 400 lines is doing several jobs. The median is printed so a drift towards big files shows.
import fs from "node:fs";
import path from "node:path";
import { root, sourceFiles } from "./source-files.mjs";

const MAX_LINES = 400;

const sizes = sourceFiles()
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
