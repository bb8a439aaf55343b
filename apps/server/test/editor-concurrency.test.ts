import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok } from "./editor-helpers.ts";
import {
  authPost,
  cookieFrom,
  signUp,
  startTestServer,
  type Auth,
  type SignedUpUser,
  type TestServer,
} from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;
/** Two signed-in sessions of one founder: two tabs (or two browsers) on the same deck. */
let tabA: Auth;
let tabB: Auth;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { name: "Two Tabs" });
  tabA = { cookie: user.cookie };
  const signIn = await authPost(server, "/sign-in/email", { email: user.email, password: user.password });
  tabB = { cookie: cookieFrom(signIn.response) };
  expect(tabB.cookie).not.toBe(tabA.cookie);
});
afterAll(() => server?.close());

describe("slides.updateSlide with expectedVersion", () => {
  it("refuses a save from an older copy with CONFLICT and changes nothing (the audit's two tabs)", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Two tabs", ["Problem"]);
    const slideId = slideIds[0]!;
    const loaded = (await deckState(server, deckId, tabB))!;
    expect(loaded.slides[0]!.version).toBe(1);

    await ok(server, "slides.updateSlide", { slideId, title: "The problem", expectedVersion: 1 }, tabA);
    const afterA = (await deckState(server, deckId, tabA))!;
    expect(afterA.slides[0]).toMatchObject({ title: "The problem", version: 2 });

    const stale = await call(
      server,
      "slides.updateSlide",
      { slideId, title: "Problem", content: "B's narrative", expectedVersion: 1 },
      tabB,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({
      code: "CONFLICT",
      message:
        "This slide changed in another tab or by the copilot since you opened it. Nothing was saved; reload it and try again.",
    });
    expect(await deckState(server, deckId, tabA)).toEqual(afterA);

    // Saving again from the version it now holds goes through.
    await ok(server, "slides.updateSlide", { slideId, content: "B's narrative", expectedVersion: 2 }, tabB);
    expect((await deckState(server, deckId, tabA))!.slides[0]).toMatchObject({
      title: "The problem",
      content: "B's narrative",
      version: 3,
    });
  });

  it("without expectedVersion (scripts, old clients) it saves as before and still bumps the version", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Script", ["Market"]);
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, notes: "From a script" }, tabA);
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, notes: "From a script" }, tabA);
    expect((await deckState(server, deckId, tabA))!.slides[0]).toMatchObject({
      notes: "From a script",
      version: 2,
    });
  });

  it("moving slides does not make a typing tab's copy stale", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Reorder", ["A", "B"]);
    await ok(server, "slides.reorderSlides", { deckId, slideIds: [slideIds[1]!, slideIds[0]!] }, tabA);
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, title: "A2", expectedVersion: 1 }, tabB);
    expect((await deckState(server, deckId, tabA))!.slides[1]).toMatchObject({ title: "A2", version: 2 });
  });
});

describe("decks.updateDeck with expectedVersion", () => {
  it("refuses a rename from an older copy and keeps the other tab's title", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Seed round" }, tabA);
    expect((await deckState(server, deckId, tabA))!.deck.version).toBe(1);
    await ok(server, "decks.updateDeck", { deckId, title: "Series A", expectedVersion: 1 }, tabA);
    const before = (await deckState(server, deckId, tabA))!;
    expect(before.deck).toMatchObject({ title: "Series A", version: 2 });

    const stale = await call(
      server,
      "decks.updateDeck",
      { deckId, title: "Bridge", expectedVersion: 1 },
      tabB,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe("CONFLICT");
    expect(stale.body.error?.message).toBe(
      "This deck was renamed in another tab since you opened it. Nothing was saved; reload it and try again.",
    );
    expect(await deckState(server, deckId, tabA)).toEqual(before);
  });

  it("editing a slide does not change the deck's version (only renames do)", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Slides only", ["Team"]);
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, title: "Our team" }, tabA);
    await ok(server, "decks.updateDeck", { deckId, title: "Renamed", expectedVersion: 1 }, tabB);
    expect((await deckState(server, deckId, tabA))!.deck).toMatchObject({ title: "Renamed", version: 2 });
  });
});
