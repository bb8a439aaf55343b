import { eq, schema, sql } from "@pds/db";

const count = () => sql<number>`count(*)::int`;
import sharp from "sharp";
import type { SlideBody } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckWithSlides, ok } from "./editor-helpers.ts";
import { postImage, postLarge, bombPng, type Uploaded } from "./images-helpers.ts";
import { signUp, startTestServer, authHeaders, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;
let stranger: SignedUpUser;
let deckId: string;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
  stranger = await signUp(server, { name: "Someone Else" });
  ({ deckId } = await deckWithSlides(server, founder, "Images deck", ["Team"]));
});
afterAll(() => server?.close());

async function imageRows(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(schema.images);
  return row?.n ?? 0;
}

/** `n` stored images of a deck, as if uploaded at `createdAt`. */
const fillers = (ownerId: string, deckId: string, n: number, createdAt: number) =>
  Array.from({ length: n }, (_, index) => ({
    id: `${deckId}-filler-${index}`,
    ownerId,
    deckId,
    mime: "image/png",
    width: 1,
    height: 1,
    bytes: new Uint8Array([1]),
    createdAt,
  }));

async function imagesOf(deckId: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ id: schema.images.id })
    .from(schema.images)
    .where(eq(schema.images.deckId, deckId));
  return rows.map((row) => row.id).sort();
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
const withAlpha = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });

function serve(id: string, auth: { cookie: string } | { token: string } | null) {
  return fetch(`${server.url}/api/images/${id}`, { headers: authHeaders(auth) });
}

describe("uploading images", () => {
  it("a large JPEG with camera metadata is stored upright, shrunk to 1600 px, without its metadata", async () => {
    const jpeg = await photo(3200, 1200)
      .withMetadata({ exif: { IFD0: { Copyright: "Secret Camera Co" } } })
      .jpeg()
      .toBuffer();
    const uploaded = await postImage(server, deckId, jpeg, founder, "image/jpeg");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({ id: expect.any(String), width: 1600, height: 600 });

    const served = await serve((uploaded.body as Uploaded).id, founder);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1600, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Secret Camera Co"))).toBe(false);
  });

  it("a transparent PNG stays PNG (its transparency kept) at its own size", async () => {
    const png = await withAlpha(400, 300).png().toBuffer();
    const uploaded = await postImage(server, deckId, png, founder, "application/octet-stream");
    expect(uploaded.body).toEqual({ id: expect.any(String), width: 400, height: 300 });
    const served = await serve((uploaded.body as Uploaded).id, founder);
    expect(served.headers.get("content-type")).toBe("image/png");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "png", hasAlpha: true, width: 400, height: 300 });
  });

  it("a WebP is never stored as WebP (the PDF export embeds only PNG and JPEG)", async () => {
    const opaque = await photo(2000, 2400).webp().toBuffer();
    const transparent = await withAlpha(64, 64).webp().toBuffer();
    const first = await postImage(server, deckId, opaque, founder, "image/webp");
    expect(first.body).toEqual({ id: expect.any(String), width: 1333, height: 1600 });
    const second = await postImage(server, deckId, transparent, founder, "image/webp");
    expect(second.status).toBe(201);
    expect((await serve((first.body as Uploaded).id, founder)).headers.get("content-type")).toBe(
      "image/jpeg",
    );
    expect((await serve((second.body as Uploaded).id, founder)).headers.get("content-type")).toBe(
      "image/png",
    );
  });

  it("a bearer token works as well as the cookie", async () => {
    const png = await photo(10, 10).png().toBuffer();
    const uploaded = await postImage(server, deckId, png, { token: founder.token });
    expect(uploaded.status).toBe(201);
    expect((await serve((uploaded.body as Uploaded).id, { token: founder.token })).status).toBe(200);
  });
});

describe("only the deck's owner sees or adds images", () => {
  let imageId: string;
  beforeAll(async () => {
    const uploaded = await postImage(server, deckId, await photo(20, 20).png().toBuffer(), founder);
    imageId = (uploaded.body as Uploaded).id;
  });

  it("another user and an anonymous visitor get the same 404 as for a missing image", async () => {
    const missing = await serve("no-such-image", founder);
    for (const response of [await serve(imageId, stranger), await serve(imageId, null), missing]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Image not found." } });
    }
  });

  it("uploading to someone else's deck is 404 and anonymous uploads are 401, storing nothing", async () => {
    const before = await imageRows();
    const png = await photo(20, 20).png().toBuffer();
    const foreign = await postImage(server, deckId, png, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { code: "NOT_FOUND" } });
    const anonymous = await postImage(server, deckId, png, null);
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: "UNAUTHORIZED" } } });
    const noDeck = await postImage(server, "", png, founder);
    expect(noDeck).toMatchObject({
      status: 400,
      body: { error: { message: "Say which deck the image is for." } },
    });
    expect(await imageRows()).toBe(before);
  });

  it("a slide may not show another deck's image", async () => {
    const other = await deckWithSlides(server, founder, "Other deck", ["Screenshot"]);
    const response = await call(
      server,
      "slides.updateSlide",
      { slideId: other.slideIds[0]!, body: { layout: "image", fields: { imageId, caption: "Our app" } } },
      founder,
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: "INVALID_INPUT",
      message: "That image is not part of this deck. Upload it again.",
    });
    await ok(
      server,
      "slides.updateSlide",
      { slideId: (await deckWithSlides(server, founder, "Same", ["x"])).slideIds[0]!, title: "still fine" },
      founder,
    );
  });

  it("deleting the deck deletes its images", async () => {
    const doomed = await ok(server, "decks.createDeck", { title: "Doomed" }, founder);
    const uploaded = await postImage(server, doomed, await photo(20, 20).png().toBuffer(), founder);
    const id = (uploaded.body as Uploaded).id;
    await ok(server, "decks.deleteDeck", { deckId: doomed }, founder);
    const left = await server.database.db
      .select()
      .from(schema.images)
      .where(eq(schema.images.deckId, doomed));
    expect(left).toEqual([]);
    expect((await serve(id, founder)).status).toBe(404);
  });
});

describe("bad files are refused with a clear sentence and nothing is stored", () => {
  const wrongType = { error: { code: "INVALID_INPUT", message: "Images must be PNG, JPEG or WebP." } };
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const cases: [string, Uint8Array | Promise<Uint8Array>][] = [
    ["an SVG", new TextEncoder().encode(svg)],
    [
      "a GIF",
      sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
        .gif()
        .toBuffer(),
    ],
    [
      "a renamed Linux executable",
      Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)]),
    ],
    [
      "a renamed Windows executable",
      new TextEncoder().encode("MZ\x90\x00This program cannot be run in DOS mode"),
    ],
    ["a text file", new TextEncoder().encode("Revenue grew 3x year on year.")],
  ];

  for (const [name, bytes] of cases) {
    it(`${name} sent as image/png`, async () => {
      const before = await imageRows();
      const response = await postImage(server, deckId, await bytes, founder, "image/png");
      expect(response).toEqual({ status: 400, body: wrongType });
      expect(await imageRows()).toBe(before);
    });
  }

  it("a PNG signature in front of something else", async () => {
    const before = await imageRows();
    const jpeg = await photo(8, 8).jpeg().toBuffer();
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    const response = await postImage(server, deckId, disguised, founder);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: "INVALID_INPUT" } });
    expect(await imageRows()).toBe(before);
  });

  it("a truncated JPEG", async () => {
    const before = await imageRows();
    const jpeg = await photo(400, 400).jpeg().toBuffer();
    const response = await postImage(server, deckId, jpeg.subarray(0, 200), founder);
    expect(response).toMatchObject({ status: 400, body: { error: { code: "INVALID_INPUT" } } });
    expect(await imageRows()).toBe(before);
  });

  it("a decompression bomb: a tiny PNG declaring 20000×20000 pixels", async () => {
    const before = await imageRows();
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const response = await postImage(server, deckId, bomb, founder);
    expect(response).toEqual({
      status: 400,
      body: {
        error: {
          code: "INVALID_INPUT",
          message: "This image is too large to process (more than 40 megapixels).",
        },
      },
    });
    expect(await imageRows()).toBe(before);
  });

  it("a 20 MB file is refused with 413 long before it has all been sent", async () => {
    const before = await imageRows();
    const tooLarge = { error: { code: "INVALID_INPUT", message: "Images can be at most 5 MB." } };
    const declared = await postLarge(
      server,
      `/api/images?deckId=${deckId}`,
      20 * 1024 * 1024,
      founder.cookie,
    );
    expect(declared).toMatchObject({ status: 413, body: tooLarge });
    expect(declared.written).toBeLessThan(20 * 1024 * 1024);
    const chunked = await postLarge(server, `/api/images?deckId=${deckId}`, undefined, founder.cookie);
    expect(chunked).toMatchObject({ status: 413, body: tooLarge });
    expect(chunked.written).toBeLessThan(20 * 1024 * 1024);
    expect(await imageRows()).toBe(before);
  });

  it("a deck whose slides show 200 images, or that got 200 in the last hour, takes no more", async () => {
    const owner = await signUp(server, { name: "Prolific" });
    const full = await ok(server, "decks.createDeck", { title: "Full" }, owner);
    await server.database.db.insert(schema.images).values(fillers(owner.id, full, 200, Date.now()));
    const response = await postImage(server, full, await photo(8, 8).png().toBuffer(), owner);
    expect(response).toEqual({
      status: 400,
      body: {
        error: {
          code: "INVALID_INPUT",
          message:
            "This deck already holds 200 images. Remove images from some slides, then try again in an hour.",
        },
      },
    });
    expect(await imagesOf(full)).toHaveLength(200);
  });
});

describe("a full deck sheds the images its slides no longer show", () => {
  it("older unused images go; shown ones and the new upload stay", async () => {
    const owner = await signUp(server, { name: "Replacer" });
    const { deckId: full, slideIds } = await deckWithSlides(server, owner, "Full", ["Cover"]);
    await server.database.db.insert(schema.images).values(fillers(owner.id, full, 200, 1));
    const logo: SlideBody = {
      layout: "cover",
      fields: { tagline: "Vet care", logoImageId: `${full}-filler-7`, presenter: "", date: "" },
    };
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, body: logo }, owner);

    const response = await postImage(server, full, await photo(8, 8).png().toBuffer(), owner);
    expect(response.status).toBe(201);
    expect(await imagesOf(full)).toEqual([`${full}-filler-7`, (response.body as Uploaded).id].sort());
  });
});

describe("uploads per hour", () => {
  it("a founder who uploaded 300 images in the last hour is asked to wait", async () => {
    const busy = await signUp(server, { name: "Busy Founder" });
    const first = await ok(server, "decks.createDeck", { title: "First" }, busy);
    const second = await ok(server, "decks.createDeck", { title: "Second" }, busy);
    const now = Date.now();
    const rows = Array.from({ length: 300 }, (_, index) => ({
      id: `recent-${index}`,
      ownerId: busy.id,
      deckId: index < 150 ? first : second,
      mime: "image/png",
      width: 1,
      height: 1,
      bytes: new Uint8Array([1]),
      createdAt: now - index * 1000,
    }));
    await server.database.db.insert(schema.images).values(rows);
    const response = await postImage(server, second, await photo(8, 8).png().toBuffer(), busy);
    expect(response).toEqual({
      status: 429,
      body: {
        error: {
          code: "RATE_LIMITED",
          message: "You have uploaded many images in the last hour. Please try again later.",
        },
      },
    });
  });
});
