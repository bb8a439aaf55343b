import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { parseIntent } from "./copilot-intent.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck: DeckContext = {
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((slide, i) => ({ id: `s${i + 1}`, ...slide })),
};
const ask = (message: string) => offlineChat({ message, history: [], deck, brief: saasBrief });

describe("a founder's question about a slide gets advice, not an edit", () => {
  it.each([
    ["the market slide needs a TAM, what should I put?", "market"],
    ["Make the ask more specific", "ask"],
    ["how do I improve the traction slide?", "traction"],
  ])("%s", async (message, section) => {
    expect(parseIntent(message).kind).toBe("advise");
    const result = await ask(message);
    expect(result.operations).toEqual([]);
    const index = deck.slides.findIndex((slide) => slide.section === section);
    expect(result.reply).toMatch(new RegExp(`^For slide ${index + 1}\\b`, "u"));
    expect(result.reply).toContain("I changed nothing");
  });

  it.each([["add a TAM to the market slide", "market"]])(
    "%s → advice on the %s slide",
    (message, section) => {
      const intent = parseIntent(message);
      expect(intent.kind).toBe("advise");
      const index = deck.slides.findIndex((slide) => slide.section === section);
      return ask(message).then((result) => {
        expect(result.operations).toEqual([]);
        expect(result.reply).toMatch(new RegExp(`^For slide ${index + 1}\\b`, "u"));
      });
    },
  );

  it("lists what the slide still asks for", async () => {
    const index = deck.slides.findIndex((slide, i) => i > 0 && /\[[^\]]+\]/u.test(slide.content));
    expect(index).toBeGreaterThan(0);
    const result = await ask(`what should I put on slide ${index + 1}?`);
    expect(result.reply).toMatch(/It still asks: \[[^\]]+\]/u);
  });
});

describe("requests the copilot used to misread", () => {
  it("writes speaker notes for a slide instead of adding a slide called 'Speaker notes'", async () => {
    const result = await ask("write speaker notes for slide 2");
    expect(result.operations).toEqual([
      { type: "updateSlide", slideId: "s2", notes: expect.stringContaining(deck.slides[1]!.title) },
    ]);
    const every = await ask("add speaker notes to every slide");
    expect(every.operations).toHaveLength(deck.slides.length);
    expect(every.operations.every((op) => op.type === "updateSlide")).toBe(true);
  });

  it("swaps two slides named without numbers", async () => {
    const result = await ask("swap the team and competition slides");
    const order = result.operations.find((op) => op.type === "reorderSlides");
    const team = deck.slides.find((slide) => slide.section === "team")!.id;
    const competition = deck.slides.find((slide) => slide.section === "competition")!.id;
    expect(order?.type === "reorderSlides" && order.slideIds.indexOf(team)).toBeLessThan(
      order?.type === "reorderSlides" ? order.slideIds.indexOf(competition) : -1,
    );
  });

  it("reads 'everything' as every slide for a style edit, never for a delete", () => {
    expect(parseIntent("make everything more formal")).toMatchObject({
      kind: "rewrite",
      target: { kind: "all" },
    });
    expect(parseIntent("tighten everything")).toMatchObject({ kind: "shorten", target: { kind: "all" } });
    expect(parseIntent("delete everything")).toMatchObject({ kind: "delete", target: null });
    expect(parseIntent("shorten the deck title")).not.toMatchObject({ target: { kind: "all" } });
  });

  it.each([
    ["this deck is too long, cut it down", { kind: "shorten", target: { kind: "all" } }],
    ["Are we missing anything important?", { kind: "review", firm: null, target: null }],
    ["undo that", { kind: "undo" }],
    ["can you add our pricing tiers", { kind: "add", topic: "pricing tiers" }],
  ])("%s", (message, intent) => {
    expect(parseIntent(message)).toMatchObject(intent);
  });

  it("points to the Undo button on the reply that made a change, and changes nothing", async () => {
    const result = await ask("undo that");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain('press "Undo these changes" under the reply that made it');
  });

  it("makes a slide named without the word 'slide' punchier, and asks which slide 'it' is", () => {
    expect(parseIntent("can you make the problem hit harder")).toEqual({
      kind: "rewrite",
      target: { kind: "phrase", phrase: "problem" },
      tone: "punchy",
    });
    expect(parseIntent("make it sound more exciting")).toMatchObject({ kind: "rewrite", target: null });
  });

  it("says where the placeholders are instead of looking for a slide called 'all the placeholders'", async () => {
    const result = await ask("remove all the placeholders");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^\d+ slides? ha(?:s|ve) placeholders: slide \d+/u);
    expect(result.reply).toContain("I changed nothing");
  });

  it("answers how a firm's partner would react, in that firm's voice", async () => {
    expect(parseIntent("how would YC see our traction?")).toEqual({
      kind: "review",
      firm: "YC",
      target: null,
    });
    const result = await ask("How would a YC partner react to the traction?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("YC partner");
  });
});

describe("a review question about one slide reviews that slide", () => {
  it.each([
    [
      "any red flags on the traction slide?",
      "traction",
      /On slide 8 \(the Traction slide\), fix these first:\n1\. .*without a source/u,
    ],
    ["critique slide 5", "market", /On slide 5 \(the Market slide\), fix these first:\n1\. .*placeholders/u],
    [
      "what's weak about my ask?",
      "ask",
      /^Slide 12 \(the ask slide\) says: "Raising \$2\.5M[^"]*"\. It passes the checklist/u,
    ],
  ])("%s", async (message, section, reply) => {
    const intent = parseIntent(message);
    expect(intent).toMatchObject({ kind: "review", target: expect.anything() });
    const result = await ask(message);
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(reply);
    expect(deck.slides.findIndex((slide) => slide.section === section)).toBeGreaterThan(0);
    // Only that slide: no finding about another slide.
    expect(result.reply).not.toMatch(/Slide 1 "Ledgerly"/u);
  });

  it("a question that quotes words no slide says is about the slide it names in passing", async () => {
    const result = await ask("would a YC partner say we have a real why-now or just 'because we could'?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^Slide 4 "Why now" says: "Since 2023, open banking APIs/u);
  });

  it("'review my deck' still reviews every slide", async () => {
    expect(parseIntent("review my deck")).toMatchObject({ kind: "review", target: null });
    expect((await ask("review my deck")).reply).toMatch(
      /^I reviewed the deck against the investor checklist/u,
    );
  });
});
