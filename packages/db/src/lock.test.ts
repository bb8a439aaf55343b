import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { acquireLock, DatabaseLockedError } from "./lock.ts";

let dir: string;
const children: ChildProcess[] = [];

/** A live process that is not us: a child Node sleeping until we stop it. */
function liveChild(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid!;
  await new Promise((resolve) => child.once("exit", resolve));
  return pid;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-lock-"));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded database lock", () => {
  it("takes a free lock, writes our pid, and releases it", () => {
    const lockPath = path.join(dir, "pglite.lock");
    const release = acquireLock(lockPath, dir);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("refuses a folder another live process holds, with a message saying what to do", () => {
    const owner = liveChild();
    const lockPath = path.join(dir, "pglite.lock");
    fs.writeFileSync(lockPath, String(owner.pid));
    let error: unknown;
    try {
      acquireLock(lockPath, dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toBe(
      `The embedded database in ${dir} is in use by another process (pid ${owner.pid}). ` +
        `Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.`,
    );
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(owner.pid));
  });

  it("takes over a stale lock whose process is gone", async () => {
    const lockPath = path.join(dir, "pglite.lock");
    fs.writeFileSync(lockPath, String(await deadPid()));
    const release = acquireLock(lockPath, dir);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock file with garbage in it", () => {
    const lockPath = path.join(dir, "pglite.lock");
    fs.writeFileSync(lockPath, "not a pid");
    acquireLock(lockPath, dir)();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("openDatabase refuses a data folder locked by a live process before touching it", async () => {
    const owner = liveChild();
    const dataDir = path.join(dir, "pglite");
    fs.writeFileSync(`${dataDir}.lock`, String(owner.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by another process (pid ${owner.pid})`);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
