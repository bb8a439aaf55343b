import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deckState, ok } from "./editor-helpers.ts";
import { FakeAiEngine } from "./fake-ai-engine.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let alice: SignedUpUser;
const engine = new FakeAiEngine();

beforeAll(async () => {
  server = await startTestServer({ aiEngine: engine, research: { search: null } });
  alice = await signUp(server, { name: "Alice" });
});
afterAll(async () => {
  await server?.close();
});

const SIZE = "The US pet grooming market size is $6.2 billion in 2024.";
const SALONS = "There are 103,000 pet grooming businesses in the US.";

/** A deck whose Market slide research wrote from one pasted source: two cited bullets, both [1]. */
async function researchedDeck() {
  const deckId = await ok(server, "decks.createDeck", { title: "Pawly" }, alice);
  await ok(server, "slides.createSlide", { deckId, title: "Market", content: "Salons first" }, alice);
  await ok(server, "sources.addSource", { deckId, title: "Survey", text: `${SIZE} ${SALONS}` }, alice);
  await ok(server, "research.startResearch", { deckId }, alice);
  const market = (await deckState(server, deckId, alice))!.slides[0]!;
  expect(market.content).toBe(`Salons first\n${SIZE} [1]\n${SALONS} [1]`);
  // Research's write bumps the version, so a tab still holding "Salons first" cannot save over it.
  expect(market.version).toBe(2);
  return { deckId, market };
}

const claims = async (deckId: string) =>
  (await ok(server, "sources.getCitations", { deckId }, alice)).map((c) => c.claim).sort();

describe("citations follow the slide text", () => {
  it("an edit keeps the citations whose claims stay and drops the ones whose claims went", async () => {
    const { deckId, market } = await researchedDeck();
    expect(await claims(deckId)).toEqual([SIZE, SALONS].sort());

    // A title or notes change and a rewrite around a claim keep it.
    await ok(
      server,
      "slides.updateSlide",
      { slideId: market._id, title: "Market size", notes: "Say it" },
      alice,
    );
    await ok(
      server,
      "slides.updateSlide",
      { slideId: market._id, content: `Salons first\n- ${SIZE} [1]\n${SALONS} [1]` },
      alice,
    );
    expect(await claims(deckId)).toEqual([SIZE, SALONS].sort());

    // The founder rewrites one claim: its citation goes, even though "[1]" is still typed after it.
    await ok(
      server,
      "slides.updateSlide",
      { slideId: market._id, content: `Salons first\n${SIZE} [1]\nThere are 200,000 groomers. [1]` },
      alice,
    );
    expect(await claims(deckId)).toEqual([SIZE]);
  });

  it("a copilot rewrite drops the citations of the claims it removed", async () => {
    const { deckId, market } = await researchedDeck();
    engine.script({
      reply: "Tightened the Market slide.",
      operations: [
        {
          type: "updateSlide",
          slideId: market._id,
          content: `${SALONS} [1]\nThe market is $60 billion [1]`,
        },
      ],
    });
    await ok(server, "ai.chatWithAI", { deckId, userMessage: "Tighten the market slide" }, alice);
    expect(await claims(deckId)).toEqual([SALONS]);
  });
});
