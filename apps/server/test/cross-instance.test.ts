import type { Deck } from "@pds/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { callFn, signUp, startTestServer, type TestServer } from "./test-server.ts";

const adminUrl = testDatabaseAdminUrl();

/**
 * Needs a real PostgreSQL server (PGlite is one process). `npm test` runs this file again in its
 * "pg" stage with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15, so it always runs there.
 */
describe.skipIf(!adminUrl)("cross-instance fan-out over PostgreSQL LISTEN/NOTIFY (pg stage only)", () => {
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

  it("a subscriber on server 1 sees a deck created through server 2", async () => {
    expect(first.database.kind).toBe("postgres");
    expect(first.port).not.toBe(second.port);
    const user = await signUp(first, { name: "Scale Out" });
    const watcher = await SyncTestClient.open(first, { cookie: user.cookie });
    try {
      expect(await watcher.subscribe("decks", "decks.getDecks", {})).toMatchObject({ result: [] });
      const created = await callFn(second, "decks.createDeck", { title: "Made on server 2" }, user);
      expect(created.status).toBe(200);
      const update = await watcher.nextUpdate("decks");
      expect(update.result as Deck[]).toEqual([
        expect.objectContaining({ _id: created.body.result, title: "Made on server 2" }),
      ]);
    } finally {
      await watcher.close();
    }
  });

  it("after PostgreSQL kills server 1's connections, its subscribers catch up with changes made on server 2", async () => {
    const user = await signUp(first, { name: "Reconnects" });
    const watcher = await SyncTestClient.open(first, { cookie: user.cookie });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      expect(await watcher.subscribe("decks", "decks.getDecks", {})).toMatchObject({ result: [] });
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'",
        [new URL(database.url).pathname.slice(1)],
      );
      const created = await callFn(
        second,
        "decks.createDeck",
        { title: "Made while server 1 was deaf" },
        user,
      );
      expect(created.status).toBe(200);
      const update = await watcher.nextUpdate("decks");
      expect((update.result as Deck[]).map((deck) => deck.title)).toEqual(["Made while server 1 was deaf"]);
    } finally {
      await admin.end();
      await watcher.close();
    }
  });

  it("another user's subscriber on server 1 hears nothing of it", async () => {
    const owner = await signUp(second, { name: "Owner" });
    const stranger = await signUp(first, { name: "Stranger" });
    const watcher = await SyncTestClient.open(first, { token: stranger.token });
    try {
      expect(await watcher.subscribe("decks", "decks.getDecks", {})).toMatchObject({ result: [] });
      await callFn(second, "decks.createDeck", { title: "Not yours" }, owner);
      await callFn(second, "decks.createDeck", { title: "Yours" }, stranger);
      const update = await watcher.nextUpdate("decks");
      expect((update.result as Deck[]).map((deck) => deck.title)).toEqual(["Yours"]);
    } finally {
      await watcher.close();
    }
  });
});

describe.skipIf(!adminUrl)("PostgreSQL connection loss (pg stage only)", () => {
  it("the server keeps answering after PostgreSQL terminates its idle connections", async () => {
    const server = await startTestServer();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const user = await signUp(server);
      expect((await callFn(server, "decks.createDeck", { title: "Before" }, user)).status).toBe(200);
      const database = new URL(server.databaseUrl!).pathname.slice(1);
      // The request follows the kill at once, before the pool has read the server's goodbye: it was a 500
      // in about one run of ten. Five rounds make that race likely.
      for (let round = 0; round < 5; round += 1) {
        const terminated = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [database],
        );
        expect(terminated.rowCount).toBeGreaterThan(0);
        const decks = await callFn(server, "decks.getDecks", {}, user);
        expect(decks.status).toBe(200);
        expect((decks.body.result as Deck[]).map((deck) => deck.title)).toEqual(["Before"]);
      }
      // A change right after a kill too (its transaction's connection was dropped at begin), and the pool
      // has given back every dropped connection: more changes than it holds connections still go through.
      for (let round = 0; round < 12; round += 1) {
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [database],
        );
        const created = await callFn(server, "decks.createDeck", { title: `After ${round}` }, user);
        expect(created.status).toBe(200);
      }
    } finally {
      await admin.end();
      await server.close();
    }
  });
});
