import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationsFolder } from "@pds/db";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { startServer, type AppServer } from "../src/server.ts";
import { eq, schema } from "@pds/db";
import { call, deckState, ok } from "./editor-helpers.ts";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { signUp, TEST_AUTH_SECRET, type TestServer } from "./test-server.ts";

// A database made before row versions (migrations up to 0006) holds a deck and a slide; the server then
// boots on it, applies 0007, and those old rows must read as version 1 and save with expectedVersion 1.
const LAST_BEFORE_VERSIONS = 6;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-versions-"));
let database: TestDatabase | undefined;
let server: TestServer;

const OLD_ROWS = `
  INSERT INTO "user" (id, name, email) VALUES ('old-user', 'Old Founder', 'old-founder@example.com');
  INSERT INTO decks (id, owner_id, title, created_at, updated_at) VALUES ('old-deck', 'old-user', 'Old deck', 1, 1);
  INSERT INTO slides (id, deck_id, position, title, content, created_at, updated_at)
    VALUES ('old-slide', 'old-deck', 0, 'Old slide', 'Written before versions', 1, 1);
`;

/** The committed migrations as they stood before row versions: a copy with a shortened journal. */
function oldMigrationsFolder(): string {
  const folder = path.join(dataDir, "migrations");
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE_VERSIONS);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function seedOldPostgres(url: string, folder: string) {
  const pool = new pg.Pool({ connectionString: url });
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder: folder });
    await pool.query(OLD_ROWS);
  } finally {
    await pool.end();
  }
}

async function seedOldPglite(folder: string) {
  const client = new PGlite(path.join(dataDir, "pglite"));
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec(OLD_ROWS);
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  const folder = oldMigrationsFolder();
  const adminUrl = testDatabaseAdminUrl();
  if (adminUrl) database = await createTestDatabase(adminUrl);
  if (database) await seedOldPostgres(database.url, folder);
  else await seedOldPglite(folder);
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    RATE_LIMIT_ENABLED: "false",
    TRUST_PROXY: "false",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const app: AppServer = await startServer(env, createLogger("silent"));
  server = { ...app, origin: app.url, databaseUrl: database?.url };
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("rows written before versions start at version 1 and save with expectedVersion", async () => {
  const founder = await signUp(server, { name: "Heir" });
  // Hand the old deck to a user who can sign in; the row itself is untouched by the new code.
  await server.database.db
    .update(schema.decks)
    .set({ ownerId: founder.id })
    .where(eq(schema.decks.id, "old-deck"));
  const state = (await deckState(server, "old-deck", founder))!;
  expect(state.deck).toMatchObject({ title: "Old deck", version: 1 });
  expect(state.slides).toEqual([
    expect.objectContaining({ _id: "old-slide", title: "Old slide", version: 1 }),
  ]);

  await ok(
    server,
    "slides.updateSlide",
    { slideId: "old-slide", title: "New title", expectedVersion: 1 },
    founder,
  );
  const stale = await call(
    server,
    "slides.updateSlide",
    { slideId: "old-slide", notes: "x", expectedVersion: 1 },
    founder,
  );
  expect(stale.body.error?.code).toBe("CONFLICT");
  await ok(server, "decks.updateDeck", { deckId: "old-deck", title: "Renamed", expectedVersion: 1 }, founder);
  const after = (await deckState(server, "old-deck", founder))!;
  expect(after.deck).toMatchObject({ title: "Renamed", version: 2 });
  expect(after.slides[0]).toMatchObject({ title: "New title", notes: "", version: 2 });
});
