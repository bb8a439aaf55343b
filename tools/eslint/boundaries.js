// An ESLint rule that keeps the repository's walls where DESIGN.md puts them. Every import is resolved to
// where it lands — a repository path for relative and `@pds/<workspace>` imports, `npm:<package>` for the
// rest — and checked against zones: files matching a zone's `files` pattern may not import a target
// matching one of its `forbid` patterns. A pattern may use the file pattern's named groups (`$<name>`),
// so "a feature may not reach into another feature" is one zone.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** `@pds/<name>` → the workspace folder, read from the workspaces' package.json files once. */
const workspaces = new Map(
  ["apps", "packages"].flatMap((group) =>
    fs
      .readdirSync(path.join(root, group))
      .filter((name) => fs.existsSync(path.join(root, group, name, "package.json")))
      .map((name) => {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, group, name, "package.json"), "utf8"));
        return [pkg.name, `${group}/${name}`];
      }),
  ),
);

/** Where an import lands: a repository-relative path, or `npm:<specifier>` for a package. */
export function importTarget(fromFile, specifier) {
  if (specifier.startsWith(".")) {
    const resolved = path.resolve(path.dirname(fromFile), specifier);
    return path.relative(root, resolved).split(path.sep).join("/");
  }
  const scoped = specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : specifier.split("/")[0];
  const workspace = workspaces.get(scoped);
  if (workspace) return `${workspace}/${specifier.slice(scoped.length + 1) || "src"}`;
  return `npm:${specifier}`;
}

const fill = (pattern, groups) => pattern.replace(/\$<(\w+)>/g, (_, name) => groups?.[name] ?? "");

/** @type {import("eslint").Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: "problem",
    docs: { description: "Imports must respect the workspace and folder boundaries of DESIGN.md." },
    schema: [{ type: "object", properties: { zones: { type: "array" } }, additionalProperties: false }],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const active = [];
    for (const zone of context.options[0]?.zones ?? []) {
      const match = new RegExp(zone.files).exec(file);
      if (!match || (zone.except && new RegExp(zone.except).test(file))) continue;
      active.push({ zone, forbid: zone.forbid.map((pattern) => new RegExp(fill(pattern, match.groups))) });
    }
    if (active.length === 0) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = importTarget(context.filename, specifier);
      for (const { zone, forbid } of active) {
        if (forbid.some((pattern) => pattern.test(target))) {
          context.report({ node: node.source, message: `${zone.message} ("${specifier}" → ${target})` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
