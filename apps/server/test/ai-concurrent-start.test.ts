import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ok } from "./editor-helpers.ts";
import { draft, FakeAiEngine, gate } from "./fake-ai-engine.ts";
import {
  signUp,
  startTestServer,
  type FnResponse,
  type SignedUpUser,
  type TestServer,
} from "./test-server.ts";

const engine = new FakeAiEngine();
const brief = { title: "Seed", startupName: "Acme", overview: "We schedule clinics." };
let server: TestServer;
let alice: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ aiEngine: engine, env: { AI_GENERATIONS_PER_HOUR: "3" } });
  alice = await signUp(server, { name: "Alice" });
});
afterAll(() => server?.close());

/**
 * Send the drafts at the same moment. The engine holds every accepted draft before its first slide until
 * a refusal has come back (or a second has passed, so a wrongly accepted pair still ends the test).
 */
async function startTogether(user: SignedUpUser, deckIds: string[]): Promise<FnResponse[]> {
  const hold = gate();
  engine.script({ slides: [draft("Title"), draft("Problem")], beforeSlide: () => hold.promise });
  const calls = deckIds.map((deckId) => call(server, "ai.generateDeckFromBrief", { deckId, ...brief }, user));
  await Promise.race([...calls, new Promise((resolve) => setTimeout(resolve, 1000))]);
  hold.open();
  return Promise.all(calls);
}

describe("two drafts started at the same moment", () => {
  it("for the same deck: exactly one is accepted, the other is refused with CONFLICT", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Seed" }, alice);
    const answers = await startTogether(alice, [deckId, deckId]);
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted.map((a) => a.body.result)).toEqual([{ slides: 2, cancelled: false }]);
    expect(refused.map((a) => a.body.error)).toEqual([
      { code: "CONFLICT", message: "A draft is already being written for this deck." },
    ]);
  });

  it("on two decks with one draft left in the hour: exactly one is accepted, the other is RATE_LIMITED", async () => {
    const founder = await signUp(server, { name: "Busy Founder" });
    engine.script({ slides: [draft("Title")] });
    for (const title of ["Used", "Also used"]) {
      const deckId = await ok(server, "decks.createDeck", { title }, founder);
      await ok(server, "ai.generateDeckFromBrief", { deckId, ...brief }, founder);
    }
    const decks = [
      await ok(server, "decks.createDeck", { title: "One" }, founder),
      await ok(server, "decks.createDeck", { title: "Two" }, founder),
    ];
    const answers = await startTogether(founder, decks);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect(answers.find((a) => a.status === 429)?.body.error?.code).toBe("RATE_LIMITED");
  });

  it("thirty at once over five decks: the quota holds exactly, no deck is drafted twice, nothing fails", async () => {
    const founder = await signUp(server, { name: "Thirty Tabs" });
    const decks: string[] = [];
    for (const title of ["A", "B", "C", "D", "E"])
      decks.push(await ok(server, "decks.createDeck", { title }, founder));
    const answers = await startTogether(
      founder,
      Array.from({ length: 30 }, (_, i) => decks[i % decks.length]!),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.every((status) => [200, 409, 429].includes(status))).toBe(true);
    const slideCounts = await Promise.all(
      decks.map(async (deckId) => (await ok(server, "slides.getSlidesByDeck", { deckId }, founder)).length),
    );
    // Three decks drafted once (two slides each), two refused: never a deck drafted twice over itself.
    expect(slideCounts.sort()).toEqual([0, 0, 2, 2, 2]);
  });
});
