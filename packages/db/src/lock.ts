import fs from "node:fs";

/** Thrown when another live process already owns the embedded database folder. */
export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite allows one process per data folder. Take a pid lock file beside it; a stale lock
 * (its process is gone) is taken over, a live one is refused with a message saying what to do.
 */
export function acquireLock(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}). ` +
            `Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
