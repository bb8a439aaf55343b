import type { Deck, DeckWithSlides } from "@pds/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clockPast, deckState, deckWithSlides, ok, slideTitles, updateWhere } from "./editor-helpers.ts";
import { SyncTestClient } from "@pds/testkit";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let user: SignedUpUser;
const open: SyncTestClient[] = [];

async function socket(): Promise<SyncTestClient> {
  const client = await SyncTestClient.open(server, { cookie: user.cookie });
  open.push(client);
  return client;
}

/** Two tabs of the same founder, both watching `deckId`. */
async function twoTabs(deckId: string) {
  const first = await socket();
  const second = await socket();
  for (const tab of [first, second]) {
    const initial = await tab.subscribe("deck", "decks.getDeckWithSlidesByStringId", { deckId });
    expect(initial.type).toBe("update");
  }
  return [first, second] as const;
}

const expectResult = (answer: Awaited<ReturnType<SyncTestClient["call"]>>): unknown => {
  if (answer.type !== "result") throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.result;
};

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { name: "Two Tabs" });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => server?.close());

describe("two sockets of one founder on one deck", () => {
  it("each sees a slide the other creates, edits, reorders and deletes", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Live deck", ["Problem", "Solution"]);
    const [problem, solution] = slideIds as [string, string];
    const [left, right] = await twoTabs(deckId);

    const created = expectResult(
      await left.mutation("live-create", "slides.createSlide", { deckId, title: "Market", position: 1 }),
    );
    let seen = await updateWhere<DeckWithSlides | null>(right, "deck", (r) =>
      slideTitles(r).includes("Market"),
    );
    expect(slideTitles(seen)).toEqual(["Problem", "Market", "Solution"]);
    expect(seen?.slides[1]?._id).toBe(created);

    expectResult(
      await right.mutation("live-update", "slides.updateSlide", {
        slideId: problem,
        title: "The problem",
        content: "Decks take weeks",
      }),
    );
    seen = await updateWhere<DeckWithSlides | null>(
      left,
      "deck",
      (r) => r?.slides[0]?.title === "The problem",
    );
    expect(seen?.slides[0]).toMatchObject({
      _id: problem,
      title: "The problem",
      content: "Decks take weeks",
    });

    expectResult(
      await left.mutation("live-reorder", "slides.reorderSlides", {
        deckId,
        slideIds: [solution, problem, created as string],
      }),
    );
    seen = await updateWhere<DeckWithSlides | null>(right, "deck", (r) => r?.slides[0]?._id === solution);
    expect(slideTitles(seen)).toEqual(["Solution", "The problem", "Market"]);
    expect(seen?.slides.map((slide) => slide.position)).toEqual([0, 1, 2]);

    expectResult(await right.mutation("live-delete", "slides.deleteSlide", { slideId: problem }));
    seen = await updateWhere<DeckWithSlides | null>(left, "deck", (r) => r?.slides.length === 2);
    expect(slideTitles(seen)).toEqual(["Solution", "Market"]);
    expect(seen?.slides.map((slide) => slide.position)).toEqual([0, 1]);

    // Both tabs end on exactly what the database holds.
    const final = await deckState(server, deckId, user);
    expect(await updateWhere<DeckWithSlides | null>(right, "deck", (r) => r?.slides.length === 2)).toEqual(
      final,
    );
  });

  it("a rename and a deck deletion reach the other tab", async () => {
    const { deckId } = await deckWithSlides(server, user, "To rename", ["Only"]);
    const [left, right] = await twoTabs(deckId);
    expectResult(await left.mutation("rename", "decks.updateDeck", { deckId, title: "Renamed live" }));
    await updateWhere<DeckWithSlides | null>(right, "deck", (r) => r?.deck.title === "Renamed live");
    expectResult(await left.mutation("delete-deck", "decks.deleteDeck", { deckId }));
    expect(await updateWhere<DeckWithSlides | null>(right, "deck", (r) => r === null)).toBeNull();
  });
});

describe("concurrent edits of one deck", () => {
  it("slides created at the same time from several tabs get distinct positions 0..n-1", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Busy deck" }, user);
    const tabs = await Promise.all(Array.from({ length: 4 }, () => socket()));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        tabs[i % tabs.length]!.mutation(`busy-${i}`, "slides.createSlide", { deckId, title: `S${i}` }),
      ),
    );
    answers.forEach(expectResult);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.map((slide) => slide.position)).toEqual([...Array(12).keys()]);
    expect(new Set(slideTitles(state)).size).toBe(12);
  });

  it("creates, inserts, edits, deletes and a reorder racing each other leave a gapless order", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Racing", ["A", "B", "C", "D", "E", "F"]);
    const [a, b, c, d, e, f] = slideIds as [string, string, string, string, string, string];
    const tabs = await Promise.all(Array.from({ length: 3 }, () => socket()));
    const answers = await Promise.all([
      tabs[0]!.mutation("race-1", "slides.createSlide", { deckId, title: "New 1", position: 0 }),
      tabs[1]!.mutation("race-2", "slides.deleteSlide", { slideId: b }),
      tabs[2]!.mutation("race-3", "slides.updateSlide", { slideId: e, title: "E edited" }),
      tabs[0]!.mutation("race-4", "slides.deleteSlide", { slideId: d }),
      tabs[1]!.mutation("race-5", "slides.createSlide", { deckId, title: "New 2", position: 3 }),
      tabs[2]!.mutation("race-6", "slides.updateSlide", { slideId: a, content: "A edited" }),
      tabs[0]!.mutation("race-7", "slides.createSlide", { deckId, title: "New 3" }),
      tabs[1]!.mutation("race-8", "slides.deleteSlide", { slideId: f }),
    ]);
    answers.forEach(expectResult);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.map((slide) => slide.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...slideTitles(state)].sort()).toEqual(["A", "C", "E edited", "New 1", "New 2", "New 3"]);
    expect(state?.slides.find((slide) => slide._id === a)?.content).toBe("A edited");
    expect(state?.slides.some((slide) => [b, d, f].includes(slide._id))).toBe(false);
    expect(state?.slides.find((slide) => slide._id === c)).toBeDefined();
  });
});

describe("the dashboard list", () => {
  it("moves a deck's updatedAt (and the deck to the top) when one of its slides is edited", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Edited later", ["A"]);
    await ok(server, "decks.createDeck", { title: "Created after" }, user);
    const dashboard = await socket();
    const initial = await dashboard.subscribe("decks", "decks.getDecks", {});
    const decks = (initial.type === "update" ? initial.result : []) as Deck[];
    expect(decks[0]?.title).toBe("Created after");
    const before = decks.find((deck) => deck._id === deckId)?.updatedAt;
    expect(before).toEqual(expect.any(Number));

    await clockPast(Math.max(...decks.map((deck) => deck.updatedAt ?? 0)));
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, content: "Sharper" }, user);
    const moved = await updateWhere<Deck[]>(dashboard, "decks", (list) => list[0]?._id === deckId);
    expect(moved[0]?.updatedAt).toBeGreaterThan(before ?? Infinity);

    let last = moved[0]?.updatedAt ?? 0;
    for (const edit of ["create", "delete"] as const) {
      await clockPast(last);
      if (edit === "create") await ok(server, "slides.createSlide", { deckId }, user);
      else await ok(server, "slides.deleteSlide", { slideId: slideIds[0]! }, user);
      const previous = last;
      const list = await updateWhere<Deck[]>(dashboard, "decks", (l) => (l[0]?.updatedAt ?? 0) > previous);
      expect(list[0]?._id).toBe(deckId);
      last = list[0]?.updatedAt ?? Infinity;
    }
  });
});

describe("exactly-once slide creation", () => {
  it("a createSlide sent, its socket killed before the answer is read, then resent, yields one slide", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Flaky network" }, user);
    const watcher = await socket();
    await watcher.subscribe("deck", "decks.getDeckWithSlidesByStringId", { deckId });
    const requestId = `flaky-${Date.now()}`;
    const message = {
      type: "mutation" as const,
      requestId,
      name: "slides.createSlide",
      args: { deckId, title: "Sent while dying" },
    };

    const dying = await SyncTestClient.open(server, { cookie: user.cookie });
    await new Promise<void>((resolve, reject) =>
      dying.socket.send(JSON.stringify(message), (error) => (error ? reject(error) : resolve())),
    );
    dying.socket.terminate();
    await dying.waitForClose();

    // The server applied it although nobody was left to hear the answer.
    const applied = await updateWhere<DeckWithSlides | null>(watcher, "deck", (r) => r?.slides.length === 1);
    const slideId = applied?.slides[0]?._id;

    // The client reconnects and resends what it never saw acknowledged: same answer, no second slide.
    const retry = await socket();
    expect(await retry.call("mutation", requestId, message.name, message.args)).toEqual({
      type: "result",
      requestId,
      result: slideId,
    });
    const again = await socket();
    expect(expectResult(await again.call("mutation", requestId, message.name, message.args))).toBe(slideId);
    const state = await deckState(server, deckId, user);
    expect(slideTitles(state)).toEqual(["Sent while dying"]);
  });

  it("an edit queued while offline and sent on reconnect is applied once even if sent twice at once", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, user, "Offline edits", ["A"]);
    const requestId = `offline-${Date.now()}`;
    const args = { deckId, title: "Made offline", position: 0 };
    const tabs = [await socket(), await socket()];
    const answers = await Promise.all(tabs.map((tab) => tab.mutation(requestId, "slides.createSlide", args)));
    const [first, second] = answers.map(expectResult);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
    const state = await deckState(server, deckId, user);
    expect(state?.slides.map((slide) => slide._id)).toEqual([first, slideIds[0]]);
  });
});
