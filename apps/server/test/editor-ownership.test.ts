import { functions, type FunctionName } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok } from "./editor-helpers.ts";
import { draft, FakeAiEngine } from "./fake-ai-engine.ts";
import { sampleArgs } from "./sample-args.ts";
import { SyncTestClient } from "@pds/testkit";
import { signUp, STACK_TRACE, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

/** Argument keys that point at another user's rows. A function taking any of them is checked below. */
const TARGET_KEYS = [
  "deckId",
  "slideId",
  "slideIds",
  "deckOption",
  "sourceId",
  "conversationId",
  "messageId",
  "versionId",
  "linkId",
] as const;
/** Functions that only ever touch the caller's own rows (nothing of Alice's can be named). */
const NO_TARGET: FunctionName[] = [
  "auth.getCurrentUser",
  "decks.getDecks",
  "decks.createDeck",
  "decks.restoreDeck",
  "ai.getEngineInfo",
  "research.getSearchInfo",
  "voiceai.getRecentConversations",
  "voiceai.getReadinessTrend",
  "shares.getDashboardViewStats",
  "settings.getModelSettings",
  "settings.saveModelSettings",
  "settings.clearModelSettings",
  "settings.testModelConnection",
];

const names = Object.keys(functions) as FunctionName[];
const targeting = names.filter((name) => !NO_TARGET.includes(name));

const engine = new FakeAiEngine();
let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
let aliceDeck: { deckId: string; slideIds: string[] };
let bobDeckId: string;

/** Everything Alice can see of her deck: compared before and after Bob's attempts. */
async function aliceView() {
  const { deckId } = aliceDeck;
  return {
    deck: await deckState(server, deckId, alice),
    brief: await ok(server, "briefs.getBrief", { deckId }, alice),
    messages: await ok(server, "messages.getMessages", { deckId }, alice),
    generation: await ok(server, "ai.getGenerationStatus", { deckId }, alice),
    decks: await ok(server, "decks.getDecks", {}, alice),
    links: await ok(server, "shares.listShareLinks", { deckId }, alice),
    versions: await ok(server, "versions.listVersions", { deckId }, alice),
  };
}

let aliceSourceId: string;
let aliceConversationId: string;
let aliceMessageId: string;
let aliceVersionId: string;
let aliceLinkId: string;

/** What a query answers about a deck that is not the caller's: nothing (analytics: an empty report). */
const nothingFor = (name: FunctionName) =>
  name === "shares.getDeckAnalytics"
    ? [
        {
          deckId: aliceDeck.deckId,
          totalViews: 0,
          uniqueViewers: 0,
          viewingNow: 0,
          slides: [],
          dropOff: null,
          links: [],
          views: [],
        },
      ]
    : [null, []];

/** Valid arguments for `name` that name Alice's deck, slides, sources and sessions. */
function argsAgainstAlice(name: FunctionName): Record<string, unknown> {
  const args = sampleArgs(name) as Record<string, unknown>;
  if ("deckId" in args) args.deckId = aliceDeck.deckId;
  if ("slideId" in args) args.slideId = aliceDeck.slideIds[0];
  if ("slideIds" in args) args.slideIds = [...aliceDeck.slideIds].reverse();
  if ("deckOption" in args) args.deckOption = aliceDeck.deckId;
  if ("sourceId" in args) args.sourceId = aliceSourceId;
  if ("conversationId" in args) args.conversationId = aliceConversationId;
  if ("messageId" in args) args.messageId = aliceMessageId;
  if ("versionId" in args) args.versionId = aliceVersionId;
  if ("linkId" in args) args.linkId = aliceLinkId;
  // The deck is optional (freestyle) here; naming Alice's must be refused.
  if (name === "voiceai.saveConversation") args.deckId = aliceDeck.deckId;
  if (name === "ai.generateDeckFromBrief") args.replaceExisting = true;
  return args;
}

beforeAll(async () => {
  server = await startTestServer({ aiEngine: engine });
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
  aliceDeck = await deckWithSlides(server, alice, "Alice's deck", ["Problem", "Solution", "Ask"]);
  aliceSourceId = await ok(
    server,
    "sources.addSource",
    { deckId: aliceDeck.deckId, title: "Alice's notes", text: "The market is worth $4 billion." },
    alice,
  );
  aliceConversationId = await ok(
    server,
    "voiceai.saveConversation",
    { firmTag: "YC", transcript: [{ role: "user", content: "Our secret traction." }] },
    alice,
  );
  await ok(server, "slides.updateSlide", { slideId: aliceDeck.slideIds[0]!, notes: "secret notes" }, alice);
  await ok(
    server,
    "briefs.saveBrief",
    { deckId: aliceDeck.deckId, title: "Alice's deck", startupName: "Acme", overview: "Secret plan." },
    alice,
  );
  engine.script({ reply: "Private advice." });
  await ok(server, "ai.chatWithAI", { deckId: aliceDeck.deckId, userMessage: "Private question" }, alice);
  const messages = await ok(server, "messages.getMessages", { deckId: aliceDeck.deckId }, alice);
  aliceMessageId = messages.at(-1)!._id;
  aliceVersionId = await ok(
    server,
    "versions.createVersion",
    { deckId: aliceDeck.deckId, name: "Mine" },
    alice,
  );
  const shared = await ok(
    server,
    "shares.createShareLink",
    {
      deckId: aliceDeck.deckId,
      label: "Fund",
      requireEmail: false,
      passcode: null,
      expiresAt: null,
      allowDownload: false,
    },
    alice,
  );
  aliceLinkId = shared.linkId;
  bobDeckId = await ok(server, "decks.createDeck", { title: "Bob's deck" }, bob);
});
afterAll(() => server?.close());

describe("every deck, slide, brief and message function keeps Alice's rows from Bob", () => {
  let before: Awaited<ReturnType<typeof aliceView>>;
  beforeAll(async () => {
    before = await aliceView();
    expect(before.deck?.slides).toHaveLength(3);
    expect(before.messages).toHaveLength(2);
    expect(before.brief).not.toBeNull();
    engine.script({ slides: [draft("Hijacked")], reply: "Hijacked", operations: [] });
  });

  it("the list of functions that take no target is still accurate", () => {
    for (const name of names) {
      const keys = Object.keys(sampleArgs(name) as object);
      // saveConversation's deck is optional (freestyle), so its sample omits it; it is still a target.
      const targets = TARGET_KEYS.some((key) => keys.includes(key)) || name === "voiceai.saveConversation";
      expect(targets, `${name} takes ${keys.join(", ") || "no arguments"}`).toBe(!NO_TARGET.includes(name));
    }
  });

  it.each(targeting)("%s over HTTP: NOT_FOUND, or null / [] for a query", async (name) => {
    const response = await call(server, name, argsAgainstAlice(name), bob);
    if (functions[name].kind === "query") {
      expect(response.status).toBe(200);
      expect(nothingFor(name)).toContainEqual(response.body.result);
    } else {
      expect(response.status).toBe(404);
      expect(response.body.error?.code).toBe("NOT_FOUND");
    }
  });

  it.each(targeting)("%s over the sync socket: NOT_FOUND, or null / [] for a query", async (name) => {
    const client = await SyncTestClient.open(server, { cookie: bob.cookie });
    try {
      const kind = functions[name].kind;
      const answer =
        kind === "query"
          ? await client.subscribeRaw("q", name, argsAgainstAlice(name))
          : await client.call(kind, `bob-${name}`, name, argsAgainstAlice(name));
      if (kind === "query") {
        expect(answer.type).toBe("update");
        expect(nothingFor(name)).toContainEqual(answer.type === "update" ? answer.result : "error");
      } else {
        expect(answer).toMatchObject({ type: "error", code: "NOT_FOUND" });
      }
    } finally {
      await client.close();
    }
    for (const frame of client.frames) expect(frame).not.toMatch(STACK_TRACE);
  });

  it("Bob cannot move Alice's slides into his own deck or reorder with them", async () => {
    const moves = [
      await call(server, "slides.reorderSlides", { deckId: bobDeckId, slideIds: aliceDeck.slideIds }, bob),
      await call(server, "slides.reorderSlides", { deckId: bobDeckId, slideIds: [] }, bob),
    ];
    expect(moves[0]?.body.error?.code).toBe("CONFLICT");
    // His own empty deck reorders to empty: allowed, and it touches nothing of Alice's.
    expect(moves[1]?.status).toBe(200);
  });

  it("the AI engine was never asked to work on Alice's deck", () => {
    expect(engine.calls).toBe(0);
  });

  it("Alice's deck, slides, brief, messages and draft status are unchanged", async () => {
    expect(await aliceView()).toEqual(before);
  });

  it("Bob's own deck did not pick up anything of Alice's", async () => {
    const bobs = await deckState(server, bobDeckId, bob);
    expect(bobs?.slides).toEqual([]);
    expect(await ok(server, "messages.getMessages", { deckId: bobDeckId }, bob)).toEqual([]);
    expect((await ok(server, "decks.getDecks", {}, bob)).map((deck) => deck.title)).toEqual(["Bob's deck"]);
  });
});
