import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The real server as `npm run serve` starts it, in a child process a test can kill with SIGKILL.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ServerProcess {
  url: string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  killHard(): Promise<void>;
}

/** Start the server on a free port with these environment variables; resolves once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const proc: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "error", ...env },
  });
  const killHard = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once("exit", () => resolve());
      proc.kill("SIGKILL");
    });
  return new Promise((resolve, reject) => {
    let output = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url: url.replace("localhost", "127.0.0.1"), killHard });
    });
    proc.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

export interface Founder {
  url: string;
  cookie: string;
}

/** Call a server function as the founder: its HTTP status and body. */
export async function fn(founder: Founder, name: string, args: unknown) {
  const response = await fetch(`${founder.url}/api/fn/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: founder.url, cookie: founder.cookie },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: unknown } };
}

/** A function's result, or a thrown error naming what the server answered. */
export async function ok<T = unknown>(founder: Founder, name: string, args: unknown): Promise<T> {
  const { status, body } = await fn(founder, name, args);
  if (status !== 200) throw new Error(`${name} answered ${status}: ${JSON.stringify(body.error)}`);
  return body.result as T;
}

export async function signUp(url: string): Promise<Founder> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Crash Tester",
      email: `crash-${Date.now()}@example.com`,
      password: "correct horse battery",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 200 || !cookie) throw new Error(`sign-up failed: ${response.status}`);
  return { url, cookie };
}
