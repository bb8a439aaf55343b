/**
 * Cheap authenticated calls and sync connects, each printed as ours / a bare floor server doing the same
 * work in the same run (the performance issue's method). The load generator, both servers and the clients
 * share this process and the machine's two cores, so the ratio is what matters, not the absolute rate.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { WebSocketServer } from "ws";
import { SyncTestClient } from "@pds/testkit";
import { signUp, signUpToken, startBenchServer } from "./support.ts";

const CONNECTIONS = 10;
const DURATION_MS = 3_000;
const SOCKETS = 500;
const CONNECT_BATCH = 50;
/** Under the per-account socket cap (20). */
const SOCKETS_PER_USER = 20;

interface Target {
  method?: string;
  expectStatus?: number;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The load generator, run in a worker thread so it has a core of its own: `CONNECTIONS` keep-alive
 * connections, each sending the next request when the answer arrives.
 */
const LOAD_GENERATOR = `
const http = require("node:http");
const { performance } = require("node:perf_hooks");
const { parentPort, workerData } = require("node:worker_threads");
const { target, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let failed = 0;
const deadline = performance.now() + durationMs;
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const request = http.request(target.url, { method: target.method, agent, headers: target.headers }, (res) => {
    res.resume();
    res.on("end", () => {
      if (res.statusCode === target.expectStatus) latencies.push(performance.now() - started);
      else failed += 1;
      resolve();
    });
  });
  request.on("error", () => { failed += 1; resolve(); });
  request.end(target.body);
});
const started = performance.now();
Promise.all(Array.from({ length: connections }, async () => {
  while (performance.now() < deadline) await once();
})).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, failed, elapsedMs: performance.now() - started });
});
`;

interface Rate {
  rate: number;
  p99: number;
  failed: number;
}

async function requestRate(target: Target): Promise<Rate> {
  const worker = new Worker(LOAD_GENERATOR, {
    eval: true,
    workerData: {
      target: { method: "POST", expectStatus: 200, ...target },
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
    },
  });
  const result = await new Promise<{ latencies: number[]; failed: number; elapsedMs: number }>(
    (resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    },
  );
  await worker.terminate();
  const sorted = result.latencies.sort((a, b) => a - b);
  return {
    rate: sorted.length / (result.elapsedMs / 1000),
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
    failed: result.failed,
  };
}

/** The floor: node:http answering the same JSON shape without auth, routing or a database. */
async function floorHttpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const body = JSON.stringify({ result: { engine: "offline", model: null } });
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The floor for sockets: `ws` answering a hello with a welcome. */
async function floorSyncServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: "/api/sync" });
  wss.on("connection", (socket) => {
    socket.on("message", () => socket.send(JSON.stringify({ type: "welcome", userId: "u1", v: 1 })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => server.close(() => resolve()));
      }),
  };
}

/** Connects and hellos per second, `CONNECT_BATCH` at a time; the sockets stay open until the end. */
async function connectRate(
  url: string,
  tokens: string[],
): Promise<{ rate: number; clients: SyncTestClient[] }> {
  const clients: SyncTestClient[] = [];
  const started = performance.now();
  for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: CONNECT_BATCH }, async (_, j) => {
        const client = await SyncTestClient.connect({ url });
        await client.hello(tokens[(i + j) % tokens.length]);
        return client;
      }),
    );
    clients.push(...batch);
  }
  return { rate: SOCKETS / ((performance.now() - started) / 1000), clients };
}

const ratio = (ours: number, floor: number) => `×${(ours / floor).toFixed(2)}`;

export async function run(): Promise<boolean> {
  const bench = await startBenchServer();
  const floor = await floorHttpServer();
  const floorSync = await floorSyncServer();
  try {
    const url = bench.server.url;
    const cookie = await signUp(bench.server, "bench-http-floor");
    const tokens = await Promise.all(
      Array.from({ length: SOCKETS / SOCKETS_PER_USER }, (_, i) => signUpToken(url, `bench-connect-${i}`)),
    );
    const json = { "content-type": "application/json", origin: url };
    const call = (headers: Record<string, string>): Target => ({
      url: `${url}/api/fn/ai.getEngineInfo`,
      headers: { ...json, ...headers },
      body: "{}",
    });

    const floorRate = await requestRate({ url: floor.url, headers: json, body: "{}" });
    const signedIn = await requestRate(call({ cookie }));
    const anonymous = await requestRate({ ...call({}), expectStatus: 401 });
    const health = await requestRate({ method: "GET", url: `${url}/api/health`, headers: {}, body: "" });
    const fmt = (r: Rate) =>
      `${r.rate.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms${r.failed ? `, ${r.failed} failed` : ""}`;
    console.log(`HTTP, ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s each:`);
    console.log(`  floor (bare node:http JSON)              ${fmt(floorRate)}`);
    console.log(
      `  ai.getEngineInfo signed in (cookie)      ${fmt(signedIn)}   ${ratio(signedIn.rate, floorRate.rate)} (target ≥ ×0.25)`,
    );
    console.log(`  ai.getEngineInfo without a session (401) ${fmt(anonymous)}`);
    console.log(`  /api/health                              ${fmt(health)}`);

    const floorConnect = await connectRate(floorSync.url, ["token"]);
    await Promise.all(floorConnect.clients.map((client) => client.close()));
    const ours = await connectRate(url, tokens);
    await Promise.all(ours.clients.map((client) => client.close()));
    console.log(`Sync connect + hello, ${SOCKETS} sockets in batches of ${CONNECT_BATCH}:`);
    console.log(`  floor (bare ws)            ${floorConnect.rate.toFixed(0)}/s`);
    console.log(
      `  ours, signed in by token   ${ours.rate.toFixed(0)}/s   ${ratio(ours.rate, floorConnect.rate)} (target ≥ ×0.5)`,
    );
    return signedIn.rate >= floorRate.rate * 0.25 && ours.rate >= floorConnect.rate * 0.5;
  } finally {
    await floorSync.close();
    await floor.close();
    await bench.close();
  }
}
