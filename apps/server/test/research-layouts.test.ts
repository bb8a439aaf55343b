import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deckState, ok } from "./editor-helpers.ts";
import { FakeAiEngine } from "./fake-ai-engine.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let alice: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ aiEngine: new FakeAiEngine(), research: { search: null } });
  alice = await signUp(server, { name: "Alice" });
});
afterAll(async () => {
  await server?.close();
});

const SIZE = "The US pet grooming market size is $6.2 billion in 2024.";
const SALONS = "There are 103,000 pet grooming businesses in the US.";

const claims = async (deckId: string) =>
  (await ok(server, "sources.getCitations", { deckId }, alice)).map((c) => c.claim).sort();

describe("research on a slide drawn in a layout", () => {
  it("keeps a big-numbers Market slide: cites the metric it matches, fills the one marked to fill", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Pawly" }, alice);
    await ok(
      server,
      "slides.createSlide",
      {
        deckId,
        title: "Market",
        notes: "Size it bottom-up.",
        body: {
          layout: "bigNumbers",
          fields: {
            metrics: [
              { value: "$6.2 billion", label: "US pet grooming", source: "[Add source]" },
              { value: "[Add SAM]", label: "The segment you win first", source: "[Add source]" },
            ],
          },
        },
      },
      alice,
    );
    await ok(server, "sources.addSource", { deckId, title: "Survey", text: `${SIZE} ${SALONS}` }, alice);
    const outcome = await ok(server, "research.startResearch", { deckId }, alice);
    expect(outcome.slidesUpdated).toBe(1);

    const market = (await deckState(server, deckId, alice))!.slides[0]!;
    expect(market.layout).toBe("bigNumbers");
    expect(market.fields).toEqual({
      metrics: [
        { value: "$6.2 billion", label: "US pet grooming", source: `${SIZE} [1]` },
        { value: "103,000", label: "pet grooming businesses in the US", source: `${SALONS} [1]` },
      ],
    });
    expect(market.notes).toBe("Size it bottom-up.");
    expect(market.content).toContain(`${SIZE} [1]`);
    expect(await claims(deckId)).toEqual([SALONS, SIZE].sort());

    // The founder drops the second metric: its citation goes, the first stays.
    await ok(
      server,
      "slides.updateSlide",
      {
        slideId: market._id,
        body: {
          layout: "bigNumbers",
          fields: {
            metrics: [{ value: "$6.2 billion", label: "US pet grooming", source: `${SIZE} [1]` }],
          },
        },
      },
      alice,
    );
    expect(await claims(deckId)).toEqual([SIZE]);
  });

  it("keeps a comparison Competition slide: facts with no place in the table go to the notes, uncited", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Pawly" }, alice);
    const table = {
      layout: "comparison" as const,
      fields: { columns: ["Pawly", "Rover"], rows: [{ criterion: "Live tracking", cells: [true, false] }] },
    };
    await ok(server, "slides.createSlide", { deckId, title: "Market", body: table }, alice);
    await ok(server, "sources.addSource", { deckId, title: "Survey", text: `${SIZE} ${SALONS}` }, alice);
    await ok(server, "research.startResearch", { deckId }, alice);
    const slide = (await deckState(server, deckId, alice))!.slides[0]!;
    expect(slide).toMatchObject(table);
    expect(slide.notes).toContain(`${SIZE} [1]`);
    expect(await claims(deckId)).toEqual([]);
  });
});
