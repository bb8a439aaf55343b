/**
 * JS each first page downloads before anything is clicked, gzip-compressed (issue 12 and 16: `/` ≤ 120 KB, `/dashboard` ≤ 160 KB,
 * `/create` ≤ 250 KB, export code lazy; `/create` with a deck open also counts the editor, which a new
 * deck's brief does not wait for). Reads the production build in apps/web/dist (built first when it
 * is missing): the entry script and its modulepreloads from index.html, plus, for a signed-in route, the
 * lazily loaded layout and route chunks with every chunk they import statically.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../apps/web/dist");
const assets = path.join(dist, "assets");
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

const pages = [
  { path: "/", routeChunks: [], targetKb: 120 },
  // A new deck's brief shows before the editor's code loads; an open deck waits for the editor too.
  { path: "/create", routeChunks: ["signed-in-layout", "create"], targetKb: 250 },
  { path: "/create?deck", routeChunks: ["signed-in-layout", "create", "editor-workspace"], targetKb: 250 },
  { path: "/dashboard", routeChunks: ["signed-in-layout", "dashboard"], targetKb: 160 },
];

function chunkNamed(prefix: string): string {
  const file = fs.readdirSync(assets).find((name) => name.startsWith(`${prefix}-`) && name.endsWith(".js"));
  if (!file) throw new Error(`no ${prefix}-*.js chunk in ${assets}`);
  return file;
}

/** The chunk and every chunk it imports statically (what the browser must fetch before running it). */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1]!);
  }
  return seen;
}

function entryFiles(): string[] {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(assets, file))).length / 1024;

export async function run(): Promise<boolean> {
  if (!fs.existsSync(path.join(dist, "index.html"))) execSync("npm run build", { stdio: "inherit" });
  console.log("JS per first page load (gzip), from the production build:\n");
  let met = true;
  for (const page of pages) {
    const files = withStaticImports([...entryFiles(), ...page.routeChunks.map(chunkNamed)]);
    const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    const lazyExport = [...files].some((file) => /^build-(pdf|pptx)-/.test(file));
    const ok = total <= page.targetKb && !lazyExport;
    met &&= ok;
    console.log(
      `${page.path.padEnd(13)} ${total.toFixed(1).padStart(6)} KB in ${files.size} files ` +
        `(target ≤ ${page.targetKb} KB, export code ${lazyExport ? "INCLUDED" : "not included"}) ${ok ? "ok" : "MISSED"}`,
    );
  }
  return met;
}
