import {
  createPageFetcher,
  createSearxngProvider,
  isBlockedAddress,
  type FetchPage,
  type SearchProvider,
} from "@pds/ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, ok } from "./editor-helpers.ts";
import { startFakeResearchWeb, type FakeResearchWeb } from "@pds/testkit";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let fake: FakeResearchWeb<FetchPage, SearchProvider>;
let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  fake = await startFakeResearchWeb({ createPageFetcher, createSearxngProvider, isBlockedAddress });
  server = await startTestServer({ research: { search: null, fetchPage: fake.fetchPage } });
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const pasted = (deckId: string, text: string) => ({ deckId, title: "Notes", text });

describe("founder sources", () => {
  it("fetches a URL through the guard and stores its readable text and quote", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Pawly" }, alice);
    await ok(server, "sources.addSource", { deckId, url: `${fake.publicBase}/market` }, alice);
    const [source] = await ok(server, "sources.getSources", { deckId }, alice);
    expect(source).toMatchObject({
      kind: "url",
      marker: 1,
      url: `${fake.publicBase}/market`,
      title: "Grooming market report",
      quote: "The pet grooming market was valued at $12.4 billion in 2023, according to the report.",
    });
  });

  it.each([
    ["loopback", () => `${fake.internal.url}/secret`],
    ["metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["private", () => "http://10.0.0.1/"],
    ["IPv6 loopback", () => `http://[::1]:${new URL(fake.internal.url).port}/`],
    ["redirect to loopback", () => `${fake.publicBase}/redirect`],
  ])("refuses a %s URL and stores nothing", async (_label, url) => {
    const deckId = await ok(server, "decks.createDeck", { title: "Probe" }, alice);
    const response = await call(server, "sources.addSource", { deckId, url: url() }, alice);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe("Could not add that page: This address can't be fetched.");
    expect(await ok(server, "sources.getSources", { deckId }, alice)).toEqual([]);
    expect(fake.internal.hits).toEqual([]);
  });

  it("answers a host that does not resolve exactly as a private one, so names cannot be probed", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Probe" }, alice);
    const answer = async (url: string) => {
      const { status, body } = await call(server, "sources.addSource", { deckId, url }, alice);
      return { status, body };
    };
    expect(await answer("http://intranet.invalid/")).toEqual(await answer("http://10.0.0.1/"));
  });

  it("reports a page that cannot be fetched as an upstream failure", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Gone" }, alice);
    const response = await call(
      server,
      "sources.addSource",
      { deckId, url: `${fake.publicBase}/missing` },
      alice,
    );
    expect(response.status).toBe(502);
    expect(response.body.error?.message).toMatch(/HTTP 404/u);
  });

  it("numbers markers in creation order and renumbers slides when a source is deleted", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Pawly" }, alice);
    await ok(server, "slides.createSlide", { deckId, title: "Market", content: "Salons first" }, alice);
    const first = await ok(server, "sources.addSource", pasted(deckId, "The TAM is $2 billion."), alice);
    await ok(server, "sources.addSource", pasted(deckId, "There are 50,000 grooming salons."), alice);
    await ok(server, "research.startResearch", { deckId }, alice);
    const before = (await deckState(server, deckId, alice))!.slides[0]!.content;
    expect(before).toBe("Salons first\nThe TAM is $2 billion. [1]\nThere are 50,000 grooming salons. [2]");

    expect((await call(server, "sources.deleteSource", { sourceId: first }, bob)).status).toBe(404);
    await ok(server, "sources.deleteSource", { sourceId: first }, alice);
    expect((await deckState(server, deckId, alice))!.slides[0]).toMatchObject({
      content: "Salons first\nThere are 50,000 grooming salons. [1]",
      // Created (1), researched (2), renumbered (3): each write makes older copies stale.
      version: 3,
    });
    const sources = await ok(server, "sources.getSources", { deckId }, alice);
    expect(sources.map((s) => s.marker)).toEqual([1]);
    const citations = await ok(server, "sources.getCitations", { deckId }, alice);
    expect(citations.map((c) => [c.sourceId, c.marker])).toEqual([[sources[0]!._id, 1]]);
  });

  it("another user cannot read, add, delete or research on the deck", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Private" }, alice);
    const sourceId = await ok(server, "sources.addSource", pasted(deckId, "The TAM is $2 billion."), alice);
    expect(await ok(server, "sources.getSources", { deckId }, bob)).toEqual([]);
    expect(await ok(server, "sources.getCitations", { deckId }, bob)).toEqual([]);
    expect(await ok(server, "research.getResearchStatus", { deckId }, bob)).toBeNull();
    expect((await call(server, "sources.addSource", pasted(deckId, "Mine now."), bob)).status).toBe(404);
    expect((await call(server, "sources.deleteSource", { sourceId }, bob)).status).toBe(404);
    expect((await call(server, "research.startResearch", { deckId }, bob)).status).toBe(404);
    expect((await call(server, "research.getSearchInfo", {}, null)).status).toBe(401);
    expect(await ok(server, "sources.getSources", { deckId }, alice)).toHaveLength(1);
  });
});
