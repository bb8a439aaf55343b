/**
 * Memory per idle authenticated sync socket, ours / a bare `ws` floor (the performance issue: ≤ 2× the
 * floor), each server in a child process of its own so only its memory is counted: 10,000 sockets connect,
 * say hello with a founder's token and then sit idle. With them held, ours then runs the 100-subscriber
 * fan-out (target p95 ≤ 25 ms) to show idle sockets do not slow the live ones.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WebSocket } from "ws";
import { freePort } from "../scripts/postgres.mjs";
import { ms, signUpToken, summarize } from "./support.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOCKETS = 10_000;
const BATCH = 250;
const SETTLE_MS = 3_000;
const FANOUT_SUBSCRIBERS = 100;
const FANOUT_ROUNDS = 50;

/** The floor: accepts a socket, answers its hello, keeps it. */
const FLOOR = `
const { WebSocketServer } = require("ws");
const wss = new WebSocketServer({ port: Number(process.env.PORT), host: "127.0.0.1" });
wss.on("connection", (ws) => ws.once("message", () => ws.send(JSON.stringify({ type: "welcome", userId: "u" }))));
wss.on("listening", () => console.error("running at http://127.0.0.1:" + process.env.PORT));
`;

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function startChild(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/running at http/.test(output)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

/** Open `count` sockets to `wsUrl`, each sending `hello` and waiting for its welcome. */
async function holdSockets(
  wsUrl: string,
  origin: string,
  hello: string,
  count: number,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, async () => {
      const ws = new WebSocket(wsUrl, { headers: { origin } });
      ws.on("error", () => undefined);
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => ws.send(hello));
        ws.once("message", () => resolve());
        ws.once("close", () => reject(new Error("a socket was closed before its welcome")));
      });
      return ws;
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** RSS growth per held socket, in KiB. */
async function perSocketKiB(pid: number, open: () => Promise<WebSocket[]>) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const before = rssMiB(pid);
  const sockets = await open();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = rssMiB(pid);
  return { kib: ((after - before) * 1024) / sockets.length, before, after, sockets };
}

/** With the idle sockets held: 100 more of the founder's sockets watch the deck list while decks are made. */
async function fanoutWhileHeld(url: string, token: string): Promise<{ p50: number; p95: number }> {
  const wsUrl = `${url.replace(/^http/, "ws")}/api/sync`;
  const watchers = await holdSockets(
    wsUrl,
    url,
    JSON.stringify({ type: "hello", v: 1, token }),
    FANOUT_SUBSCRIBERS,
  );
  const writer = (await holdSockets(wsUrl, url, JSON.stringify({ type: "hello", v: 1, token }), 1))[0]!;
  await Promise.all(
    watchers.map(
      (ws) =>
        new Promise<void>((resolve) => {
          ws.once("message", () => resolve());
          ws.send(JSON.stringify({ type: "subscribe", id: "s1", name: "decks.getDecks", args: {} }));
        }),
    ),
  );
  const samples: number[] = [];
  for (let round = 0; round < FANOUT_ROUNDS + 5; round++) {
    const needle = `"title":"idle bench ${round}"`;
    const sentAt = performance.now();
    await Promise.all(
      watchers
        .map(
          (ws) =>
            new Promise<void>((resolve) => {
              const onMessage = (data: Buffer) => {
                if (!data.toString().includes(needle)) return;
                ws.off("message", onMessage);
                if (round >= 5) samples.push(performance.now() - sentAt);
                resolve();
              };
              ws.on("message", onMessage);
            }),
        )
        .concat([
          new Promise<void>((resolve) => {
            writer.send(
              JSON.stringify({
                type: "mutation",
                requestId: `idle-bench-${round}`,
                name: "decks.createDeck",
                args: { title: `idle bench ${round}` },
              }),
            );
            resolve();
          }),
        ]),
    );
  }
  for (const ws of [...watchers, writer]) ws.terminate();
  const stats = summarize(samples);
  return { p50: stats.p50, p95: stats.p95 };
}

export async function run(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-idle-"));
  try {
    const floor = await startChild(["-e", FLOOR], {});
    const floorResult = await perSocketKiB(floor.pid, () =>
      holdSockets(
        floor.url.replace(/^http/, "ws"),
        floor.url,
        JSON.stringify({ type: "hello", v: 1 }),
        SOCKETS,
      ),
    );
    for (const ws of floorResult.sockets) ws.terminate();
    await floor.stop();

    const ours = await startChild(["scripts/start.mjs"], {
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: "false",
      SYNC_SOCKETS_PER_USER: String(SOCKETS + 1_000),
    });
    try {
      const token = await signUpToken(ours.url, "bench-idle");
      const hello = JSON.stringify({ type: "hello", v: 1, token });
      const oursResult = await perSocketKiB(ours.pid, () =>
        holdSockets(`${ours.url.replace(/^http/, "ws")}/api/sync`, ours.url, hello, SOCKETS),
      );
      const fanout = await fanoutWhileHeld(ours.url, token);
      for (const ws of oursResult.sockets) ws.terminate();
      const ratio = oursResult.kib / floorResult.kib;
      console.log(
        `${SOCKETS.toLocaleString("en-US")} idle authenticated sync sockets held, server RSS growth per socket:`,
      );
      console.log(
        `  floor (bare ws)  ${floorResult.kib.toFixed(1)} KiB  (${floorResult.before.toFixed(0)} → ${floorResult.after.toFixed(0)} MiB)`,
      );
      console.log(
        `  ours             ${oursResult.kib.toFixed(1)} KiB  (${oursResult.before.toFixed(0)} → ${oursResult.after.toFixed(0)} MiB)  ×${ratio.toFixed(1)} (target ≤ ×2) ${ratio <= 2 ? "ok" : "MISSED"}`,
      );
      const fanoutOk = fanout.p95 <= 25;
      console.log(
        `  with them held, ${FANOUT_SUBSCRIBERS}-subscriber fan-out: p50 ${ms(fanout.p50)}, p95 ${ms(fanout.p95)} (target p95 ≤ 25 ms) ${fanoutOk ? "ok" : "MISSED"}`,
      );
      return ratio <= 2 && fanoutOk;
    } finally {
      await ours.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
