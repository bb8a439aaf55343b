import { newSlideDefaults } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, clockPast, deckState, deckWithSlides, ok, slideTitles } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { name: "Editor" });
});
afterAll(() => server?.close());

describe("slides.createSlide", () => {
  it('fills in "New Slide N" and the edit hint, counting the slides already there', async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Defaults" }, user);
    await ok(server, "slides.createSlide", { deckId }, user);
    await ok(server, "slides.createSlide", { deckId, title: "   ", content: "  " }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.slides).toEqual([
      expect.objectContaining({ position: 0, title: "New Slide 1", content: newSlideDefaults.content }),
      expect.objectContaining({ position: 1, title: "New Slide 2", content: newSlideDefaults.content }),
    ]);
    expect(newSlideDefaults.content).toBe("Click edit to add content to this slide.");
    expect(state?.slides.every((slide) => slide.notes === "" && slide.deckId === deckId)).toBe(true);
  });

  it("inserting at a position shifts the slides from there on; a position past the end appends", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Insert", ["A", "B", "C"]);
    const inserted = await ok(server, "slides.createSlide", { deckId, position: 1 }, user);
    const first = await ok(server, "slides.createSlide", { deckId, title: "Cover", position: 0 }, user);
    const last = await ok(server, "slides.createSlide", { deckId, title: "End", position: 99 }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.map((slide) => [slide.position, slide._id, slide.title])).toEqual([
      [0, first, "Cover"],
      [1, slideIds[0], "A"],
      [2, inserted, "New Slide 4"],
      [3, slideIds[1], "B"],
      [4, slideIds[2], "C"],
      [5, last, "End"],
    ]);
  });
});

describe("slides.updateSlide", () => {
  it("changes only the fields given", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Update", ["Problem", "Solution"]);
    const [problem, solution] = slideIds as [string, string];
    await ok(server, "slides.updateSlide", { slideId: problem, notes: "Say it slowly" }, user);
    await ok(server, "slides.updateSlide", { slideId: solution, title: "Our solution" }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.slides).toEqual([
      {
        _id: problem,
        deckId,
        position: 0,
        title: "Problem",
        content: "Problem body",
        notes: "Say it slowly",
        section: null,
        version: 2,
        layout: "bullets",
        fields: {},
      },
      {
        _id: solution,
        deckId,
        position: 1,
        title: "Our solution",
        content: "Solution body",
        notes: "",
        section: null,
        version: 2,
        layout: "bullets",
        fields: {},
      },
    ]);
  });

  it("a call that changes nothing leaves the slide and the deck's updatedAt alone", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "No-op", ["Same"]);
    const before = await deckState(server, deckId, user);
    await clockPast(before?.deck.updatedAt);
    await ok(
      server,
      "slides.updateSlide",
      { slideId: slideIds[0]!, title: "Same", content: "Same body" },
      user,
    );
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]! }, user);
    expect(await deckState(server, deckId, user)).toEqual(before);

    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, content: "Changed" }, user);
    const after = await deckState(server, deckId, user);
    expect(after?.deck.updatedAt).toBeGreaterThan(before?.deck.updatedAt ?? Infinity);
    expect(after?.slides[0]).toMatchObject({ title: "Same", content: "Changed" });
  });
});

describe("slides.deleteSlide", () => {
  it("closes the gap in the positions", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Delete", ["A", "B", "C", "D"]);
    await ok(server, "slides.deleteSlide", { slideId: slideIds[1]! }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.map((slide) => [slide.position, slide.title])).toEqual([
      [0, "A"],
      [1, "C"],
      [2, "D"],
    ]);
    const again = await call(server, "slides.deleteSlide", { slideId: slideIds[1]! }, user);
    expect(again.status).toBe(404);
    expect(again.body.error?.code).toBe("NOT_FOUND");
    expect(await deckState(server, deckId, user)).toEqual(state);
  });
});

describe("slides.reorderSlides", () => {
  it("applies a permutation", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Reorder", ["A", "B", "C"]);
    const [a, b, c] = slideIds as [string, string, string];
    await ok(server, "slides.reorderSlides", { deckId, slideIds: [c, a, b] }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.map((slide) => [slide.position, slide._id])).toEqual([
      [0, c],
      [1, a],
      [2, b],
    ]);
  });

  it("refuses anything but a permutation of the deck's slides with CONFLICT and changes nothing", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Bad reorder", ["A", "B", "C"]);
    const other = await deckWithSlides(server, user, "Other deck", ["X"]);
    const [a, b, c] = slideIds as [string, string, string];
    const before = await deckState(server, deckId, user);
    const attempts: string[][] = [
      [a, b],
      [a, b, c, c],
      [a, a, b],
      [a, b, c, other.slideIds[0]!],
      [a, b, other.slideIds[0]!],
      [c, b, "not-a-slide"],
      [],
    ];
    for (const ids of attempts) {
      const response = await call(server, "slides.reorderSlides", { deckId, slideIds: ids }, user);
      expect(response.status, JSON.stringify(ids)).toBe(409);
      expect(response.body.error?.code).toBe("CONFLICT");
    }
    expect(await deckState(server, deckId, user)).toEqual(before);
    expect(slideTitles(await deckState(server, other.deckId, user))).toEqual(["X"]);
  });
});

describe("decks.updateDeck", () => {
  it("trims the title", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Before" }, user);
    await ok(server, "decks.updateDeck", { deckId, title: "  After rename \n" }, user);
    expect((await deckState(server, deckId, user))?.deck.title).toBe("After rename");
  });

  it("refuses an empty title with the editor's message and changes nothing", async () => {
    const { deckId } = await deckWithSlides(server, user, "Keep me", ["A"]);
    const before = await deckState(server, deckId, user);
    for (const title of ["", "   ", "\n\t"]) {
      const response = await call(server, "decks.updateDeck", { deckId, title }, user);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({
        code: "INVALID_INPUT",
        message: "Please give your deck a title before saving.",
      });
    }
    expect(await deckState(server, deckId, user)).toEqual(before);
  });

  it('a missing deck is NOT_FOUND with "nonexistent document" in the message', async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Soon gone" }, user);
    await ok(server, "decks.deleteDeck", { deckId }, user);
    for (const id of [deckId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await call(server, "decks.updateDeck", { deckId: id, title: "Saved" }, user);
      expect(response.status).toBe(404);
      expect(response.body.error?.code).toBe("NOT_FOUND");
      expect(response.body.error?.message).toContain("nonexistent document");
    }
  });
});

describe("decks.restoreDeck and decks.deleteDeck", () => {
  it("restoreDeck recreates a deck with its slides in order", async () => {
    const slides = [
      { title: "Cover", content: "Acme", notes: "Hello" },
      { title: "Problem", content: "Decks are slow" },
      { title: "Ask", content: "$1M", notes: "" },
    ];
    const deckId = await ok(server, "decks.restoreDeck", { title: "  Recreated  ", slides }, user);
    const state = await deckState(server, deckId, user);
    expect(state?.deck.title).toBe("Recreated");
    expect(
      state?.slides.map(({ position, title, content, notes }) => ({ position, title, content, notes })),
    ).toEqual([
      { position: 0, title: "Cover", content: "Acme", notes: "Hello" },
      { position: 1, title: "Problem", content: "Decks are slow", notes: "" },
      { position: 2, title: "Ask", content: "$1M", notes: "" },
    ]);
    const decks = await ok(server, "decks.getDecks", {}, user);
    expect(decks.map((deck) => deck._id)).toContain(deckId);
  });

  it("deleteDeck removes the deck, its slides and its brief", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Doomed", ["A", "B"]);
    await ok(
      server,
      "briefs.saveBrief",
      { deckId, title: "Doomed", startupName: "Acme", overview: "We do X." },
      user,
    );
    await ok(server, "decks.deleteDeck", { deckId }, user);

    expect(await deckState(server, deckId, user)).toBeNull();
    expect(await ok(server, "slides.getSlidesByDeck", { deckId }, user)).toEqual([]);
    expect(await ok(server, "briefs.getBrief", { deckId }, user)).toBeNull();
    expect((await ok(server, "decks.getDecks", {}, user)).map((deck) => deck._id)).not.toContain(deckId);
    const db = server.database.db;
    expect(await db.select().from(schema.slides).where(eq(schema.slides.deckId, deckId))).toEqual([]);
    expect(await db.select().from(schema.briefs).where(eq(schema.briefs.deckId, deckId))).toEqual([]);
    const update = await call(server, "slides.updateSlide", { slideId: slideIds[0]!, title: "Ghost" }, user);
    expect(update.body.error?.code).toBe("NOT_FOUND");
    const again = await call(server, "decks.deleteDeck", { deckId }, user);
    expect(again.body.error?.code).toBe("NOT_FOUND");
  });
});
