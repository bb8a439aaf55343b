import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { authPost, callFn, cookieFrom, signUp, startTestServer, type TestServer } from "./test-server.ts";

/**
 * Sessions are cached in memory for a few seconds (the performance issue); signing out must still take
 * effect at once on this server, and within a second on every other one.
 */
describe("signing out is not delayed by the session cache", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("the next call with the signed-out cookie or token is refused; another session of the user is not", async () => {
    const user = await signUp(server);
    const signIn = await authPost(server, "/sign-in/email", { email: user.email, password: user.password });
    const otherCookie = cookieFrom(signIn.response);
    for (const auth of [{ cookie: user.cookie }, { token: user.token }, { cookie: otherCookie }]) {
      expect((await callFn(server, "decks.getDecks", {}, auth)).status).toBe(200);
    }

    expect((await authPost(server, "/sign-out", {}, { cookie: user.cookie })).status).toBe(200);

    const byCookie = await callFn(
      server,
      "decks.createDeck",
      { title: "Must not exist" },
      { cookie: user.cookie },
    );
    expect(byCookie.status).toBe(401);
    expect((await callFn(server, "decks.getDecks", {}, { token: user.token })).status).toBe(401);
    const other = await callFn(server, "decks.getDecks", {}, { cookie: otherCookie });
    expect(other.status).toBe(200);
    expect(other.body.result).toEqual([]);
  });

  it("a socket saying hello with a signed-out token is signed out", async () => {
    const user = await signUp(server);
    const before = await SyncTestClient.connect(server);
    try {
      expect((await before.hello(user.token)).userId).toBe(user.id);
    } finally {
      await before.close();
    }
    await authPost(server, "/sign-out", {}, { cookie: user.cookie });
    const after = await SyncTestClient.connect(server);
    try {
      expect((await after.hello(user.token)).userId).toBeNull();
    } finally {
      await after.close();
    }
  });
});

const adminUrl = testDatabaseAdminUrl();

describe.skipIf(!adminUrl)("signing out on one server ends the session on another within a second", () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    first = await startTestServer({ databaseUrl: database.url });
    second = await startTestServer({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("server 2 had the session cached; after sign-out on server 1 it refuses the cookie within 1 s", async () => {
    const user = await signUp(first);
    expect((await callFn(second, "decks.getDecks", {}, { cookie: user.cookie })).status).toBe(200);
    expect((await authPost(first, "/sign-out", {}, { cookie: user.cookie })).status).toBe(200);
    const deadline = Date.now() + 1_000;
    let status = 200;
    while (status !== 401 && Date.now() < deadline) {
      status = (await callFn(second, "decks.getDecks", {}, { cookie: user.cookie })).status;
    }
    expect(status).toBe(401);
  });
});
