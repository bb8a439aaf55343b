// One hash over the files a build reads (folders walked, node_modules and dist skipped) and the VITE_*
// variables baked into the web bundle: equal fingerprints mean the last build is still current.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

function* filesUnder(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name === "node_modules" || name === "dist") continue;
    yield* filesUnder(path.join(entry, name));
  }
}

export function fingerprint(root, inputs, env = process.env) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  }
  const viteVars = Object.keys(env)
    .filter((name) => name.startsWith("VITE_"))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return hash.update(viteVars.join("\n")).digest("hex");
}
