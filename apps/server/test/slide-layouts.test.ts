import type { DeckWithSlides, SlideBody } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
});
afterAll(() => server?.close());

const market: SlideBody = {
  layout: "bigNumbers",
  fields: {
    metrics: [
      { value: "$4.2B", label: "TAM", source: "Gartner 2025" },
      { value: "$900M", label: "SAM", source: "" },
    ],
  },
};

async function oneSlide(title = "Market") {
  const { deckId, slideIds } = await deckWithSlides(server, founder, "Layouts", [title]);
  return { deckId, slideId: slideIds[0]! };
}

async function slideOf(deckId: string) {
  const state = (await deckState(server, deckId, founder)) as DeckWithSlides;
  return state.slides[0]!;
}

describe("slide bodies", () => {
  it("a body writes the layout and fields, and the slide's content becomes their text", async () => {
    const { deckId, slideId } = await oneSlide();
    await ok(server, "slides.updateSlide", { slideId, body: market, expectedVersion: 1 }, founder);
    expect(await slideOf(deckId)).toMatchObject({
      layout: "bigNumbers",
      fields: market.fields,
      content: "$4.2B TAM (Gartner 2025)\n$900M SAM",
      version: 2,
    });
  });

  it("a new slide can start in a layout", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "New" }, founder);
    const quote: SlideBody = {
      layout: "quote",
      fields: { quote: "It paid for itself in a week.", author: "Dr. Lee", role: "" },
    };
    await ok(server, "slides.createSlide", { deckId, title: "Customers", body: quote }, founder);
    expect(await slideOf(deckId)).toMatchObject({
      ...quote,
      content: "It paid for itself in a week.\nDr. Lee",
    });
  });

  it("new content alone turns a big-number slide into bullets of that text", async () => {
    const { deckId, slideId } = await oneSlide();
    await ok(server, "slides.updateSlide", { slideId, body: market }, founder);
    await ok(
      server,
      "slides.updateSlide",
      { slideId, content: "- TAM $4.2B\n- Growing 12% a year" },
      founder,
    );
    expect(await slideOf(deckId)).toMatchObject({
      layout: "bullets",
      fields: {},
      content: "- TAM $4.2B\n- Growing 12% a year",
      version: 3,
    });
  });

  it("saving the same body (or its own content) again changes nothing, not even the version", async () => {
    const { deckId, slideId } = await oneSlide();
    await ok(server, "slides.updateSlide", { slideId, body: market }, founder);
    const before = await slideOf(deckId);
    await ok(
      server,
      "slides.updateSlide",
      { slideId, body: structuredClone(market), title: "Market" },
      founder,
    );
    await ok(server, "slides.updateSlide", { slideId, content: before.content }, founder);
    expect(await slideOf(deckId)).toEqual(before);
  });

  it("an invalid body is refused with INVALID_INPUT and the slide is left as it was", async () => {
    const { deckId, slideId } = await oneSlide();
    await ok(server, "slides.updateSlide", { slideId, body: market }, founder);
    const before = await slideOf(deckId);
    const metric = { value: "1", label: "x", source: "" };
    const invalid: unknown[] = [
      { layout: "bigNumbers", fields: { metrics: [metric, metric, metric, metric] } },
      {
        layout: "comparison",
        fields: { columns: ["Us", "Zocdoc"], rows: [{ criterion: "Price", cells: [true, false, true] }] },
      },
      { layout: "hologram", fields: {} },
      { layout: "chart", fields: { kind: "pie", seriesName: "", unit: "", points: [], caption: "" } },
    ];
    for (const body of invalid) {
      const response = await call(server, "slides.updateSlide", { slideId, body, title: "Changed" }, founder);
      expect(response.status).toBe(400);
      expect(response.body.error?.code).toBe("INVALID_INPUT");
    }
    expect(await slideOf(deckId)).toEqual(before);
  });
});

describe("deck themes", () => {
  it("a theme change is saved and bumps the deck's version; an unknown theme changes nothing", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "Themed" }, founder);
    const fresh = (await deckState(server, deckId, founder))!.deck;
    expect(fresh).toMatchObject({ theme: "slate", version: 1 });
    await ok(server, "decks.updateDeck", { deckId, theme: "midnight", expectedVersion: 1 }, founder);
    expect((await deckState(server, deckId, founder))!.deck).toMatchObject({ theme: "midnight", version: 2 });

    const response = await call(server, "decks.updateDeck", { deckId, theme: "comic-sans" }, founder);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("INVALID_INPUT");
    expect((await deckState(server, deckId, founder))!.deck).toMatchObject({ theme: "midnight", version: 2 });
  });

  it("restoring a deck keeps its theme and its slides' layouts (images went with the old deck)", async () => {
    const team: SlideBody = {
      layout: "team",
      fields: { members: [{ name: "Ada", role: "CEO", background: "", photoImageId: "gone-photo" }] },
    };
    const deckId = await ok(
      server,
      "decks.restoreDeck",
      {
        title: "Restored",
        theme: "midnight",
        slides: [
          { title: "Market", content: "", notes: "Pause here", body: market },
          { title: "Team", content: "", notes: "", body: team },
          { title: "Why now", content: "- Rules changed in 2025", notes: "" },
        ],
      },
      founder,
    );
    const state = (await deckState(server, deckId, founder))!;
    expect(state.deck.theme).toBe("midnight");
    expect(state.slides.map((slide) => [slide.title, slide.layout, slide.content, slide.notes])).toEqual([
      ["Market", "bigNumbers", "$4.2B TAM (Gartner 2025)\n$900M SAM", "Pause here"],
      ["Team", "team", "Ada — CEO.", ""],
      ["Why now", "bullets", "- Rules changed in 2025", ""],
    ]);
    expect(state.slides[0]!.fields).toEqual(market.fields);
    expect(state.slides[1]!.fields).toEqual({
      members: [{ name: "Ada", role: "CEO", background: "", photoImageId: null }],
    });
  });
});

describe("sources and layouts", () => {
  it("deleting a source renumbers the markers inside a layout's fields and drops the claims it backed", async () => {
    const { deckId, slideId } = await oneSlide();
    const first = await ok(
      server,
      "sources.addSource",
      { deckId, title: "Gartner", text: "TAM $4.2B." },
      founder,
    );
    await ok(server, "sources.addSource", { deckId, title: "Census", text: "135,000 clinics." }, founder);
    const columns: SlideBody = {
      layout: "twoColumns",
      fields: {
        leftHeading: "Market",
        leftBody: "TAM is $4.2B [1]\n135,000 clinics [2]",
        rightHeading: "Us",
        rightBody: "Fills 20% more slots [2]",
      },
    };
    await ok(server, "slides.updateSlide", { slideId, body: columns }, founder);
    const before = await slideOf(deckId);

    await ok(server, "sources.deleteSource", { sourceId: first }, founder);
    const after = await slideOf(deckId);
    expect(after.fields).toEqual({
      leftHeading: "Market",
      leftBody: "135,000 clinics [1]",
      rightHeading: "Us",
      rightBody: "Fills 20% more slots [1]",
    });
    expect(after.content).toBe("Market\n135,000 clinics [1]\nUs\nFills 20% more slots [1]");
    expect(after.version).toBe(before.version + 1);
  });
});
