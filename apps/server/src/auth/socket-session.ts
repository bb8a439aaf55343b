import { bearerHeaders } from "./bearer-token.ts";
import { findSession, type Auth, type SessionUser } from "./create-auth.ts";

/** The session a sync socket runs under, and how to look it up again later. */
export interface SocketSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
  /** The credentials it was found by (cookie or bearer header), to re-check it while the socket lives. */
  headers: Headers;
}

/** Where a socket's credentials come from: the upgrade request's cookie, or the token sent in `hello`. */
export type Credentials = { headers: Headers } | { token: string };

/** The topic published when a session ends, so every instance can close that session's sockets. */
export const sessionTopic = (sessionId: string) => `session:${sessionId}`;

/** The session ids among published topics. */
export function endedSessionIds(topics: Iterable<string>): string[] {
  const ids: string[] = [];
  for (const topic of topics) if (topic.startsWith("session:")) ids.push(topic.slice("session:".length));
  return ids;
}

/**
 * The live session for these credentials, or null (none, expired, revoked, or a token that cannot be one).
 * `recheck` reads without extending the session: an open tab alone must not keep a session alive. A
 * failed lookup (the database is unreachable) throws: it says nothing about the session.
 */
export async function lookupSession(
  auth: Auth,
  credentials: Credentials,
  recheck = false,
): Promise<SocketSession | null> {
  const headers = "token" in credentials ? bearerHeaders(credentials.token) : credentials.headers;
  if (!headers) return null;
  const found = await findSession(auth, headers, recheck);
  return found ? { ...found, headers } : null;
}

/** At connect time a lookup that fails leaves the socket signed out (its calls get UNAUTHORIZED). */
export const lookupSessionOrNull = (auth: Auth, credentials: Credentials) =>
  lookupSession(auth, credentials).catch(() => null);
