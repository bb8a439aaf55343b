/**
 * Shared pieces for the benchmarks: an in-process server (memory PGlite, logging off, rate limits off, temp
 * DATA_DIR), cookie sign-up, `POST /api/fn` calls, a signed-in sync client (the testkit's), percentiles
 * and the founder's sentences.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AiEngine } from "@pds/ai";
import type { FunctionName } from "@pds/contracts";
import { SyncTestClient, type VoiceTestClient } from "@pds/testkit";
import { loadEnv } from "../apps/server/src/env.ts";
import { createLogger } from "../apps/server/src/lib/logger.ts";
import { startServer, type AppServer, type StartOptions } from "../apps/server/src/server.ts";

/** How long a bench waits for the answer to a sync request (slow machines, big decks). */
export const ANSWER_TIMEOUT_MS = 60_000;

export interface BenchServer {
  server: AppServer;
  /** Stops the server and removes its temp folder. */
  close(): Promise<void>;
}

export async function startBenchServer(
  options: {
    aiEngine?: AiEngine;
    research?: StartOptions["research"];
    env?: Record<string, string>;
  } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pds-bench-"));
  try {
    const env = loadEnv({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT_ENABLED: "false",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
      ...options.env,
    });
    const server = await startServer(env, createLogger("silent"), {
      memoryDatabase: true,
      ...(options.aiEngine ? { aiEngine: options.aiEngine } : {}),
      ...(options.research ? { research: options.research } : {}),
    });
    return {
      server,
      async close() {
        try {
          await server.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Signs a user up and returns the session cookie (`name=value` pairs, ready for a Cookie header). */
export async function signUp(server: AppServer, name: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "bench-password-123" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
  if (!response.ok || !cookie) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Sign a bench user up at `url` and return their bearer token (sent in a socket's hello, as a native client would). */
export async function signUpToken(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "bench-password-123" }),
  });
  const token = response.headers.get("set-auth-token");
  if (!response.ok || !token) throw new Error(`sign-up failed: ${response.status}`);
  return token;
}

/** `POST /api/fn/<name>` with the session cookie; returns `result`. */
export async function callFn(
  server: AppServer,
  cookie: string,
  name: FunctionName,
  args: unknown,
): Promise<unknown> {
  const response = await fetch(`${server.url}/api/fn/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: string; message: string } };
  if (!response.ok || body.error) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.result;
}

/**
 * A sync socket signed in like a browser tab: the session cookie at the upgrade, or a bearer token in the
 * hello. Fails unless the hello is accepted as a user.
 */
export async function openSyncClient(
  server: AppServer,
  auth: { cookie?: string; token?: string },
): Promise<SyncTestClient> {
  const client = await SyncTestClient.connect(server, { cookie: auth.cookie });
  const welcome = await client.hello(auth.token);
  if (!welcome.userId) throw new Error("hello was not accepted");
  return client;
}

export interface Stats {
  samples: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? NaN;
}

export function summarize(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What the founder says in the voice benchmarks: one sentence per turn. */
export const FOUNDER_SENTENCES = [
  "We help small restaurants manage their inventory.",
  "Our customers are independent restaurant owners in the city.",
  "We have forty paying customers today.",
  "Revenue grows ten percent every month.",
  "The market for restaurant software is large.",
  "Our founders ran restaurants for ten years.",
  "We charge one hundred dollars per month.",
  "We compete with spreadsheets and paper.",
  "We are raising two million dollars.",
  "We will hire engineers and sales people.",
  "Our retention is very strong.",
  "Customers save five hours every week.",
];

export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

const FRAME = 1600; // 100 ms at 16 kHz
const TRAILING_SILENCE_SAMPLES = 16_000; // founderAudio pads one second of silence after the speech

/** Sends founder audio paced like a live microphone; resolves with when its last frame of speech went. */
export async function speak(client: VoiceTestClient, samples: Int16Array): Promise<number> {
  const speechEnd = samples.length - TRAILING_SILENCE_SAMPLES;
  let stoppedAt = 0;
  for (let i = 0; i < samples.length; i += FRAME) {
    const frame = samples.subarray(i, i + FRAME);
    client.ws.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
    if (!stoppedAt && i + FRAME >= speechEnd) stoppedAt = performance.now();
    await sleep(100);
  }
  return stoppedAt;
}
