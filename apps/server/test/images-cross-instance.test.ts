import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./editor-helpers.ts";
import { postImage, type Uploaded } from "./images-helpers.ts";
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from "./test-database.ts";
import { authHeaders, signUp, startTestServer, type TestServer } from "./test-server.ts";

const adminUrl = testDatabaseAdminUrl();

/** Needs a real PostgreSQL server (PGlite is one process); `npm test` runs it in its "pg" stage. */
describe.skipIf(!adminUrl)("images are served by every app server (pg stage only)", () => {
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

  it("an image uploaded through server 1 comes back byte for byte from server 2, to its owner only", async () => {
    const founder = await signUp(first);
    const stranger = await signUp(second, { name: "Stranger" });
    const deckId = await ok(first, "decks.createDeck", { title: "Scaled" }, founder);
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#3366cc80" } })
      .png()
      .toBuffer();
    const uploaded = await postImage(first, deckId, png, founder);
    expect(uploaded.status).toBe(201);
    const id = (uploaded.body as Uploaded).id;

    const fromFirst = await fetch(`${first.url}/api/images/${id}`, { headers: authHeaders(founder) });
    const fromSecond = await fetch(`${second.url}/api/images/${id}`, { headers: authHeaders(founder) });
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await fromSecond.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 300, height: 200, hasAlpha: true });
    expect((await fetch(`${second.url}/api/images/${id}`, { headers: authHeaders(stranger) })).status).toBe(
      404,
    );
  });
});
