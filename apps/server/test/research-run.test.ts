import {
  createPageFetcher,
  createSearxngProvider,
  isBlockedAddress,
  type FetchPage,
  type SearchProvider,
} from "@pds/ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeckWithSlides } from "@pds/contracts";
import { call, deckState, ok } from "./editor-helpers.ts";
import { startFakeResearchWeb, type FakeResearchWeb } from "@pds/testkit";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let fake: FakeResearchWeb<FetchPage, SearchProvider>;
let server: TestServer;
let offline: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
let carol: SignedUpUser;

beforeAll(async () => {
  fake = await startFakeResearchWeb({ createPageFetcher, createSearxngProvider, isBlockedAddress });
  server = await startTestServer({ research: { search: fake.provider(), fetchPage: fake.fetchPage } });
  offline = await startTestServer({ research: { search: null, fetchPage: fake.fetchPage } });
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
  carol = await signUp(offline, { name: "Carol" });
});
afterAll(async () => {
  await server?.close();
  await offline?.close();
  await fake?.close();
});

const brief = {
  title: "Pawly",
  startupName: "Pawly",
  overview: "Pawly books appointments for pet groomers.",
};

async function groomingDeck(target: TestServer, user: SignedUpUser) {
  const deckId = await ok(target, "decks.createDeck", { title: "Pawly" }, user);
  await ok(target, "briefs.saveBrief", { deckId, ...brief }, user);
  for (const [title, content] of [
    ["Pawly", "Booking for groomers"],
    ["Problem", "Groomers lose 20% of bookings to no-shows"],
    ["Market", "[Add TAM with a source]\nIndependent salons first"],
    ["Team", "Ada, ex-Stripe"],
  ] as const) {
    await ok(target, "slides.createSlide", { deckId, title, content }, user);
  }
  return deckId;
}

const byTitle = (state: DeckWithSlides | null, title: string) => state?.slides.find((s) => s.title === title);
const markersIn = (content: string) => [...content.matchAll(/\[(\d+)\]$/gmu)].map((m) => Number(m[1]));

describe("research over a fake search server and fake pages", () => {
  it("cites only pages fetched in the run, refuses SSRF probes, and leaves other slides alone", async () => {
    const deckId = await groomingDeck(server, alice);
    const before = await deckState(server, deckId, alice);

    const outcome = await ok(server, "research.startResearch", { deckId }, alice);
    expect(outcome.slidesUpdated).toBe(2);

    const sources = await ok(server, "sources.getSources", { deckId }, alice);
    expect(sources.map((s) => s.marker)).toEqual(sources.map((_, i) => i + 1));
    expect(sources.every((s) => s.kind === "search" && s.url?.startsWith(fake.publicBase))).toBe(true);
    expect(new Set(sources.map((s) => new URL(s.url ?? "").pathname))).toEqual(
      new Set(["/market", "/rivals", "/inject"]),
    );
    // No probe reached the internal service, directly or through the redirect.
    expect(fake.internal.hits).toEqual([]);

    const citations = await ok(server, "sources.getCitations", { deckId }, alice);
    const sourceIds = new Set(sources.map((s) => s._id));
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => sourceIds.has(c.sourceId))).toBe(true);
    for (const citation of citations) {
      const source = sources.find((s) => s._id === citation.sourceId)!;
      expect(citation.marker).toBe(source.marker);
    }

    const after = await deckState(server, deckId, alice);
    expect(after?.slides.map((s) => s.title)).toEqual(["Pawly", "Problem", "Market", "Competition", "Team"]);
    // Other slides keep their text (Team only moves down one place, past the new Competition slide).
    for (const title of ["Pawly", "Problem", "Team"]) {
      const { position: _moved, ...rest } = byTitle(before, title)!;
      expect(byTitle(after, title)).toMatchObject(rest);
    }
    const market = byTitle(after, "Market")!;
    expect(market.content).toContain("Independent salons first");
    expect(market.content).not.toContain("[Add TAM with a source]");
    expect(market.content).toContain("The pet grooming market was valued at $12.4 billion in 2023");
    expect(market.content).toContain("The grooming software market size reached $310 million in 2022");
    const competition = byTitle(after, "Competition")!;
    expect(competition.content).toMatch(
      /^PetSmart and Rover are the leaders in grooming bookings today\. \[\d+\]$/u,
    );
    // Every marker on a slide has a citation row for that slide.
    for (const slide of [market, competition]) {
      const rows = citations.filter((c) => c.slideId === slide._id).map((c) => c.marker);
      expect(markersIn(slide.content).sort()).toEqual(rows.sort());
    }
    // The injected page changed nothing beyond its quoted fact.
    const allText = JSON.stringify(after);
    expect(allText).not.toMatch(/ignore previous|HACKED|SYSTEM:/iu);
    expect(after?.deck.title).toBe("Pawly");

    const status = await ok(server, "research.getResearchStatus", { deckId }, alice);
    expect(status).toMatchObject({ status: "succeeded", error: null });
    expect(status?.steps.map((s) => [s.key, s.state])).toEqual([
      ["plan", "done"],
      ["search", "done"],
      ["fetch", "done"],
      ["extract", "done"],
      ["write", "done"],
    ]);
  });

  it("keeps each claim's own passage when one source backs several bullets", async () => {
    const deckId = await groomingDeck(server, alice);
    await ok(server, "research.startResearch", { deckId }, alice);
    const market = byTitle(await deckState(server, deckId, alice), "Market")!;
    const sources = await ok(server, "sources.getSources", { deckId }, alice);
    const report = sources.find((s) => s.url?.endsWith("/market"))!;
    const citations = await ok(server, "sources.getCitations", { deckId }, alice);
    const fromReport = citations.filter((c) => c.sourceId === report._id && c.slideId === market._id);
    expect(fromReport.map((c) => [c.claim, c.quote]).sort()).toEqual([
      [
        "The pet grooming market was valued at $12.4 billion in 2023, according to the report.",
        "The pet grooming market was valued at $12.4 billion in 2023, according to the report.",
      ],
      [
        "The segment is expected to grow at a CAGR of 5.2% through 2030.",
        "The segment is expected to grow at a CAGR of 5.2% through 2030.",
      ],
    ]);
    // Both bullets carry the same marker; the source itself is still quoted by its first fact.
    expect(market.content).toContain(
      `The segment is expected to grow at a CAGR of 5.2% through 2030. [${report.marker}]`,
    );
    expect(report.quote).toBe(
      "The pet grooming market was valued at $12.4 billion in 2023, according to the report.",
    );
  });

  it("updates its own bullets on a second run instead of piling them up", async () => {
    const deckId = await groomingDeck(server, alice);
    await ok(server, "research.startResearch", { deckId }, alice);
    const first = byTitle(await deckState(server, deckId, alice), "Market")!.content;
    await ok(server, "research.startResearch", { deckId }, alice);
    const second = byTitle(await deckState(server, deckId, alice), "Market")!.content;
    expect(second.split("\n")).toHaveLength(first.split("\n").length);
    // The second run cites its own fetches: markers moved past the first run's sources.
    const sources = await ok(server, "sources.getSources", { deckId }, alice);
    const citations = await ok(server, "sources.getCitations", { deckId }, alice);
    const latestRunIds = new Set(sources.slice(3).map((s) => s._id));
    expect(citations.every((c) => latestRunIds.has(c.sourceId))).toBe(true);
  });

  it("a slow search provider ends the run cleanly with the founder's sources", async () => {
    const slow = await startTestServer({
      research: { search: fake.provider(300), fetchPage: fake.fetchPage },
    });
    try {
      const dana = await signUp(slow, { name: "Dana" });
      const deckId = await groomingDeck(slow, dana);
      await ok(
        slow,
        "sources.addSource",
        { deckId, title: "Our survey", text: "There are 103,000 pet grooming businesses in the US." },
        dana,
      );
      fake.state.mode = "slow";
      const outcome = await ok(slow, "research.startResearch", { deckId }, dana);
      expect(outcome.slidesUpdated).toBe(1);
      const status = await ok(slow, "research.getResearchStatus", { deckId }, dana);
      expect(status?.status).toBe("succeeded");
      expect(status?.steps.find((s) => s.key === "search")).toMatchObject({ state: "failed" });
      expect(status?.steps.find((s) => s.key === "search")?.detail).toMatch(/did not answer in time/u);
      expect(byTitle(await deckState(slow, deckId, dana), "Market")?.content).toContain(
        "There are 103,000 pet grooming businesses in the US. [1]",
      );
    } finally {
      fake.state.mode = "ok";
      await slow.close();
    }
  });

  it("a failing provider with nothing else to go on fails the run with a clear error", async () => {
    const deckId = await groomingDeck(server, alice);
    fake.state.mode = "error";
    try {
      const response = await call(server, "research.startResearch", { deckId }, alice);
      expect(response.status).toBe(502);
      expect(response.body.error?.message).toMatch(/No pages could be used/u);
    } finally {
      fake.state.mode = "ok";
    }
    const status = await ok(server, "research.getResearchStatus", { deckId }, alice);
    expect(status).toMatchObject({ status: "failed" });
    expect(status?.finishedAt).not.toBeNull();
    // A new run can start after a failed one.
    expect((await ok(server, "research.startResearch", { deckId }, alice)).slidesUpdated).toBe(2);
  });

  it("cancel stops the run at the next step and changes no slides", async () => {
    const deckId = await groomingDeck(server, alice);
    const before = await deckState(server, deckId, alice);
    let open = () => undefined as void;
    fake.state.gate = new Promise<void>((resolve) => (open = resolve));
    try {
      const running = ok(server, "research.startResearch", { deckId }, alice);
      await expect
        .poll(
          async () => (await ok(server, "research.getResearchStatus", { deckId }, alice))?.steps[1]?.state,
        )
        .toBe("running");
      expect((await call(server, "research.startResearch", { deckId }, alice)).status).toBe(409);
      expect((await call(server, "research.cancelResearch", { deckId }, bob)).status).toBe(404);
      await ok(server, "research.cancelResearch", { deckId }, alice);
      open();
      expect((await running).slidesUpdated).toBe(0);
    } finally {
      fake.state.gate = null;
      open();
    }
    const status = await ok(server, "research.getResearchStatus", { deckId }, alice);
    expect(status).toMatchObject({ status: "cancelled", error: "Stopped by you." });
    expect(await deckState(server, deckId, alice)).toEqual(before);
  });
});

describe("research with no search provider", () => {
  it("says so, and a founder's pasted source becomes a cited Market bullet", async () => {
    expect(await ok(offline, "research.getSearchInfo", {}, carol)).toEqual({ provider: null });
    expect(await ok(server, "research.getSearchInfo", {}, alice)).toEqual({ provider: "searxng" });
    const deckId = await groomingDeck(offline, carol);
    const sourceId = await ok(
      offline,
      "sources.addSource",
      {
        deckId,
        title: "IBISWorld summary",
        text: "Pet grooming in the US.\n\nThe US pet grooming market size is $6.2 billion in 2024, up 4% a year.",
        url: "https://example.com/ibis",
      },
      carol,
    );
    const [source] = await ok(offline, "sources.getSources", { deckId }, carol);
    expect(source).toMatchObject({
      _id: sourceId,
      marker: 1,
      kind: "pasted",
      url: "https://example.com/ibis",
      quote: "The US pet grooming market size is $6.2 billion in 2024, up 4% a year.",
    });

    const outcome = await ok(offline, "research.startResearch", { deckId }, carol);
    // The founder added the source: research used it, it did not add it.
    expect(outcome).toMatchObject({ sources: 0, sourcesUsed: 1, slidesUpdated: 1 });
    const market = byTitle(await deckState(offline, deckId, carol), "Market")!;
    expect(market.content).toContain(
      "The US pet grooming market size is $6.2 billion in 2024, up 4% a year. [1]",
    );
    expect(await ok(offline, "sources.getCitations", { deckId }, carol)).toEqual([
      expect.objectContaining({ slideId: market._id, sourceId, marker: 1 }),
    ]);
    const status = await ok(offline, "research.getResearchStatus", { deckId }, carol);
    expect(status?.steps.filter((s) => s.state === "skipped").map((s) => [s.key, s.detail])).toEqual([
      ["search", "No search provider configured"],
      ["fetch", "No search provider configured"],
    ]);
  });

  it("with no provider and no sources, fails clearly and invents nothing", async () => {
    const deckId = await groomingDeck(offline, carol);
    const before = await deckState(offline, deckId, carol);
    const response = await call(offline, "research.startResearch", { deckId }, carol);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toMatch(/Add your own sources/u);
    expect(await deckState(offline, deckId, carol)).toEqual(before);
  });
});
