import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { name: "Script Founder" });
});
afterAll(() => server?.close());

/** A POST the way a Node script sends it: `fetch` adds `Sec-Fetch-Mode: cors` but no Origin. */
async function scriptPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}

describe("bearer mode from a script (no Origin header)", () => {
  it("signs in, uses the token on /api/fn and better-auth, and signs out", async () => {
    const signIn = await scriptPost("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    const token = signIn.response.headers.get("set-auth-token");
    expect(token).toEqual(expect.any(String));
    const bearer = { authorization: `Bearer ${token}` };

    const created = await scriptPost("/api/fn/decks.createDeck", { title: "From a script" }, bearer);
    expect(created.status).toBe(200);
    const renamed = await scriptPost("/api/auth/update-user", { name: "Script Founder 2" }, bearer);
    expect(renamed).toMatchObject({ status: 200, body: { status: true } });
    expect((await scriptPost("/api/auth/sign-out", {}, bearer)).status).toBe(200);
    expect((await scriptPost("/api/fn/decks.getDecks", {}, bearer)).status).toBe(401);
  });

  it("still refuses a sign-in without Origin that carries a cookie", async () => {
    const signIn = await scriptPost(
      "/api/auth/sign-in/email",
      { email: user.email, password: user.password },
      { cookie: user.cookie },
    );
    expect(signIn).toMatchObject({ status: 403, body: { code: "MISSING_OR_NULL_ORIGIN" } });
  });

  it("still refuses a browser's sign-in (fetch metadata) that has no Origin", async () => {
    const signIn = await scriptPost(
      "/api/auth/sign-in/email",
      { email: user.email, password: user.password },
      { "sec-fetch-site": "cross-site", "sec-fetch-dest": "empty" },
    );
    expect(signIn).toMatchObject({ status: 403, body: { code: "MISSING_OR_NULL_ORIGIN" } });
  });

  it("still refuses a sign-in from a foreign Origin", async () => {
    const signIn = await scriptPost(
      "/api/auth/sign-in/email",
      { email: user.email, password: user.password },
      { origin: "https://evil.example" },
    );
    expect(signIn.status).toBe(403);
  });
});
