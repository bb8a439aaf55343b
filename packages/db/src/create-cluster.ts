import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/** Runs in the child process: create the cluster, bring its schema up to date, shut it down cleanly. */
const CREATE_CLUSTER = `
const job = JSON.parse(process.env.PDS_NEW_CLUSTER);
const { PGlite } = require(job.pglite);
const { drizzle } = require(job.drizzle);
const { migrate } = require(job.migrator);
(async () => {
  const client = new PGlite(job.dataDir, { startParams: job.startParams });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: job.migrationsFolder });
  await client.close();
})().catch((error) => {
  process.stderr.write(String((error && error.stack) || error));
  process.exit(1);
});
`;

/**
 * Creates a new PGlite cluster in `dataDir` in a short-lived child process, with every migration applied.
 * initdb grows the WebAssembly heap to ~630 MB and the first migrations add more; a heap never shrinks,
 * and even a worker thread's freed memory stayed with the process (first boot idled ~75 MB above a
 * restart). A child's memory all goes back when it exits, so a first boot idles like every later one.
 */
export async function createCluster(
  dataDir: string,
  startParams: string[],
  migrationsFolder: string,
): Promise<void> {
  const resolve = createRequire(import.meta.url).resolve;
  const job = {
    pglite: resolve("@electric-sql/pglite"),
    drizzle: resolve("drizzle-orm/pglite"),
    migrator: resolve("drizzle-orm/pglite/migrator"),
    dataDir,
    startParams,
    migrationsFolder,
  };
  // No inherited flags: the code is CommonJS even when the process runs with --input-type=module.
  const child = spawn(process.execPath, ["-e", CREATE_CLUSTER], {
    env: { ...process.env, NODE_OPTIONS: "", PDS_NEW_CLUSTER: JSON.stringify(job) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done, fail) => {
    child.once("error", fail);
    child.once("exit", done);
  });
  if (code !== 0) throw new Error(`Could not create the database in ${dataDir}: ${output || `exit ${code}`}`);
}
