import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../../scripts/os-packages.mjs", import.meta.url));
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * Runs `ensurePackages` for a package that is never present, with a fake `apt-get` first on PATH that
 * records its arguments and fails (so the update-then-retry path runs too). Returns one line per call.
 */
function recordAptCalls(): string[] {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), "pds-apt-"));
  folders.push(bin);
  const log = path.join(bin, "calls.log");
  fs.writeFileSync(path.join(bin, "apt-get"), `#!/bin/sh\necho "$*" >> "${log}"\nexit 1\n`, { mode: 0o755 });
  const code = `import(${JSON.stringify(script)}).then((m) => m.ensurePackages([{ pkg: "pds-fake", present: () => false }]))`;
  const run = spawnSync(process.execPath, ["-e", code], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` },
    stdio: "pipe",
  });
  expect(run.status).toBe(0);
  return fs.readFileSync(log, "utf8").trim().split("\n");
}

describe("scripts/os-packages.mjs", () => {
  // ensurePackages only calls apt-get as root; elsewhere it just names the command to run.
  it.skipIf(!isRoot)("waits for another apt process's lock on update and on install", () => {
    const calls = recordAptCalls();
    expect(calls).toEqual([
      expect.stringMatching(/^-o DPkg::Lock::Timeout=300 install .*pds-fake$/),
      "-o DPkg::Lock::Timeout=300 update",
      expect.stringMatching(/^-o DPkg::Lock::Timeout=300 install .*pds-fake$/),
    ]);
  });
});
