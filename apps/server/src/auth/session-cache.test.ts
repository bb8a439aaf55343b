import { describe, expect, it } from "vitest";
import { credentialKey, SessionCache, type CachedSession } from "./session-cache.ts";

const session = (sessionId: string, expiresAt = Number.MAX_SAFE_INTEGER): CachedSession => ({
  user: { id: "u1", name: "Ada", email: "ada@example.com" },
  sessionId,
  expiresAt,
});

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("SessionCache", () => {
  it("serves a found session until its time to live runs out", () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 5_000, now: time.now });
    cache.set("cookie-a", session("s1"), time.now());
    time.advance(4_999);
    expect(cache.get("cookie-a")?.sessionId).toBe("s1");
    time.advance(1);
    expect(cache.get("cookie-a")).toBeNull();
  });

  it("never serves a session past its own expiry", () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 60_000, now: time.now });
    cache.set("cookie-a", session("s1", time.now() + 100), time.now());
    time.advance(100);
    expect(cache.get("cookie-a")).toBeNull();
  });

  it("forgets every credential of an ended session and keeps the others", () => {
    const cache = new SessionCache();
    cache.set("cookie-a", session("s1"), Date.now());
    cache.set("bearer-a", session("s1"), Date.now());
    cache.set("cookie-b", session("s2"), Date.now());
    cache.forget(["s1"]);
    expect(cache.get("cookie-a")).toBeNull();
    expect(cache.get("bearer-a")).toBeNull();
    expect(cache.get("cookie-b")?.sessionId).toBe("s2");
  });

  it("a lookup that was in flight when its session ended is not cached", () => {
    const time = clock();
    const cache = new SessionCache({ now: time.now });
    const startedAt = time.now();
    time.advance(5);
    cache.forget(["s1"]);
    time.advance(5);
    cache.set("cookie-a", session("s1"), startedAt);
    expect(cache.get("cookie-a")).toBeNull();
    cache.set("cookie-a", session("s1"), time.now() + 1);
    expect(cache.get("cookie-a")?.sessionId).toBe("s1");
  });

  it("holds at most maxEntries credentials, dropping the oldest", () => {
    const cache = new SessionCache({ maxEntries: 2 });
    cache.set("a", session("s1"), Date.now());
    cache.set("b", session("s2"), Date.now());
    cache.set("c", session("s3"), Date.now());
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeNull();
    expect(cache.get("c")?.sessionId).toBe("s3");
  });
});

describe("credentialKey", () => {
  it("is the cookie and authorization headers together, and null without either", () => {
    expect(credentialKey(new Headers())).toBeNull();
    const cookie = credentialKey(new Headers({ cookie: "session=abc" }));
    const bearer = credentialKey(new Headers({ authorization: "Bearer abc" }));
    expect(cookie).not.toBeNull();
    expect(cookie).not.toBe(bearer);
  });
});
