import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok } from "./editor-helpers.ts";
import { SyncTestClient } from "@pds/testkit";
import { signUp, STACK_TRACE, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { name: "Editor" });
});
afterAll(() => server?.close());

describe("decks.getDeckWithSlidesByStringId", () => {
  const ids = [
    "",
    "not-a-uuid",
    "../../etc",
    "x".repeat(200),
    "00000000-0000-4000-8000-000000000000",
    "' OR 1=1 --",
    "\u0000",
    "deck\u0000id",
  ];

  it.each(ids)("answers null for %j over HTTP", async (deckId) => {
    const response = await call(server, "decks.getDeckWithSlidesByStringId", { deckId }, user);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: null });
    expect(await ok(server, "slides.getSlidesByDeck", { deckId }, user)).toEqual([]);
    expect(await ok(server, "briefs.getBrief", { deckId }, user)).toBeNull();
  });

  it("answers null for every malformed or unknown id over the sync channel", async () => {
    const client = await SyncTestClient.open(server, { cookie: user.cookie });
    try {
      for (const [index, deckId] of ids.entries()) {
        const answer = await client.subscribe(`s${index}`, "decks.getDeckWithSlidesByStringId", { deckId });
        expect(answer).toEqual({ type: "update", id: `s${index}`, result: null });
      }
    } finally {
      await client.close();
    }
    for (const frame of client.frames) expect(frame).not.toMatch(STACK_TRACE);
  });

  it("an id longer than 200 characters is INVALID_INPUT, not a crash", async () => {
    const response = await call(
      server,
      "decks.getDeckWithSlidesByStringId",
      { deckId: "x".repeat(201) },
      user,
    );
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("INVALID_INPUT");
  });
});

describe("briefs", () => {
  it("saveBrief and getBrief round-trip, trimmed, and a second save replaces the first", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Briefed" }, user);
    expect(await ok(server, "briefs.getBrief", { deckId }, user)).toBeNull();
    await ok(
      server,
      "briefs.saveBrief",
      { deckId, title: " Seed deck ", startupName: " Acme ", overview: " We help founders. " },
      user,
    );
    expect(await ok(server, "briefs.getBrief", { deckId }, user)).toEqual({
      deckId,
      title: "Seed deck",
      startupName: "Acme",
      overview: "We help founders.",
      updatedAt: expect.any(Number),
    });
    await ok(
      server,
      "briefs.saveBrief",
      { deckId, title: "Series A", startupName: "Acme", overview: "Now bigger." },
      user,
    );
    expect(await ok(server, "briefs.getBrief", { deckId }, user)).toMatchObject({
      title: "Series A",
      overview: "Now bigger.",
    });
  });

  it("every field is required and blank ones are refused; nothing is stored", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Unbriefed" }, user);
    const full = { deckId, title: "T", startupName: "S", overview: "O" };
    const bad: unknown[] = [
      { deckId, startupName: "S", overview: "O" },
      { deckId, title: "T", overview: "O" },
      { deckId, title: "T", startupName: "S" },
      { ...full, title: "  " },
      { ...full, startupName: "" },
      { ...full, overview: "\n" },
      { ...full, overview: "o".repeat(5001) },
      { ...full, startupName: 7 },
      { ...full, extra: true },
    ];
    for (const args of bad) {
      const response = await call(server, "briefs.saveBrief", args, user);
      expect(response.status, JSON.stringify(args)).toBe(400);
      expect(response.body.error?.code).toBe("INVALID_INPUT");
    }
    expect(await ok(server, "briefs.getBrief", { deckId }, user)).toBeNull();
  });
});

describe("invalid arguments are INVALID_INPUT and change nothing", () => {
  let deckId: string;
  let slideId: string;

  beforeAll(async () => {
    const made = await deckWithSlides(server, user, "Guarded", ["Only slide"]);
    deckId = made.deckId;
    slideId = made.slideIds[0]!;
  });

  const cases: Array<[string, string, (ids: { deckId: string; slideId: string }) => unknown]> = [
    ["slide title over 120", "slides.createSlide", ({ deckId }) => ({ deckId, title: "t".repeat(121) })],
    [
      "slide content over 5000",
      "slides.createSlide",
      ({ deckId }) => ({ deckId, content: "c".repeat(5001) }),
    ],
    ["title of the wrong type", "slides.createSlide", ({ deckId }) => ({ deckId, title: 42 })],
    ["negative position", "slides.createSlide", ({ deckId }) => ({ deckId, position: -1 })],
    ["fractional position", "slides.createSlide", ({ deckId }) => ({ deckId, position: 0.5 })],
    ["unknown key", "slides.createSlide", ({ deckId }) => ({ deckId, color: "red" })],
    ["deck id of the wrong type", "slides.createSlide", () => ({ deckId: 12 })],
    ["missing deck id", "slides.createSlide", () => ({ title: "Orphan" })],
    ["update title over 120", "slides.updateSlide", ({ slideId }) => ({ slideId, title: "t".repeat(121) })],
    [
      "update content over 5000",
      "slides.updateSlide",
      ({ slideId }) => ({ slideId, content: "c".repeat(5001) }),
    ],
    ["update content not a string", "slides.updateSlide", ({ slideId }) => ({ slideId, content: ["a"] })],
    ["update with an unknown key", "slides.updateSlide", ({ slideId }) => ({ slideId, deckId: "elsewhere" })],
    ["update with a null title", "slides.updateSlide", ({ slideId }) => ({ slideId, title: null })],
    ["delete without an id", "slides.deleteSlide", () => ({})],
    [
      "reorder with ids not a list",
      "slides.reorderSlides",
      ({ deckId, slideId }) => ({ deckId, slideIds: slideId }),
    ],
    ["deck title over 200", "decks.updateDeck", ({ deckId }) => ({ deckId, title: "d".repeat(201) })],
    ["deck title of the wrong type", "decks.updateDeck", ({ deckId }) => ({ deckId, title: false })],
    [
      "deck update with an unknown key",
      "decks.updateDeck",
      ({ deckId }) => ({ deckId, title: "X", ownerId: "me" }),
    ],
    ["delete deck with an unknown key", "decks.deleteDeck", ({ deckId }) => ({ deckId, force: true })],
    [
      "restore with an overlong slide title",
      "decks.restoreDeck",
      () => ({ title: "R", slides: [{ title: "t".repeat(121), content: "" }] }),
    ],
    ["restore with slides not a list", "decks.restoreDeck", () => ({ title: "R", slides: "none" })],
    [
      "a NUL character in a slide title",
      "slides.createSlide",
      ({ deckId }) => ({ deckId, title: "Nul\u0000" }),
    ],
    [
      "a NUL character in slide content",
      "slides.updateSlide",
      ({ slideId }) => ({ slideId, content: "a\u0000b" }),
    ],
    ["a NUL character in a deck title", "decks.updateDeck", ({ deckId }) => ({ deckId, title: "\u0000" })],
    [
      "a NUL character in a slide id",
      "slides.deleteSlide",
      ({ slideId }) => ({ slideId: `${slideId}\u0000` }),
    ],
  ];

  it.each(cases)("%s (%s)", async (_label, name, makeArgs) => {
    const before = await deckState(server, deckId, user);
    const decksBefore = await ok(server, "decks.getDecks", {}, user);
    const response = await call(server, name, makeArgs({ deckId, slideId }), user);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("INVALID_INPUT");
    expect(response.body.error?.message).toMatch(/^Invalid arguments for /);
    expect(await deckState(server, deckId, user)).toEqual(before);
    expect(await ok(server, "decks.getDecks", {}, user)).toEqual(decksBefore);
  });

  it("the same refusals come over the sync channel, with the request id", async () => {
    const before = await deckState(server, deckId, user);
    const client = await SyncTestClient.open(server, { cookie: user.cookie });
    try {
      for (const [index, [, name, makeArgs]] of cases.entries()) {
        const answer = await client.call("mutation", `bad-${index}`, name, makeArgs({ deckId, slideId }));
        expect(answer).toMatchObject({ type: "error", requestId: `bad-${index}`, code: "INVALID_INPUT" });
      }
    } finally {
      await client.close();
    }
    for (const frame of client.frames) expect(frame).not.toMatch(STACK_TRACE);
    expect(await deckState(server, deckId, user)).toEqual(before);
  });

  it("limits are inclusive: a 120-character slide title and 5000-character content are saved", async () => {
    const title = "t".repeat(120);
    const content = "c".repeat(5000);
    const id = await ok(server, "slides.createSlide", { deckId, title, content }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.find((slide) => slide._id === id)).toMatchObject({ title, content });
    await ok(server, "slides.deleteSlide", { slideId: id }, user);
  });

  it("unknown slide and deck ids are NOT_FOUND and change nothing", async () => {
    const before = await deckState(server, deckId, user);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const attempts = [
      await call(server, "slides.createSlide", { deckId: unknown }, user),
      await call(server, "slides.updateSlide", { slideId: unknown, title: "X" }, user),
      await call(server, "slides.deleteSlide", { slideId: "../../etc" }, user),
      await call(server, "slides.reorderSlides", { deckId: unknown, slideIds: [slideId] }, user),
      await call(server, "decks.deleteDeck", { deckId: "not-a-uuid" }, user),
      await call(
        server,
        "briefs.saveBrief",
        { deckId: unknown, title: "T", startupName: "S", overview: "O" },
        user,
      ),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body.error?.code).toBe("NOT_FOUND");
    }
    expect(await deckState(server, deckId, user)).toEqual(before);
  });
});
