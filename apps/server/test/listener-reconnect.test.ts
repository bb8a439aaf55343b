import type { Deck } from "@pds/contracts";
import { SyncTestClient } from "@pds/testkit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { callFn, signUp, startTestServer } from "./test-server.ts";

const adminUrl = testDatabaseAdminUrl();

/** Needs a real PostgreSQL (TEST_DATABASE_URL); PGlite has no LISTEN connection to lose. */
describe.skipIf(!adminUrl)(
  "cross-instance updates after PostgreSQL drops the LISTEN connection (pg stage only)",
  () => {
    let database: TestDatabase;
    let admin: pg.Client;
    beforeAll(async () => {
      database = await createTestDatabase(adminUrl!);
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await database?.drop();
    });

    /** Terminate this database's listener connections, found by the application_name they set. */
    const killListeners = async () => {
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'pds-listener'",
        [new URL(database.url).pathname.slice(1)],
      );
      return killed.rowCount ?? 0;
    };

    it("a subscriber on server B sees mutations made on server A after B's listener was killed twice", async () => {
      const first = await startTestServer({ databaseUrl: database.url });
      const second = await startTestServer({ databaseUrl: database.url });
      const user = await signUp(first, { name: "Reconnects twice" });
      const watcher = await SyncTestClient.open(second, { cookie: user.cookie });
      try {
        expect(await watcher.subscribe("decks", "decks.getDecks", {})).toMatchObject({ result: [] });
        const titles: string[] = [];
        for (const title of ["After the first drop", "After the second drop"]) {
          // Both servers' listeners go; each must come back on its own.
          expect(await killListeners()).toBe(2);
          const created = await callFn(first, "decks.createDeck", { title }, user);
          expect(created.status).toBe(200);
          titles.push(title);
          // The notification is lost with the connection: the resync after reconnecting delivers it.
          let seen: string[] = [];
          const deadline = Date.now() + 6_000;
          while (seen.length < titles.length && Date.now() < deadline) {
            const update = await watcher.nextUpdate("decks", deadline - Date.now());
            seen = (update.result as Deck[]).map((deck) => deck.title);
          }
          expect([...seen].sort()).toEqual([...titles].sort());
          // Let both listeners finish reconnecting before the next round kills them again.
          const back = Date.now() + 6_000;
          while (Date.now() < back && (await listenerCount()) < 2)
            await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        await watcher.close();
        await first.close();
        await second.close();
      }
    });

    const listenerCount = async () => {
      const rows = await admin.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'pds-listener'",
        [new URL(database.url).pathname.slice(1)],
      );
      return (rows.rows[0] as { n: number }).n;
    };
  },
);
