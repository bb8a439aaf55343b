import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { parseFactsToAdd } from "./copilot-add-facts.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});
const ask = (message: string) => offlineChat({ message, history: [], deck: deck(), brief: saasBrief });

describe("facts the founder hands over for a slide", () => {
  it("named rivals become columns of the comparison, their cells left to fill", async () => {
    const result = await ask("can you add our competitors Weave and Xero to the competition slide");
    expect(result.operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s9",
        body: {
          layout: "comparison",
          fields: {
            columns: ["Ledgerly", "BlackLine", "Weave", "Xero"],
            rows: [{ criterion: "Set up in a day", cells: [true, false, "[Add detail]", "[Add detail]"] }],
          },
        },
      },
    ]);
    expect(result.reply).toContain("I don't invent how they compare");
  });

  it("a rival the table has already changes nothing", async () => {
    const result = await ask("include BlackLine in the competition slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("already compares Ledgerly, BlackLine");
  });

  it("on a bullet slide, the founder's words become a bullet", async () => {
    const result = await ask("put 40% gross margin on slide 7");
    expect(result.operations).toEqual([
      { type: "updateSlide", slideId: "s7", content: "We charge $49 per seat per month\n40% gross margin" },
    ]);
  });

  it.each([
    ["add a TAM to the market slide"],
    ["add more detail to the product slide"],
    ["add a slide about pricing"],
  ])("'%s' hands over no fact", (message) => {
    expect(parseFactsToAdd(message)).toBeNull();
  });
});
