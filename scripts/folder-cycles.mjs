#!/usr/bin/env node
// Prints the folder import graph of the repository's TypeScript and fails when folders import each other
// in a cycle. A folder counts with everything below it, so sibling folders at every level must form a
// DAG (e.g. `modules/` may import `functions/` only if `functions/` never imports `modules/`), while a
// folder and its own subfolders may use each other. An import of `@pds/<name>` points at that workspace's
// entry folder. Type-only imports count: a cycle of types is still a cycle of knowledge.
//   node scripts/folder-cycles.mjs           cycles only (exit 1 when there is one)
//   node scripts/folder-cycles.mjs --graph   the whole folder graph as well
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { root, SOURCE_EXTENSIONS, sourceFiles } from "./source-files.mjs";

const EXTENSIONS = SOURCE_EXTENSIONS;
const IMPORT =
  /(?:^|[^.\w])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

/** `@pds/<name>` → the folder of the workspace's entry file. */
function workspaceEntries() {
  const entries = new Map();
  for (const group of ["apps", "packages"]) {
    for (const name of fs.readdirSync(path.join(root, group))) {
      const manifest = path.join(root, group, name, "package.json");
      if (!fs.existsSync(manifest)) continue;
      const pkg = JSON.parse(fs.readFileSync(manifest, "utf8"));
      const entry = typeof pkg.exports?.["."] === "string" ? pkg.exports["."] : pkg.main;
      if (entry) entries.set(pkg.name, path.dirname(path.join(root, group, name, entry)));
    }
  }
  return entries;
}

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const stripped = base.replace(/\.js$/, "");
  candidates.push(...EXTENSIONS.map((ext) => stripped + ext));
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/**
 * Where an import from folder `from` to folder `to` crosses a boundary: the two sibling folders under
 * their closest common ancestor. A folder is one unit with everything below it, so an import between a
 * folder and its own subfolder crosses nothing.
 */
function siblingsCrossed(from, to) {
  const a = from.split("/");
  const b = to.split("/");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return null;
  return [a.slice(0, i + 1).join("/"), b.slice(0, i + 1).join("/")];
}

/** The folder graph: folder → folders it imports from, each with one file that does (repository-relative). */
export function folderGraph() {
  const entries = workspaceEntries();
  const graph = new Map();
  const rel = (p) => path.relative(root, p) || ".";
  const add = (from, to, via) => {
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.get(from).has(to)) graph.get(from).set(to, via);
  };
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      let target;
      if (specifier.startsWith(".")) {
        const resolved = resolveRelative(file, specifier);
        if (resolved) target = rel(path.dirname(resolved));
      } else if (entries.has(specifier)) {
        target = rel(entries.get(specifier));
      }
      const crossed = target && siblingsCrossed(rel(path.dirname(file)), target);
      if (crossed) add(crossed[0], crossed[1], `${rel(file)} → ${specifier}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = folderGraph();
  const edges = [...graph].sort(([a], [b]) => a.localeCompare(b));
  if (process.argv.includes("--graph")) {
    for (const [from, targets] of edges) console.log(`${from} → ${[...targets.keys()].sort().join(", ")}`);
    console.log("");
  }
  const found = cycles(graph);
  for (const component of found) {
    console.log(`cycle: ${component.join(" ↔ ")}`);
    for (const from of component) {
      for (const [to, via] of graph.get(from))
        if (component.includes(to)) console.log(`  ${from} → ${to}  (${via})`);
    }
  }
  const count = edges.reduce((sum, [, targets]) => sum + targets.size, 0);
  console.log(`${count} folder imports, ${found.length} folder cycle${found.length === 1 ? "" : "s"}`);
  process.exit(found.length ? 1 : 0);
}
