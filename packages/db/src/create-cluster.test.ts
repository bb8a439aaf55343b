import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { migrationsFolder, openDatabase, PGLITE_START_PARAMS } from "./client.ts";
import { createCluster } from "./create-cluster.ts";
import { sql } from "drizzle-orm";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-cluster-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a new embedded database", () => {
  it("is created in a child process, then opened, migrated and kept across a reopen", async () => {
    const dataDir = path.join(tempDir(), "pglite");
    const first = await openDatabase({ dataDir });
    expect(fs.existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    await first.db.execute(sql`CREATE TABLE kept (note text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();
    const again = await openDatabase({ dataDir });
    const rows = await again.db.execute(sql`SELECT note FROM kept`);
    expect((rows as unknown as { rows: { note: string }[] }).rows).toEqual([{ note: "still here" }]);
    await again.close();
  });

  it("comes from the child process with every migration applied, so the server's own first open migrates nothing", async () => {
    const dataDir = path.join(tempDir(), "pglite");
    await createCluster(dataDir, PGLITE_START_PARAMS, migrationsFolder);
    const client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS });
    const applied = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    await client.close();
  });

  it("a folder that cannot hold a database is refused with its path in the message", async () => {
    const blocker = path.join(tempDir(), "a-file");
    fs.writeFileSync(blocker, "not a folder");
    await expect(createCluster(path.join(blocker, "pglite"), [], migrationsFolder)).rejects.toThrow(/a-file/);
  });
});
