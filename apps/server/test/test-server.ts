import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AiEngine } from "@pds/ai";
import type { ArgsOf, FunctionName } from "@pds/contracts";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { startServer, type AppServer } from "../src/server.ts";
import type { ResearchServices } from "../src/functions/context.ts";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";

export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123456789";

export interface TestServer extends AppServer {
  /** The origin the server trusts (send it as `Origin` on state-changing requests). */
  origin: string;
  /** The database URL when running on PostgreSQL, so a second instance can share it. */
  databaseUrl: string | undefined;
}

export interface TestServerOptions {
  /** Extra or overriding environment variables (e.g. RATE_LIMIT_ENABLED, AUTH_RATE_LIMIT_MAX). */
  env?: Record<string, string>;
  /** Share this PostgreSQL database instead of creating a fresh one (it is then not dropped on close). */
  databaseUrl?: string;
  /** A scripted AI engine instead of the one AI_PROVIDER would choose. */
  aiEngine?: AiEngine;
  /** Search and page-fetch services instead of the ones SEARCH_PROVIDER and RESEARCH_* would build. */
  research?: Partial<ResearchServices>;
  /** How often an open sync socket re-checks its session (the server's default is a minute). */
  syncSessionRecheckMs?: number;
  /** Receives every warning and error the server logs (otherwise logs are silent). */
  onLog?: (entry: Record<string, unknown>) => void;
}

/**
 * A real server on a free port: in-memory PGlite, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set. Logs are silent unless `onLog` is given, rate limits off unless asked for, data in a temp folder.
 * `close()` stops the server, drops the database it created and removes the folder.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-test-"));
  const adminUrl = testDatabaseAdminUrl();
  let created: TestDatabase | undefined;
  if (!options.databaseUrl && adminUrl) created = await createTestDatabase(adminUrl);
  const databaseUrl = options.databaseUrl ?? created?.url;
  try {
    const env = loadEnv({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: options.onLog ? "warn" : "silent",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      RATE_LIMIT_ENABLED: "false",
      AUTH_RATE_LIMIT_MAX: "1000",
      TRUST_PROXY: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    });
    const onLog = options.onLog;
    const log = onLog
      ? createLogger("warn", {}, (line) => onLog(JSON.parse(line) as Record<string, unknown>))
      : createLogger("silent");
    const server = await startServer(env, log, {
      memoryDatabase: !databaseUrl,
      aiEngine: options.aiEngine,
      research: options.research,
      syncSessionRecheckMs: options.syncSessionRecheckMs,
    });
    return {
      ...server,
      origin: server.url,
      databaseUrl,
      async close() {
        try {
          await server.close();
        } finally {
          await created?.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await created?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** How a test caller proves who it is: a session cookie, a bearer token, or nothing. */
export type Auth = { cookie: string } | { token: string } | null;

export interface SignedUpUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** `name=value` pairs from Set-Cookie, ready for a Cookie header. */
  cookie: string;
  /** The bearer token from `set-auth-token`. */
  token: string;
}

let userCounter = 0;

/** A unique email per call, so tests never collide even on a shared database. */
export function uniqueEmail(prefix = "founder"): string {
  userCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${userCounter}@example.com`;
}

export function authHeaders(auth: Auth): Record<string, string> {
  if (!auth) return {};
  return "cookie" in auth ? { cookie: auth.cookie } : { authorization: `Bearer ${auth.token}` };
}

/** The `name=value` part of every Set-Cookie header, joined for a Cookie request header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

export interface AuthResponse {
  status: number;
  body: unknown;
  response: Response;
}

/** POST a JSON body to better-auth (`path` below /api/auth) from the trusted origin. */
export async function authPost(
  server: TestServer,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AuthResponse> {
  const response = await fetch(`${server.url}/api/auth${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}

/** GET a better-auth route with the caller's credentials. */
export async function authGet(server: TestServer, route: string, auth: Auth): Promise<AuthResponse> {
  const response = await fetch(`${server.url}/api/auth${route}`, { headers: authHeaders(auth) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}

/** Sign up a fresh user through the real auth endpoint; returns its cookie and bearer token. */
export async function signUp(
  server: TestServer,
  user: Partial<{ name: string; email: string; password: string }> = {},
): Promise<SignedUpUser> {
  const name = user.name ?? "Ada Founder";
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? "correct horse battery";
  const { status, body, response } = await authPost(server, "/sign-up/email", { name, email, password });
  if (status !== 200) throw new Error(`sign-up failed with ${status}: ${JSON.stringify(body)}`);
  const token = response.headers.get("set-auth-token");
  const cookie = cookieFrom(response);
  if (!token || !cookie) throw new Error("sign-up returned no session cookie or bearer token");
  const id = (body as { user: { id: string } }).user.id;
  return { id, name, email, password, cookie, token };
}

export interface FnResponse {
  status: number;
  body: { result?: unknown; error?: { code: string; message: string } };
  /** The raw response text, for "no stack trace" checks. */
  text: string;
}

/** `POST /api/fn/<name>` with the caller's credentials; returns the status, parsed body and raw text. */
export async function callFn<N extends FunctionName>(
  server: TestServer,
  name: N,
  args: ArgsOf<N>,
  auth: Auth,
  headers?: Record<string, string>,
): Promise<FnResponse>;
/** The untyped form, for unknown names and malformed arguments. */
export async function callFn(
  server: TestServer,
  name: string,
  args: unknown,
  auth: Auth,
  headers?: Record<string, string>,
): Promise<FnResponse>;
export async function callFn(
  server: TestServer,
  name: string,
  args: unknown,
  auth: Auth,
  headers: Record<string, string> = {},
): Promise<FnResponse> {
  const response = await fetch(`${server.url}/api/fn/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...authHeaders(auth), ...headers },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as FnResponse["body"], text };
}

/** Matches what a leaked stack trace or source path would look like in a response. */
export const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d+|\.m?js:\d+/;
