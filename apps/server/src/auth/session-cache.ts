import type { SessionUser } from "./create-auth.ts";

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long a found session is trusted without asking the database again. */
  ttlMs?: number;
  /** At most this many credentials are remembered; the oldest is forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Credentials → the session they proved, for a few seconds. Every request and socket hello used to look the
 * session up in the database (two queries, ~80% of a cheap call). A session that ends (sign-out, revoked,
 * expired) is forgotten at once through `forget`, which the auth hook and the cross-instance topic bus
 * call, so signing out still takes effect everywhere within the bus's delivery time; the TTL only bounds
 * what nothing announces (a row deleted by hand, a renamed user).
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; storedAt: number }>();
  /** Sessions ended recently: a lookup that was in flight when one ended must not cache it again. */
  private readonly ended = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedSession | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (now - entry.storedAt >= this.ttlMs || now >= entry.session.expiresAt) {
      this.entries.delete(key);
      return null;
    }
    return entry.session;
  }

  set(key: string, session: CachedSession, lookupStartedAt: number): void {
    const endedAt = this.ended.get(session.sessionId);
    if (endedAt !== undefined && endedAt >= lookupStartedAt) return;
    this.entries.delete(key);
    this.entries.set(key, { session, storedAt: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drop every credential of these sessions (they ended). */
  forget(sessionIds: Iterable<string>): void {
    const ids = new Set(sessionIds);
    if (ids.size === 0) return;
    const now = this.now();
    for (const id of ids) this.ended.set(id, now);
    for (const [key, entry] of this.entries) if (ids.has(entry.session.sessionId)) this.entries.delete(key);
    for (const [id, at] of this.ended) if (now - at > this.ttlMs) this.ended.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The cache key: exactly the credentials a request carried (its cookie and Authorization headers). */
export function credentialKey(headers: Headers): string | null {
  const cookie = headers.get("cookie");
  const authorization = headers.get("authorization");
  if (!cookie && !authorization) return null;
  return `${authorization ?? ""}\n${cookie ?? ""}`;
}
