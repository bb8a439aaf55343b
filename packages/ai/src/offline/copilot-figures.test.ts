import { describe, expect, it } from "vitest";
import type { ChatResult, CopilotOperation, DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { parseFigureUpdate } from "./copilot-figures.ts";
import { askCopilot } from "./copilot.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

const ask = (message: string, on = deck()) =>
  offlineChat({ message, history: [], deck: on, brief: saasBrief });

function update(result: ChatResult) {
  expect(result.operations).toHaveLength(1);
  const [op] = result.operations;
  if (op?.type !== "updateSlide")
    throw new Error(`expected an update, got ${JSON.stringify(result.operations)}`);
  return op as Extract<CopilotOperation, { type: "updateSlide" }>;
}

describe("a founder correcting a figure", () => {
  it("sets the market size, its source and the headline that stated the old one", async () => {
    const result = await ask("our TAM is actually $4B per Gartner, update it");
    const op = update(result);
    expect(op.slideId).toBe("s5");
    expect(op.body).toMatchObject({
      layout: "bigNumbers",
      fields: { metrics: [{ value: "$4B", source: "Gartner" }, { value: "[Add SAM]" }] },
    });
    expect(op.title).toBe("The US market for close-management software is $4B according to Gartner");
    expect(op.notes).toContain("Before the update: $12B.");
    expect(result.reply).toBe(
      "Updated slide 5 (the Market slide): $12B → $4B. The old figure is in the speaker notes.",
    );
  });

  it("sets the ask's amount, and the metric the message names among several of its kind", async () => {
    expect(update(await ask("make the ask slide say we're raising $2M")).body).toMatchObject({
      layout: "ask",
      fields: { amount: "$2M", milestones: "Reach $100k MRR" },
    });
    const customers = update(await ask("fix slide 8, we have 40 paying customers now"));
    expect(customers.body).toMatchObject({
      fields: { metrics: [{ value: "40" }, { value: "$18k" }, { value: "15%" }] },
    });
    expect(customers.title).toBe("40 paying customers, $18k MRR, growing 15% MoM");
    expect(update(await ask("we now have 45 customers")).title).toBe(
      "45 paying customers, $18k MRR, growing 15% MoM",
    );
    expect(update(await ask("we just hit 40 customers")).title).toBe(
      "40 paying customers, $18k MRR, growing 15% MoM",
    );
    expect(update(await ask("we've crossed $25k MRR")).title).toBe(
      "32 paying customers, $25k MRR, growing 15% MoM",
    );
    const mrr = update(await ask("change MRR from $18k to $25k on the traction slide"));
    expect(mrr.body).toMatchObject({
      fields: { metrics: [{ value: "32" }, { value: "$25k" }, { value: "15%" }] },
    });
  });

  it("replaces the figure in a bullet slide's text, or adds the founder's line when it has none of that kind", async () => {
    const price = update(await ask("update the pricing to $249 per month"));
    expect(price.content).toBe("We charge $249 per seat per month");
    const on = deck();
    on.slides[6] = { ...on.slides[6]!, content: "Per-seat pricing, billed monthly" };
    const added = await ask("update the pricing to $249 per month", on);
    expect(update(added).content).toBe("Per-seat pricing, billed monthly\nPricing: $249 per month");
  });

  it("asks which slide when none is named or implied, and changes nothing", async () => {
    const result = await ask("actually it's 45 now");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^I couldn't find/u);
  });
});

describe("what reads as a figure to set", () => {
  it.each([
    ["add a slide about our $2M raise", null],
    ["what should our TAM be? $4B?", null],
    ["we have 40 customers", null],
  ])("%s → no update", (message, expected) => {
    expect(parseFigureUpdate(message)).toBe(expected);
  });

  it("takes the last figure as the new one, and 'slide 8' as no figure", () => {
    expect(parseFigureUpdate("on slide 8 change MRR from $18k to $25k")).toMatchObject({
      figure: "$25k",
      replaces: "$18k",
    });
  });

  it("reads 'X, not Y' as X replacing Y", () => {
    expect(parseFigureUpdate("the ask should be $3M not $2.5M")).toMatchObject({
      figure: "$3M",
      replaces: "$2.5M",
    });
    expect(parseFigureUpdate("its 40 customers not 32")).toMatchObject({ figure: "40", replaces: "32" });
  });
});

describe("a correction to the figure a slide already shows", () => {
  it("changes nothing and says so", async () => {
    const result = await ask("the ask should be $2.5M");
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe("Slide 12 (the ask slide) already says $2.5M, so I changed nothing.");
  });

  it("updates the right card when the message says what it replaces", async () => {
    const op = update(await ask("MRR is $25k, not $18k"));
    expect(op.slideId).toBe("s8");
    expect(op.title).toBe("32 paying customers, $25k MRR, growing 15% MoM");
  });

  it("reads 'change 2.5M to 3M' apart, in the round's currency, and '12' as the '$12B' shown", async () => {
    const ask12 = update(await ask("on slide 12 change 2.5M to 3M pls"));
    expect(ask12.body).toMatchObject({ layout: "ask", fields: { amount: "$3M" } });
    const market = update(await ask("TAM is wrong, gartner's latest says $14B not 12"));
    expect(market.slideId).toBe("s5");
  });

  it("sets the milestone a figure names ('reach $150k MRR'), never the round's amount", async () => {
    const op = update(await ask("the ask should say reach $150k MRR now"));
    expect(op.body).toMatchObject({ fields: { amount: "$2.5M", milestones: "Reach $150k MRR" } });
    expect(op.title).toBe("Raising a $2.5M seed round to reach $150k MRR");
  });
});

describe("a new customer counted by its number", () => {
  it.each([
    "great news we just signed customer #40!! pls update the deck",
    "we just signed our 40th customer",
  ])("%j sets the customer count to 40", async (message) => {
    const op = update(await ask(message));
    expect(op.slideId).toBe("s8");
    expect(op.body).toMatchObject({
      fields: { metrics: [{ value: "40", label: "paying customers" }, { value: "$18k" }, { value: "15%" }] },
    });
  });
});

describe("a request that carries a number", () => {
  it.each([
    "give me 3 alternative titles for the problem slide but DON'T change it yet",
    "can slides 11 and 12 read as one story? leave the numbers as TBD",
  ])("%j is never pasted onto a slide", async (message) => {
    const result = await ask(message);
    expect(result.operations).toEqual([]);
  });
});

describe("a tone asked of numbered slides", () => {
  it("puts slide 6 in plain words and pastes nothing of the request", async () => {
    const result = await ask("make slides 3 and 6 less jargony, my mom should be able to follow them");
    expect(result.operations).toHaveLength(1);
    expect(result.operations[0]).toMatchObject({
      type: "updateSlide",
      slideId: "s6",
      content: "We build an AI tool that matches transactions automatically and flags anything unusual",
    });
  });
});

describe("a figure and a line for two slides in one message", () => {
  it("sets the MRR card in its own currency and puts the line on the ask, leaving the raise amount", async () => {
    const result = await ask(
      "mrr's 23k now (slide 8) — and on the ask slide say we're nearly a quarter of the way to the $100k",
    );
    const [traction, theAsk] = result.operations;
    expect(traction).toMatchObject({
      slideId: "s8",
      title: "32 paying customers, $23k MRR, growing 15% MoM",
    });
    expect(theAsk).toMatchObject({ slideId: "s12" });
    expect(theAsk).not.toHaveProperty("body");
    expect(JSON.stringify(theAsk)).toContain("We're nearly a quarter of the way to the $100k");
  });
});

describe("figure corrections said in shorthand", () => {
  it("reads '$18k mrr → $19.4k' as the MRR going from one to the other", async () => {
    const op = update(await ask("$18k mrr → $19.4k. sorry, forgot to include usage overages"));
    expect(op).toMatchObject({ slideId: "s8", title: "32 paying customers, $19.4k MRR, growing 15% MoM" });
  });

  it("updates a figure only the headline states", async () => {
    const op = update(
      await ask("the 40 hrs/mo stat is stale, new survey (n=210) says 52 hrs. update slide 2"),
    );
    expect(op).toMatchObject({
      slideId: "s2",
      title: "Accountants waste 52 hours a month reconciling spreadsheets by hand",
    });
  });

  it.each([
    "the chart on the traction slide is wrong, the y axis should start at 0",
    "take pricing out for now — we're mid-change and I don't want to anchor anyone on $49",
  ])("%j changes nothing", async (message) => {
    expect((await ask(message)).operations).toEqual([]);
  });
});

describe("a corrected rate said without its unit", () => {
  it("'MoM is 13% not 15' replaces the 15% on the traction card", async () => {
    expect(parseFigureUpdate("on slide 8 MoM is 13% not 15")).toMatchObject({
      figure: "13%",
      replaces: "15%",
    });
    const result = await askCopilot(
      "correction on slide 8 — MoM is 13% not 15, i was reading the wrong month",
    );
    expect(result.reply).toBe(
      "Updated slide 8 (the Traction slide): 15% → 13%. The old figure is in the speaker notes.",
    );
  });
});
