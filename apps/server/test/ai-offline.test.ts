import { createOfflineEngine } from "@pds/ai";
import { layoutLines } from "@pds/contracts";
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
  it("drafts a 13-slide deck (cover to closing) from a brief, then adds a pricing slide when asked", async () => {
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
    expect(generated.slides).toBe(13);
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

  it("saves drafted layouts with content written from their fields; the copilot changes a layout and the theme", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "" }, founder);
    await ok(
      server,
      "ai.generateDeckFromBrief",
      {
        deckId,
        title: "Ledgerly seed deck",
        startupName: "Ledgerly",
        overview:
          "Ledgerly helps finance teams close their books in days. The market for close software has a TAM of " +
          "$12B according to Gartner. MRR grew from $4k in January to $9k in March and $18k in June. Unlike " +
          "BlackLine and FloQast, we set up in a day. Our team: Maya Chen (CEO), ex-Stripe; Omar Haddad (CTO), " +
          "PhD in ML; and Lina Park (COO), fintech operations. We are raising a $2.5M seed round.",
      },
      founder,
    );
    const drafted = await deckState(server, deckId, founder);
    // Each drafted slide keeps the section it was written for, so a headline title does not hide it.
    const bySection = (state: typeof drafted, section: string) =>
      state?.slides.find((s) => s.section === section);
    expect(drafted?.slides.map((s) => s.section ?? null)).toEqual([
      "title",
      "problem",
      "solution",
      "whyNow",
      "market",
      "product",
      "businessModel",
      "traction",
      "competition",
      "team",
      "financials",
      "ask",
      null,
    ]);
    expect(bySection(drafted, "competition")?.title).toBe("Unlike BlackLine and FloQast, we set up in a day");
    expect(drafted?.slides.map((s) => s.layout)).toEqual([
      "cover",
      "bullets",
      "bullets",
      "bullets",
      "bigNumbers",
      "bullets",
      "bullets",
      "chart",
      "comparison",
      "team",
      "bullets",
      "ask",
      "closing",
    ]);
    const market = bySection(drafted, "market");
    expect(market?.content).toBe(layoutLines(market!)!.join("\n"));
    expect(market?.content).toContain("$12B");

    const toBullets = await ok(
      server,
      "ai.chatWithAI",
      { deckId, userMessage: "turn the market slide into a bullet list" },
      founder,
    );
    expect(toBullets.changes).toBe(1);
    const listed = bySection(await deckState(server, deckId, founder), "market");
    expect(listed).toMatchObject({ layout: "bullets", fields: {} });
    expect(listed?.content).toContain("$12B Total addressable market (TAM) (Gartner)");

    const back = await ok(
      server,
      "ai.chatWithAI",
      { deckId, userMessage: "make the market slide a big-number slide" },
      founder,
    );
    expect(back.reply).toContain("to the Big numbers layout");
    const metrics = bySection(await deckState(server, deckId, founder), "market");
    expect(metrics?.layout).toBe("bigNumbers");
    expect(metrics?.content).toContain("$12B");

    const dark = await ok(server, "ai.chatWithAI", { deckId, userMessage: "use a dark theme" }, founder);
    expect(dark).toMatchObject({ changes: 1, reply: expect.stringContaining("Midnight theme (dark)") });
    expect((await deckState(server, deckId, founder))?.deck.theme).toBe("midnight");
    await ok(server, "ai.chatWithAI", { deckId, userMessage: "use the paper theme" }, founder);
    expect((await deckState(server, deckId, founder))?.deck.theme).toBe("paper");
  });

  it("adds a customer quote drawn as a quote to fill, and puts contact details typed in chat on the closing slide", async () => {
    const deckId = await ok(server, "decks.createDeck", { title: "" }, founder);
    await ok(
      server,
      "ai.generateDeckFromBrief",
      {
        deckId,
        title: "Ledgerly seed deck",
        startupName: "Ledgerly",
        overview:
          "Ledgerly helps finance teams close their books in days. We are raising a $2.5M seed round.",
      },
      founder,
    );
    const quote = await ok(
      server,
      "ai.chatWithAI",
      { deckId, userMessage: "add a quote from a customer" },
      founder,
    );
    expect(quote.changes).toBe(1);
    const withQuote = await deckState(server, deckId, founder);
    const added = withQuote?.slides.find((slide) => slide.layout === "quote");
    expect(added?.fields).toEqual({
      quote: "[Add a customer's own words, as they said them]",
      author: "[Add their name]",
      role: "[Add their role and company]",
    });
    expect(withQuote?.slides.at(-1)?.layout).toBe("closing");

    const contact = await ok(
      server,
      "ai.chatWithAI",
      { deckId, userMessage: "add a closing slide with my email jane@ledgerly.io" },
      founder,
    );
    expect(contact.changes).toBe(1);
    const closing = (await deckState(server, deckId, founder))?.slides.at(-1);
    expect(closing?.fields).toMatchObject({ email: "jane@ledgerly.io" });
    expect(closing?.content).toContain("jane@ledgerly.io");
  });
});
