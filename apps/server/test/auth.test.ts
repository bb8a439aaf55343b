import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient, UpgradeRefused } from "@pds/testkit";
import {
  authGet,
  authPost,
  callFn,
  cookieFrom,
  signUp,
  startTestServer,
  uniqueEmail,
  type SignedUpUser,
  type TestServer,
} from "./test-server.ts";

const FOREIGN_ORIGIN = "https://evil.example";

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { name: "Grace Founder" });
});
afterAll(() => server?.close());

describe("email and password", () => {
  it("sign-up answers the new user and a working session", async () => {
    const email = uniqueEmail("signup");
    const { status, body, response } = await authPost(server, "/sign-up/email", {
      name: "New Founder",
      email,
      password: "long enough password",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { name: "New Founder", email } });
    const session = await authGet(server, "/get-session", { cookie: cookieFrom(response) });
    expect(session.body).toMatchObject({ user: { email, name: "New Founder" } });
  });

  it("sign-up with a taken email or a short password is refused", async () => {
    const taken = await authPost(server, "/sign-up/email", {
      name: "Copy",
      email: user.email,
      password: "another password",
    });
    expect(taken.status).toBe(422);
    const short = await authPost(server, "/sign-up/email", {
      name: "Short",
      email: uniqueEmail("short"),
      password: "1234567",
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: "Password too short" });
  });

  it("sign-in with the right password returns a session usable for /api/fn", async () => {
    const { status, response } = await authPost(server, "/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(status).toBe(200);
    const me = await callFn(server, "auth.getCurrentUser", {}, { cookie: cookieFrom(response) });
    expect(me.body.result).toEqual({ _id: user.id, name: "Grace Founder", email: user.email });
  });

  it("sign-in with a wrong password says so and sets no session", async () => {
    const { status, body, response } = await authPost(server, "/sign-in/email", {
      email: user.email,
      password: "wrong password!",
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: "Invalid email or password" });
    expect(cookieFrom(response)).not.toMatch(/session_token=/);
  });

  it("get-session answers the user for a cookie and null without one", async () => {
    const withCookie = await authGet(server, "/get-session", { cookie: user.cookie });
    expect(withCookie.body).toMatchObject({ user: { id: user.id, email: user.email } });
    const anonymous = await authGet(server, "/get-session", null);
    expect(anonymous.body).toBeNull();
  });

  it("sign-out ends the session for cookie and sync alike", async () => {
    const temp = await signUp(server, { name: "Leaving Soon" });
    const out = await authPost(server, "/sign-out", {}, { cookie: temp.cookie });
    expect(out.status).toBe(200);
    expect((await authGet(server, "/get-session", { cookie: temp.cookie })).body).toBeNull();
    const fn = await callFn(server, "decks.getDecks", {}, { cookie: temp.cookie });
    expect(fn.status).toBe(401);
    const socket = await SyncTestClient.open(server, { cookie: temp.cookie });
    try {
      expect(await socket.subscribe("decks", "decks.getDecks", {})).toMatchObject({ code: "UNAUTHORIZED" });
    } finally {
      await socket.close();
    }
  });
});

describe("bearer token mode (cross-origin web app)", () => {
  it("the token from set-auth-token authenticates /api/fn", async () => {
    const created = await callFn(server, "decks.createDeck", { title: "Via bearer" }, { token: user.token });
    expect(created.status).toBe(200);
    const decks = await callFn(server, "decks.getDecks", {}, { token: user.token });
    expect(decks.body.result).toEqual([
      expect.objectContaining({ _id: created.body.result, title: "Via bearer" }),
    ]);
  });

  it("the token in hello authenticates a socket that has no cookie", async () => {
    const socket = await SyncTestClient.connect(server);
    try {
      expect(await socket.hello(user.token)).toEqual({ type: "welcome", v: 1, userId: user.id });
      expect(await socket.subscribe("me", "auth.getCurrentUser", {})).toMatchObject({
        type: "update",
        result: { _id: user.id },
      });
    } finally {
      await socket.close();
    }
  });

  it("a socket with a cookie but no token in hello uses the cookie session", async () => {
    const socket = await SyncTestClient.open(server, { cookie: user.cookie });
    try {
      expect(await socket.subscribe("me", "auth.getCurrentUser", {})).toMatchObject({
        result: { _id: user.id },
      });
    } finally {
      await socket.close();
    }
  });
});

describe("one-time token", () => {
  it("a generated token, verified once, sets a session; a second use fails", async () => {
    const generated = await authGet(server, "/one-time-token/generate", { token: user.token });
    expect(generated.status).toBe(200);
    const ott = (generated.body as { token: string }).token;
    expect(ott).toEqual(expect.any(String));

    const verified = await authPost(server, "/one-time-token/verify", { token: ott });
    expect(verified.status).toBe(200);
    const cookie = cookieFrom(verified.response);
    expect(cookie).toMatch(/session_token=/);
    expect((await authGet(server, "/get-session", { cookie })).body).toMatchObject({ user: { id: user.id } });

    const reused = await authPost(server, "/one-time-token/verify", { token: ott });
    expect(reused.status).toBe(400);
  });

  it("generating a token needs a session", async () => {
    const anonymous = await authGet(server, "/one-time-token/generate", null);
    expect(anonymous.status).toBe(401);
  });
});

describe("origin checks", () => {
  it("POST /api/fn from a foreign Origin is refused with 403 and changes nothing", async () => {
    const response = await callFn(server, "decks.createDeck", { title: "CSRF" }, user, {
      origin: FOREIGN_ORIGIN,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: "FORBIDDEN", message: "This origin is not allowed." } });
    const decks = await callFn(server, "decks.getDecks", {}, user);
    expect(JSON.stringify(decks.body)).not.toContain("CSRF");
  });

  it("a WebSocket upgrade from a foreign Origin is refused", async () => {
    const refused = await SyncTestClient.connect(server, {
      cookie: user.cookie,
      origin: FOREIGN_ORIGIN,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UpgradeRefused);
    expect((refused as UpgradeRefused).status).toBe(403);
  });

  it("better-auth POSTs from a foreign Origin are refused with 403", async () => {
    const signIn = await authPost(
      server,
      "/sign-in/email",
      { email: user.email, password: user.password },
      { origin: FOREIGN_ORIGIN, cookie: user.cookie },
    );
    expect(signIn.status).toBe(403);
    const signUpAttempt = await authPost(
      server,
      "/sign-up/email",
      { name: "Evil", email: uniqueEmail("evil"), password: "long enough password" },
      { origin: FOREIGN_ORIGIN, cookie: user.cookie },
    );
    expect(signUpAttempt.status).toBe(403);
  });

  it("a call with no Origin (a health check, a script) is answered, with no CORS headers", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(health.headers.get("access-control-allow-origin")).toBeNull();
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    const foreign = await fetch(`${server.url}/api/health`, { headers: { origin: FOREIGN_ORIGIN } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("the trusted origin gets CORS headers; a foreign one does not", async () => {
    const trusted = await fetch(`${server.url}/api/fn/decks.getDecks`, {
      method: "OPTIONS",
      headers: { origin: server.origin, "access-control-request-method": "POST" },
    });
    expect(trusted.headers.get("access-control-allow-origin")).toBe(server.origin);
    const foreign = await fetch(`${server.url}/api/fn/decks.getDecks`, {
      method: "OPTIONS",
      headers: { origin: FOREIGN_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });
});
