import { createOfflineEngine } from "@pds/ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deckState, ok, slideTitles } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ aiEngine: createOfflineEngine() });
  founder = await signUp(server, { name: "Offline Founder" });
});
afterAll(() => server?.close());

describe("the real offline engine through the server", () => {
  it("drafts a 10–12 slide deck from a brief, then adds a pricing slide when asked", async () => {
    expect(await ok(server, "ai.getEngineInfo", {}, founder)).toEqual({
      kind: "offline",
      label: "Offline engine",
    });
    const deckId = await ok(server, "decks.createDeck", { title: "" }, founder);
    const generated = await ok(
      server,
      "ai.generateDeckFromBrief",
      {
        deckId,
        title: "Ledgerly seed deck",
        startupName: "Ledgerly",
        overview:
          "Ledgerly helps finance teams close their books in days, not weeks. Accountants waste 40 hours a month " +
          "reconciling spreadsheets by hand. We match transactions automatically. We charge $49 per seat per month. " +
          "We are raising a $2.5M seed round.",
      },
      founder,
    );
    expect(generated.slides).toBeGreaterThanOrEqual(10);
    expect(generated.slides).toBeLessThanOrEqual(12);
    const drafted = await deckState(server, deckId, founder);
    expect(drafted?.deck.title).toBe("Ledgerly seed deck");
    expect(drafted?.slides).toHaveLength(generated.slides);
    expect(slideTitles(drafted).some((title) => title.includes("Problem"))).toBe(true);
    expect(await ok(server, "ai.getGenerationStatus", { deckId }, founder)).toMatchObject({
      status: "succeeded",
      slidesWritten: generated.slides,
    });

    const chat = await ok(
      server,
      "ai.chatWithAI",
      { deckId, userMessage: "add a slide about our pricing" },
      founder,
    );
    expect(chat.changes).toBe(1);
    const after = await deckState(server, deckId, founder);
    expect(after?.slides).toHaveLength(generated.slides + 1);
    const added =
      after?.slides.filter((slide) => !drafted?.slides.some((old) => old._id === slide._id)) ?? [];
    expect(added).toHaveLength(1);
    expect(added[0]?.title).toContain("Pricing");
    expect(after?.slides.map((slide) => slide.position)).toEqual(after?.slides.map((_, index) => index));

    const messages = await ok(server, "messages.getMessages", { deckId }, founder);
    expect(messages.map(({ role, status }) => [role, status])).toEqual([
      ["user", "done"],
      ["assistant", "done"],
    ]);
    expect(messages[1]?.content).toContain("Pricing");
  });
});
