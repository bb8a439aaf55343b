// A throwaway PostgreSQL 15 server for the test script's pg stage and the benchmarks.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PG_BIN = "/usr/lib/postgresql/15/bin";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** A TCP port free on the loopback interface right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL 15 on a loopback port, as user postgres (it refuses to run as root), tuned for
 * tests (no fsync). `onStop` receives the stop function before anything can fail, so a caller that cleans
 * up on exit removes a half-started server too.
 */
export async function startPostgres({ onStop = () => {} } = {}) {
  const needed = ["initdb", "postgres", "pg_isready"].map((b) => path.join(PG_BIN, b));
  const missing = needed.filter((file) => !fs.existsSync(file));
  if (missing.length) {
    throw new Error(
      `PostgreSQL 15 binaries are missing (${missing.join(", ")}). Install them with:\n` +
        `  sudo apt-get install -y postgresql-15`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-pg-"));
  const dataDir = path.join(dir, "data");
  const socketDir = path.join(dir, "socket");
  fs.mkdirSync(socketDir);
  const asPostgres = (command, args) =>
    isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  let server;
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // runuser may exit before the postmaster it started: signal the postmaster itself and wait for it.
  const stop = async () => {
    const pidFile = path.join(dataDir, "postmaster.pid");
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]) : NaN;
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
      process.kill(pid, "SIGINT"); // fast shutdown
      const deadline = Date.now() + 15_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (alive(pid)) process.kill(pid, "SIGKILL");
    }
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  onStop(stop);
  if (isRoot) spawnSync("chown", ["-R", "postgres:postgres", dir], { stdio: "inherit" });

  const [initCmd, initArgs] = asPostgres(path.join(PG_BIN, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const port = await freePort();
  const [pgCmd, pgArgs] = asPostgres(path.join(PG_BIN, "postgres"), [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-k",
    socketDir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "max_connections=400",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
  ]);
  let log = "";
  server = spawn(pgCmd, pgArgs, { stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited during start:\n${log}`);
    const ready = spawnSync(path.join(PG_BIN, "pg_isready"), [
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      "postgres",
    ]);
    if (ready.status === 0) break;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not become ready in 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`PostgreSQL 15 is running on 127.0.0.1:${port} (data in ${dataDir}).`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
