import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, oneTimeToken } from "better-auth/plugins";
import { limits } from "@pds/contracts";
import { schema, type Database } from "@pds/db";
import { credentialKey, SessionCache } from "./session-cache.ts";

/** The header the HTTP edge sets from the socket address (or the trusted proxy's) before auth reads it. */
export const CLIENT_IP_HEADER = "x-pds-client-ip";

/**
 * Lets scripts use bearer mode (decision 002). Node's `fetch` sends `Sec-Fetch-Mode: cors` but no Origin,
 * and better-auth reads any fetch metadata as "a browser without Origin" and refuses sign-in
 * (MISSING_OR_NULL_ORIGIN). A request with no Origin, no Referer, no cookie and no `Sec-Fetch-Site` (which
 * every browser sending fetch metadata adds, and no page can remove) is not a browser's, so it cannot be a
 * forged cross-site request and carries no ambient credential: its stray metadata is dropped and it is
 * checked like curl's. Browsers and cookie-bearing requests keep the full Origin check.
 */
const scriptClients = {
  id: "pds-script-clients",
  onRequest: async (request: Request) => {
    const headers = request.headers;
    const fromBrowser = ["origin", "referer", "cookie", "sec-fetch-site"].some((name) => headers.has(name));
    if (fromBrowser || !(headers.has("sec-fetch-mode") || headers.has("sec-fetch-dest"))) return;
    const stripped = new Headers(headers);
    stripped.delete("sec-fetch-mode");
    stripped.delete("sec-fetch-dest");
    return { request: new Request(request, { headers: stripped }) };
  },
} satisfies BetterAuthPlugin;

export interface AuthOptions {
  db: Database;
  baseURL: string;
  secret: string;
  trustedOrigins: string[];
  rateLimit: { enabled: boolean; windowSeconds: number; max: number };
  /**
   * Called after a session row is deleted: sign-out, a revoked session, an expired one found on lookup.
   * Open sockets of that session must end then, not when they next reconnect.
   */
  onSessionEnded?: (session: { id: string; userId: string }) => void;
}

export function createAuth(options: AuthOptions) {
  const authRule = { window: options.rateLimit.windowSeconds, max: options.rateLimit.max };
  const sessions = new SessionCache();
  const auth = betterAuth({
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: limits.passwordMin, autoSignIn: true },
    rateLimit: {
      enabled: options.rateLimit.enabled,
      storage: "database",
      window: 60,
      max: 300,
      customRules: { "/sign-in/email": authRule, "/sign-up/email": authRule },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns its Origin/CSRF check off when NODE_ENV=test; keep it on everywhere.
      disableOriginCheck: false,
    },
    plugins: [bearer(), oneTimeToken({ expiresIn: 3 }), scriptClients],
    databaseHooks: {
      session: {
        delete: {
          after: async (session) => {
            sessions.forget([session.id]);
            options.onSessionEnded?.({ id: session.id, userId: session.userId });
          },
        },
      },
    },
  });
  return Object.assign(auth, { sessions });
}

export type Auth = ReturnType<typeof createAuth>;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface FoundSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
}

/**
 * The live session for these credential headers, or null. Served from the auth's session cache when it
 * was found moments ago; `recheck` asks the database without extending the session (an open tab alone
 * must not keep a session alive). A failed lookup throws: it says nothing about the session.
 */
export async function findSession(
  auth: Auth,
  headers: Headers,
  recheck = false,
): Promise<FoundSession | null> {
  const credentials = credentialKey(headers);
  // No cookie and no bearer token: no session to find (a signed-out visit, a socket that sends its token later).
  if (!credentials) return null;
  const key = recheck ? null : credentials;
  const cached = key ? auth.sessions.get(key) : null;
  if (cached) return cached;
  const startedAt = Date.now();
  const found = await auth.api.getSession({ headers, query: recheck ? { disableRefresh: true } : {} });
  if (!found) return null;
  const session = {
    user: { id: found.user.id, name: found.user.name, email: found.user.email },
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt).getTime(),
  };
  if (key) auth.sessions.set(key, session, startedAt);
  return session;
}

/** The signed-in user for a request's cookie or bearer header, or null. */
export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await findSession(auth, headers).catch(() => null);
  return session?.user ?? null;
}
