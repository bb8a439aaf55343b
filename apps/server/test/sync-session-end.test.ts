import { eq, schema } from "@pds/db";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import {
  authPost,
  callFn,
  cookieFrom,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from "./test-server.ts";

const SESSION_ENDED = { type: "error", code: "UNAUTHORIZED", message: "Your session ended. Sign in again." };
const CLOSE_SESSION_ENDED = 4401;
const RECHECK_MS = 200;

let server: TestServer;
const open: SyncTestClient[] = [];

async function socket(auth: { cookie: string } | { token: string }): Promise<SyncTestClient> {
  const client = await SyncTestClient.open(server, auth);
  open.push(client);
  return client;
}

/** A second session of the same user (another browser). */
async function signIn(user: SignedUpUser): Promise<string> {
  const { status, response } = await authPost(server, "/sign-in/email", {
    email: user.email,
    password: user.password,
  });
  expect(status).toBe(200);
  return cookieFrom(response);
}

const deckCount = async (cookie: string) =>
  ((await callFn(server, "decks.getDecks", {}, { cookie })).body.result as unknown[] | undefined)?.length;

beforeAll(async () => {
  server = await startTestServer({ syncSessionRecheckMs: RECHECK_MS });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => server?.close());

describe("a sync socket lives no longer than its session", () => {
  it("signing out closes that session's sockets with UNAUTHORIZED; other sessions stay open", async () => {
    const user = await signUp(server);
    const otherCookie = await signIn(user);
    const signedOut = await socket({ cookie: user.cookie });
    const byToken = await socket({ token: user.token });
    const other = await socket({ cookie: otherCookie });
    for (const client of [signedOut, byToken, other]) {
      expect((await client.subscribe("decks", "decks.getDecks", {})).type).toBe("update");
    }

    const out = await authPost(server, "/sign-out", {}, { cookie: user.cookie });
    expect(out.status).toBe(200);

    for (const client of [signedOut, byToken]) {
      expect(await client.nextError()).toMatchObject(SESSION_ENDED);
      expect((await client.waitForClose()).code).toBe(CLOSE_SESSION_ENDED);
    }
    // The other browser's session is untouched: its socket still answers and still gets live updates.
    await callFn(server, "decks.createDeck", { title: "After sign-out" }, { cookie: otherCookie });
    expect((await other.nextUpdate("decks")).result).toMatchObject([{ title: "After sign-out" }]);
  });

  it("a mutation sent after sign-out is refused and changes nothing", async () => {
    const user = await signUp(server);
    const otherCookie = await signIn(user);
    const client = await socket({ cookie: user.cookie });
    const before = await deckCount(otherCookie);

    await authPost(server, "/sign-out", {}, { cookie: user.cookie });
    // Whether the close has arrived yet or not, nothing may run as the signed-out session.
    client.send({
      type: "mutation",
      requestId: "after-sign-out",
      name: "decks.createDeck",
      args: { title: "Must not exist" },
    });
    await client.waitForClose();
    const again = await socket({ cookie: user.cookie });
    expect(
      await again.mutation("after-sign-out-2", "decks.createDeck", { title: "Must not exist" }),
    ).toMatchObject({ type: "error", code: "UNAUTHORIZED" });
    expect(await deckCount(otherCookie)).toBe(before);
  });

  it("a session deleted without any notification (revoked elsewhere, expired) is noticed by the re-check", async () => {
    const user = await signUp(server);
    const client = await socket({ token: user.token });
    expect((await client.subscribe("decks", "decks.getDecks", {})).type).toBe("update");

    await server.database.db.delete(schema.session).where(eq(schema.session.userId, user.id));

    expect(await client.nextError(RECHECK_MS * 10)).toMatchObject(SESSION_ENDED);
    expect((await client.waitForClose()).code).toBe(CLOSE_SESSION_ENDED);
  });

  it("a session past its expiry ends its sockets", async () => {
    const user = await signUp(server);
    const client = await socket({ cookie: user.cookie });
    await server.database.db
      .update(schema.session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.session.userId, user.id));
    expect((await client.waitForClose(RECHECK_MS * 10)).code).toBe(CLOSE_SESSION_ENDED);
  });
});

const adminUrl = testDatabaseAdminUrl();

/** Two app servers on one PostgreSQL: the sign-out's session topic crosses over LISTEN/NOTIFY (pg stage only). */
describe.skipIf(!adminUrl)("signing out on one server ends the session's sockets on another", () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    // No periodic re-check within the test's time: only the notification can close the socket.
    first = await startTestServer({ databaseUrl: database.url, syncSessionRecheckMs: 600_000 });
    second = await startTestServer({ databaseUrl: database.url, syncSessionRecheckMs: 600_000 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("a socket on server 2 closes when its session signs out on server 1", async () => {
    const user = await signUp(first);
    const client = await SyncTestClient.open(second, { cookie: user.cookie });
    open.push(client);
    expect((await client.subscribe("decks", "decks.getDecks", {})).type).toBe("update");
    expect((await authPost(first, "/sign-out", {}, { cookie: user.cookie })).status).toBe(200);
    expect(await client.nextError()).toMatchObject(SESSION_ENDED);
    expect((await client.waitForClose()).code).toBe(CLOSE_SESSION_ENDED);
  });
});
