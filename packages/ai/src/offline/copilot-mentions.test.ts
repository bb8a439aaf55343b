import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { mentions } from "./copilot-mentions.ts";

/** The slide titles in order after the copilot's answer (reorders only). */
async function orderAfter(message: string): Promise<string[]> {
  const result = await askCopilot(message);
  const reorder = result.operations.find((op) => op.type === "reorderSlides");
  return reorder?.type === "reorderSlides" ? reorder.slideIds : [];
}

describe("slides named in passing", () => {
  it("finds kinds of slides and numbers where they sit, the longest word once", () => {
    expect(mentions("the vs slide should come right after product").map((m) => m.ref)).toEqual([
      { kind: "phrase", phrase: "vs" },
      { kind: "phrase", phrase: "product" },
    ]);
    expect(mentions("make the why now slide #3").map((m) => m.ref)).toEqual([
      { kind: "phrase", phrase: "why now" },
      { kind: "number", number: 3 },
    ]);
    expect(mentions("we close our books faster")).toEqual([]);
  });
});

describe("moves said without the usual words", () => {
  it.each([
    ["traction after why now pls", "s8", 4],
    ["product should come directly after that timing slide", "s6", 4],
    ["unit economics slide should follow the market slide directly", "s7", 5],
    ["timing slide belongs right in front of the $2.5M ask imo", "s4", 10],
    ["the vs slide should come right after product", "s9", 6],
    ["make the market slide #3 — the YC folks want to see size early", "s5", 2],
    ["team is buried at 10. move it right after solution", "s10", 3],
    ["solution's landing too early, move it after why now", "s3", 3],
    [
      "investors always ask about competitors right after market size, so competition should sit directly after the market slide",
      "s9",
      5,
    ],
  ])("%j moves that slide", async (message, id, index) => {
    const order = await orderAfter(message);
    expect(order.indexOf(id)).toBe(index);
    expect(order).toHaveLength(13);
  });

  it.each([
    "why now #2: cost of running LLM matching dropped 20x since 2023",
    "add a customer quote slide after traction",
    "we signed Brex after a 3-week pilot",
  ])("%j moves nothing", async (message) => {
    expect(await orderAfter(message)).toEqual([]);
  });
});

describe("lines headed by the slide they are for", () => {
  it("'quick updates: traction → 44 customers. biz model → $52/seat… team → …' updates each slide named", async () => {
    const result = await askCopilot(
      "quick updates: traction → 44 customers. biz model → $52/seat starting jan. team → we hired a 3rd engineer, Priyanka Das (ex-Ramp)",
    );
    const ids = result.operations.map((op) => ("slideId" in op ? op.slideId : op.type)).sort();
    expect(ids).toEqual(["s10", "s7", "s8"]);
    expect(JSON.stringify(result.operations)).toContain("Priyanka Das");
  });

  it("'traction → 44 customers' is news for the slide, never a move to position 44", async () => {
    expect(await orderAfter("traction → 44 customers")).toEqual([]);
  });

  it("an arrow to a place is still a move", async () => {
    expect((await orderAfter("team ➡️ second to last")).indexOf("s10")).toBe(11);
  });
});

describe("more ways of saying where a slide goes", () => {
  it.each([
    ["swap 7 and 8, numbers before price", "s8", 6],
    ["park the timing slide at the very end, after thank you, as a backup for Q&A", "s4", 12],
    ["competition → slot it in as the last content slide, thank you stays at the very end", "s9", 11],
    [
      "Felicis only cares about traction. bump the numbers one (the MRR one) to right after the cover",
      "s8",
      1,
    ],
  ])("%j moves that slide", async (message, id, index) => {
    expect((await orderAfter(message)).indexOf(id)).toBe(index);
  });

  it("'add a tl;dr slide right after the cover. 3 bullets…' adds one slide at position 2", async () => {
    const result = await askCopilot("add a tl;dr slide right after the cover. 3 bullets, the whole pitch");
    expect(result.operations).toMatchObject([{ type: "createSlide", position: 1 }]);
  });
});

describe("questions that name a slide", () => {
  it("a firm's partner asked about one slide reviews that slide, and changes nothing", async () => {
    const result = await askCopilot(
      "1:1 with a YC partner tomorrow. is the raise slide too thin? honest answer, don't touch it",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^Slide 12 \(the ask slide\)/u);
  });

  it("'does any slide mention netsuite or quickbooks?' searches the deck", async () => {
    const result = await askCopilot(
      "does any slide mention netsuite or quickbooks? an investor asked if we integrate w erps",
    );
    expect(result.reply).toMatch(/^No slide mentions netsuite or quickbooks yet/u);
  });

  it("'6 sounds like… rewrite it humbler and sharper' is about slide 6", async () => {
    const result = await askCopilot(
      "6 sounds like we're building a platform co. rewrite it humbler and sharper",
    );
    expect(result.reply).toMatch(/slide 6 "Product"/iu);
  });
});

describe("a slide the remark before names, moved by 'it'", () => {
  it.each([
    ["market reads better once they've seen traction. move it to just after the traction slide", "s5", 7],
    ["after tonight's dry run traction felt buried. make it the 4th slide", "s8", 3],
    ["flip 12 and 13, i want to end on the raise not a thank you", "s12", 12],
    ["our advisor's feedback in one line: 'lead with the money shot'. so traction → slot 2", "s8", 1],
  ])("%j moves that slide", async (message, id, index) => {
    expect((await orderAfter(message)).indexOf(id)).toBe(index);
  });

  it("'… before mid-market. put it before the ask' never moves the market slide", async () => {
    const result = await askCopilot(
      "board asked for a 'what we got wrong' slide. 1) priced too low at launch 2) chased 20-person startups before mid-market. put it before the ask",
    );
    expect(result.operations.some((op) => op.type === "reorderSlides")).toBe(false);
    expect(result.operations).toMatchObject([
      {
        type: "createSlide",
        title: "What we got wrong",
        content: "Priced too low at launch\nChased 20-person startups before mid-market",
      },
    ]);
  });

  it("'copy me exactly what slide 7 says' copies no slide", async () => {
    expect(
      (await askCopilot("copy me exactly what slide 7 says, I'm pasting it into an email")).operations,
    ).toEqual([]);
  });
});
