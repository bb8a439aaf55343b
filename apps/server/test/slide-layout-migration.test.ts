import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq, migrationsFolder, schema } from "@pds/db";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { startServer, type AppServer } from "../src/server.ts";
import { call, deckState, ok } from "./editor-helpers.ts";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { signUp, TEST_AUTH_SECRET, type TestServer } from "./test-server.ts";

// A database made before slide layouts (migrations up to 0007) holds decks and slides with every kind of
// text a founder writes; the server then boots on it and applies 0008. Nothing may be lost: every slide
// reads as bullets of the same text, every deck has the default theme.
const LAST_BEFORE_LAYOUTS = 7;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-layouts-"));
let database: TestDatabase | undefined;
let server: TestServer;

const OLD_SLIDES = [
  { id: "s-title", position: 0, title: "Pawly", content: "Vet care on demand", notes: "Smile." },
  {
    id: "s-market",
    position: 1,
    title: "Market",
    content: "- TAM $4.2B [1]\n- SAM $900M [2]\n- [Add SOM with a source]",
    notes: "Sources: Gartner, Census.\nSpeak slowly.",
  },
  {
    id: "s-unicode",
    position: 2,
    title: "Ünïcode ≥ €1.2M → 3×",
    content: "Łódź · İstanbul · 日本 · Αθήνα",
    notes: "",
  },
  { id: "s-empty", position: 3, title: "", content: "", notes: "" },
];

const OLD_ROWS = `
  INSERT INTO "user" (id, name, email) VALUES ('old-user', 'Old Founder', 'old-layouts@example.com');
  INSERT INTO decks (id, owner_id, title, created_at, updated_at, version)
    VALUES ('old-deck', 'old-user', 'Old deck', 1, 1, 4), ('old-empty', 'old-user', 'Empty deck', 1, 1, 1);
  INSERT INTO slides (id, deck_id, position, title, content, notes, created_at, updated_at, version) VALUES
    ${OLD_SLIDES.map(
      (s) =>
        `('${s.id}', 'old-deck', ${s.position}, '${s.title}', '${s.content}', '${s.notes}', 1, 1, ${s.position + 2})`,
    ).join(",\n    ")};
`;

/** The committed migrations as they stood before layouts: a copy with a shortened journal. */
function oldMigrationsFolder(): string {
  const folder = path.join(dataDir, "migrations");
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE_LAYOUTS);
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

it("slides written before layouts read as bullets of the same text; decks get the default theme", async () => {
  const rows = await server.database.db
    .select()
    .from(schema.slides)
    .where(eq(schema.slides.deckId, "old-deck"))
    .orderBy(asc(schema.slides.position));
  expect(rows.map((row) => [row.id, row.layout, row.fields])).toEqual(
    OLD_SLIDES.map((slide) => [slide.id, "bullets", {}]),
  );
  const decks = await server.database.db.select().from(schema.decks).orderBy(asc(schema.decks.id));
  expect(decks.map((deck) => [deck.id, deck.theme, deck.version])).toEqual([
    ["old-deck", "slate", 4],
    ["old-empty", "slate", 1],
  ]);

  const founder = await signUp(server, { name: "Heir" });
  // Hand the old deck to a user who can sign in; the rows themselves are untouched by the new code.
  await server.database.db
    .update(schema.decks)
    .set({ ownerId: founder.id })
    .where(eq(schema.decks.id, "old-deck"));
  const state = (await deckState(server, "old-deck", founder))!;
  expect(state.deck).toMatchObject({ title: "Old deck", theme: "slate", version: 4 });
  expect(state.slides).toEqual(
    OLD_SLIDES.map((slide) =>
      expect.objectContaining({
        _id: slide.id,
        title: slide.title,
        content: slide.content,
        notes: slide.notes,
        layout: "bullets",
        fields: {},
        version: slide.position + 2,
      }),
    ),
  );
});

it("an old slide can take a layout and an old deck a theme", async () => {
  const founder = await signUp(server, { name: "Second heir" });
  await server.database.db
    .update(schema.decks)
    .set({ ownerId: founder.id })
    .where(eq(schema.decks.id, "old-deck"));
  await ok(
    server,
    "slides.updateSlide",
    {
      slideId: "s-title",
      body: { layout: "statement", fields: { statement: "Vet care on demand", subline: "" } },
      expectedVersion: 2,
    },
    founder,
  );
  await ok(server, "decks.updateDeck", { deckId: "old-deck", theme: "paper", expectedVersion: 4 }, founder);
  const state = (await deckState(server, "old-deck", founder))!;
  expect(state.deck).toMatchObject({ theme: "paper", version: 5 });
  expect(state.slides[0]).toMatchObject({
    layout: "statement",
    content: "Vet care on demand",
    notes: "Smile.",
    version: 3,
  });
  const stale = await call(
    server,
    "slides.updateSlide",
    { slideId: "s-title", title: "x", expectedVersion: 2 },
    founder,
  );
  expect(stale.body.error?.code).toBe("CONFLICT");
});
