/**
 * `npm start` on an already-built checkout: time to the first HTTP 200 and idle RSS, on a new data folder
 * (first boot) and again on the same folder (restart), each beside the floor: Node starting a bare
 * `node:http` hello server. Targets (the performance issue): first 200 ≤ 2 s after a restart, idle RSS ≤ 250
 * MiB after the first boot and ≤ 400 MiB on the first boot itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IDLE_MS = 5_000;
const FLOOR = `require("node:http").createServer((q, s) => s.end("ok")).listen(Number(process.env.PORT), "127.0.0.1")`;

/**
 * What `npm start` runs: package.json's start script, its leading `NAME=value` settings as the environment
 * (the glibc trim threshold, decision 016) and the script node runs. The bench starts that same command.
 */
function npmStart(): { env: Record<string, string>; script: string } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const words = scripts.start.trim().split(/\s+/u);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/u.test(words[0] ?? "")) {
    const [name, ...value] = words.shift()!.split("=");
    env[name!] = value.join("=");
  }
  if (words[0] !== "node" || words.length !== 2) throw new Error(`unexpected start script: ${scripts.start}`);
  return { env, script: words[1]! };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function firstOk(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measure(args: string[], env: Record<string, string>, url: (port: number) => string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    const ms = await firstOk(url(port), child, started);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { ms, rss: rssMiB(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

export async function run(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-start-"));
  try {
    const start = (port: number) => `http://127.0.0.1:${port}/api/health`;
    const command = npmStart();
    const env = { ...command.env, DATA_DIR: dataDir };
    // Builds the web app and the server if needed, so the timed runs below find them current.
    await measure(
      [command.script],
      { ...command.env, DATA_DIR: fs.mkdtempSync(path.join(dataDir, "warm-")) },
      start,
    );
    const floor = await measure(["-e", FLOOR], {}, (port) => `http://127.0.0.1:${port}/`);
    const first = await measure([command.script], env, start);
    const restart = await measure([command.script], env, start);
    const row = (name: string, r: { ms: number; rss: number }) =>
      `${name.padEnd(34)} first 200 ${(r.ms / 1000).toFixed(2)} s (×${(r.ms / floor.ms).toFixed(1)})   ` +
      `idle RSS ${r.rss.toFixed(0)} MiB (×${(r.rss / floor.rss).toFixed(1)})`;
    console.log(
      `${"floor: node + node:http hello".padEnd(34)} first 200 ${(floor.ms / 1000).toFixed(2)} s   idle RSS ${floor.rss.toFixed(0)} MiB`,
    );
    console.log(row("npm start, first boot (new data)", first) + "   (target RSS ≤ 400 MiB)");
    console.log(row("npm start, restart (already built)", restart) + "   (target ≤ 2 s, RSS ≤ 250 MiB)");
    return restart.ms <= 2_000 && restart.rss <= 250 && first.rss <= 400;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
