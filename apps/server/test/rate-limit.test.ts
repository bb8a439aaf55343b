import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPost, signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_ENABLED: "true", AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" },
  });
  user = await signUp(server);
});
afterAll(() => server?.close());

const attempt = (headers: Record<string, string> = {}) =>
  authPost(server, "/sign-in/email", { email: user.email, password: "not the password" }, headers);

describe("sign-in rate limit per client address", () => {
  it("the 4th attempt within the window gets 429, and spoofed client-address headers do not reset it", async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt()).status, `attempt ${i}`).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get("x-retry-after")).toMatch(/^\d+$/);

    // TRUST_PROXY is off: what the client claims about its address is ignored.
    expect((await attempt({ "x-pds-client-ip": "203.0.113.7" })).status).toBe(429);
    expect((await attempt({ "x-forwarded-for": "198.51.100.9" })).status).toBe(429);
    expect((await attempt({ "x-real-ip": "192.0.2.1", "cf-connecting-ip": "192.0.2.2" })).status).toBe(429);
  });

  it("the right password is refused too while limited", async () => {
    const correct = await authPost(server, "/sign-in/email", { email: user.email, password: user.password });
    expect(correct.status).toBe(429);
  });
});

describe("behind a trusted proxy", () => {
  it("keys on the address the proxy appended to X-Forwarded-For", async () => {
    const proxied = await startTestServer({
      env: { RATE_LIMIT_ENABLED: "true", AUTH_RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" },
    });
    try {
      const from = (address: string) =>
        authPost(
          proxied,
          "/sign-in/email",
          { email: "nobody@example.com", password: "whatever123" },
          // The client may prepend anything; the proxy appends the real address last.
          { "x-forwarded-for": `10.9.9.9, ${address}` },
        );
      expect((await from("198.51.100.1")).status).toBe(401);
      expect((await from("198.51.100.1")).status).toBe(429);
      expect((await from("198.51.100.2")).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
