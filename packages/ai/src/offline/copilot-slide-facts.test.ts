import { describe, expect, it } from "vitest";
import type { ChatResult, CopilotOperation, DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { fundShares, parseFactDump } from "./copilot-slide-facts.ts";
import { withSlideHead } from "./copilot-slide-head.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

const ask = (message: string) => offlineChat({ message, history: [], deck: deck(), brief: saasBrief });

function update(result: ChatResult) {
  expect(result.operations).toHaveLength(1);
  const [op] = result.operations;
  if (op?.type !== "updateSlide")
    throw new Error(`expected an update, got ${JSON.stringify(result.operations)}`);
  return op as Extract<CopilotOperation, { type: "updateSlide" }>;
}

describe("facts handed over in a structure", () => {
  it.each([
    ["financials: revenue 600k 2025 / 2.4M 2026. burn ~90k/mo, 14 mo runway", "financials", 2],
    ["SAM = $3B (US mid-market, our own analysis). plug it in", "market", 1],
    ["traction - 40 customers, 22k MRR", "traction", 1],
    ["on the money slide (the raise one) add use of funds: 50% eng, 30% sales", "the ask", 1],
    ["fill in financials: burn is $85k/mo, 14 months runway. revenue 2025 $600k", "financials", 2],
    ["the raise slide should have use of funds — 50% eng, 30% GTM, 20% ops", "raise", 1],
    ["numbers changed: MRR is $24k now, 41 paying customers", "traction", 1],
    ["team slide, add our advisor Dana Lee (former CFO @ Gusto)", "team", 1],
    ["traction - add customer logos: Acme Corp, Brightline Health", "traction", 1],
    [
      "Why now is one line. Beef it up: LLMs got good in 2024, and CFOs are under pressure to cut costs",
      "why now",
      2,
    ],
  ])("reads %j as items for one slide", (message, phrase, items) => {
    const dump = parseFactDump(message);
    expect(dump?.target).toEqual({ kind: "phrase", phrase });
    expect(dump?.items).toHaveLength(items);
  });

  it.each([
    "move team: to slide 2",
    "traction: can you make it punchier",
    "note to self: call Maya about the $2M",
    "what's our TAM?",
  ])("leaves %j alone: no slide named with figures for it", (message) => {
    expect(parseFactDump(message)).toBeNull();
  });

  it("answers the Financials slide's open questions with the founder's figures", async () => {
    const result = await ask(
      "financials: revenue 600k 2025 / 2.4M 2026 / 7M 2027. burn ~90k/mo, 14 mo runway",
    );
    const op = update(result);
    expect(op.slideId).toBe("s11");
    expect(op.content).toBe("Revenue 600k 2025 / 2.4M 2026 / 7M 2027\nBurn ~90k/mo, 14 mo runway");
    expect(result.reply).toContain("answering 2 open questions");
  });

  it("fills the market's [Add SAM] card with the figure, its segment and its source", async () => {
    const op = update(await ask("SAM = $3B (US mid-market, our own analysis). plug it in"));
    expect(op.slideId).toBe("s5");
    expect(op.body).toMatchObject({
      layout: "bigNumbers",
      fields: {
        metrics: [
          { value: "$12B" },
          { value: "$3B", label: "SAM: US mid-market", source: "Our own analysis" },
        ],
      },
    });
  });

  it("sets traction cards by what they count, in the card's currency, and the headline that quoted them", async () => {
    const result = await ask("traction - 40 customers, 22k MRR");
    const op = update(result);
    expect(op.body).toMatchObject({
      fields: {
        metrics: [
          { value: "40", label: "paying customers" },
          { value: "$22k", label: "MRR" },
          { value: "15%" },
        ],
      },
    });
    expect(op.title).toBe("40 paying customers, $22k MRR, growing 15% MoM");
    expect(op.notes).toContain("Before: 32 (paying customers); $18k (MRR)");
  });

  it("puts the use of funds on the ask as shares", async () => {
    const op = update(
      await ask("on the money slide (the raise one) add use of funds: 50% eng, 30% sales, 20% ops"),
    );
    expect(op.slideId).toBe("s12");
    expect(op.body).toMatchObject({
      layout: "ask",
      fields: {
        amount: "$2.5M",
        useOfFunds: [
          { label: "Eng", percent: 50 },
          { label: "Sales", percent: 30 },
          { label: "Ops", percent: 20 },
        ],
      },
    });
  });

  it("reads shares written either way round, and nothing without a percentage for each", () => {
    expect(fundShares("Use of funds: hiring 60%, marketing 40%")).toEqual([
      { label: "Hiring", percent: 60 },
      { label: "Marketing", percent: 40 },
    ]);
    expect(fundShares("Use of funds: hiring and marketing")).toBeNull();
  });
});

describe("a fact stated after a request about a slide", () => {
  it("adds the integrations to the Product slide it asked to make concrete", async () => {
    const op = update(
      await ask(
        "hey! could you make the product slide more concrete? we integrate w/ NetSuite, QuickBooks and Xero",
      ),
    );
    expect(op.slideId).toBe("s6");
    expect(op.content?.split("\n").at(-1)).toBe("We integrate with NetSuite, QuickBooks and Xero");
  });

  it("still gives advice when nothing follows the request", async () => {
    const result = await ask("could you make the product slide more concrete?");
    expect(result.operations).toEqual([]);
  });
});

describe("a message headed by a slide's name", () => {
  it.each([
    ["traction: can you make it punchier", "traction slide: can you make it punchier"],
    ["team - shorten it pls", "team slide: shorten it pls"],
    ["financials: revenue 600k 2025", "financials: revenue 600k 2025"],
    ["note: make slide 3 shorter", "note: make slide 3 shorter"],
  ])("reads %j as %j", (message, read) => {
    expect(withSlideHead(message)).toBe(read);
  });

  it("shortens the slide the head names", async () => {
    expect(update(await ask("team - shorten it pls")).slideId).toBe("s10");
  });
});

describe("a row for the comparison", () => {
  it("adds the criterion with each column's answer", async () => {
    const op = update(
      await ask("slide nine: add a row 'Works with QuickBooks' → Ledgerly yes, BlackLine no"),
    );
    expect(op.slideId).toBe("s9");
    expect(op.body).toMatchObject({
      layout: "comparison",
      fields: {
        rows: [
          { criterion: "Set up in a day" },
          { criterion: "Works with QuickBooks", cells: [true, false] },
        ],
      },
    });
  });

  it("keeps an answer's bracketed detail whole, in the founder's case, and reads 'both yes' for every column", async () => {
    const partial = update(
      await ask(
        "moat slide needs a 2nd row: 'AI anomaly flags' — ledgerly yes, blackline partial (rules only, no ML)",
      ),
    );
    expect(partial.body).toMatchObject({
      fields: { rows: [{}, { criterion: "AI anomaly flags", cells: [true, "Partial (rules only, no ML)"] }] },
    });
    const both = update(await ask("slide 9: add a row 'ERP integrations' → both yes"));
    expect(both.body).toMatchObject({
      fields: { rows: [{}, { criterion: "ERP integrations", cells: [true, true] }] },
    });
  });
});
