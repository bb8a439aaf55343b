import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** Runs in the worker: create the cluster, shut it down cleanly, report. */
const CREATE_CLUSTER = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglite);
(async () => {
  const client = new PGlite(workerData.dataDir, { startParams: workerData.startParams });
  await client.waitReady;
  await client.close();
})().then(
  () => parentPort.postMessage({ ok: true }),
  (error) => parentPort.postMessage({ ok: false, message: String((error && error.stack) || error) }),
);
`;

/**
 * Creates a new PGlite cluster in `dataDir` on a worker thread. initdb grows the WebAssembly heap to
 * ~630 MB and a heap never shrinks; in a worker it is all returned when the thread ends, so a first boot
 * idles like every later one instead of ~400 MB larger.
 */
export async function createClusterInWorker(dataDir: string, startParams: string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  // No inherited flags: the code is CommonJS even when the process runs with --input-type=module.
  const worker = new Worker(CREATE_CLUSTER, {
    eval: true,
    execArgv: [],
    workerData: { pglite, dataDir, startParams },
  });
  try {
    const outcome = await new Promise<{ ok: boolean; message?: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`creating the database stopped (exit ${code})`)));
    });
    if (!outcome.ok) throw new Error(`Could not create the database in ${dataDir}: ${outcome.message}`);
  } finally {
    await worker.terminate();
  }
}
