import { describe, expect, it } from "vitest";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { slideItems } from "./copilot-slide-items.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

const ask = (message: string) => offlineChat({ message, history: [], deck: deck(), brief: saasBrief });

function createdSlide(operations: readonly CopilotOperation[]) {
  expect(operations).toHaveLength(1);
  const [op] = operations;
  if (op?.type !== "createSlide") throw new Error(`expected a new slide, got ${JSON.stringify(operations)}`);
  return op;
}

describe("what a founder hands over for a new slide", () => {
  it.each([
    [
      "add a unit economics slide: CAC $1.2k, LTV $14k, payback 5 mo",
      ["CAC $1.2k", "LTV $14k", "Payback 5 mo"],
    ],
    [
      "we should have a security slide (SOC 2 type II in progress, bank-grade encryption)",
      ["SOC 2 type II in progress", "Bank-grade encryption"],
    ],
    [
      "can we get a GTM slide in there? outbound to controllers + partnerships w/ accounting firms",
      ["Outbound to controllers", "Partnerships w/ accounting firms"],
    ],
  ])("%j carries its items", (message, items) => {
    expect(slideItems(message)).toEqual(items);
  });

  it.each([
    "add a roadmap slide",
    "add a slide on hiring after slide 3",
    "add a competition slide comparing us to Weave",
  ])("%j carries none", (message) => {
    expect(slideItems(message)).toBeUndefined();
  });
});

describe("a new slide beside the section the deck already has", () => {
  it("adds a unit economics slide with the founder's figures after Business model, not a question", async () => {
    const result = await ask("add a unit economics slide: CAC $1.2k, LTV $14k, payback 5 mo");
    const op = createdSlide(result.operations);
    expect(op).toMatchObject({
      title: "Unit economics",
      content: "CAC $1.2k\nLTV $14k\nPayback 5 mo",
      position: 7,
    });
    expect(op.section).toBeUndefined();
    expect(result.reply).toContain("It shows the points you gave");
  });

  it("adds a use of funds slide where it was asked for, with gaps rather than the ask's own lines", async () => {
    const op = createdSlide((await ask("need a use of funds slide before the ask")).operations);
    expect(op).toMatchObject({ title: "Use of funds", position: 11 });
    expect(op.content).not.toContain("$2.5M");
    expect(op.content).toMatch(/\[Add/u);
  });

  it("still asks before a second slide of a section when nothing sets it apart", async () => {
    const result = await ask("add a traction slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("Your deck already has slide 8");
  });

  it("adds a slide for a part of a section as its own, beside it: never a second slide of that section", async () => {
    const op = createdSlide((await ask("add a slide about our use of funds")).operations);
    expect(op).toMatchObject({ title: "Use of funds", position: 12 });
    expect(op.section).toBeUndefined();
  });

  it("spells out GTM and keeps the founder's points", async () => {
    const op = createdSlide(
      (
        await ask(
          "can we get a GTM slide in there? outbound to controllers + partnerships w/ accounting firms",
        )
      ).operations,
    );
    expect(op).toMatchObject({
      title: "Go-to-market",
      content: "Outbound to controllers\nPartnerships w/ accounting firms",
    });
  });
});

describe("more ways of asking for a slide or a line", () => {
  it("'new slide: how it works in 3 steps — …' adds the steps beside Product", async () => {
    const op = createdSlide(
      (await ask("new slide: how it works in 3 steps — connect bank, auto-match, review exceptions"))
        .operations,
    );
    expect(op).toMatchObject({
      title: "How it works",
      content: "Connect bank\nAuto-match\nReview exceptions",
      position: 6,
    });
  });

  it("reads the items after a full stop: 'create a unit economics slide. LTV ~$14k, CAC $1.2k'", async () => {
    const op = createdSlide((await ask("create a unit economics slide. LTV ~$14k, CAC $1.2k")).operations);
    expect(op.content).toBe("LTV ~$14k\nCAC $1.2k");
  });

  it("adds rivals to 'the competitor comparison' as columns", async () => {
    const result = await ask("add FloQast and Ramp to the competitor comparison");
    expect(result.operations).toMatchObject([
      { slideId: "s9", body: { fields: { columns: ["Ledgerly", "BlackLine", "FloQast", "Ramp"] } } },
    ]);
  });

  it("'add a line to the business model slide that …' adds the line", async () => {
    const result = await ask(
      "ok then just add a line to the business model slide that we sell bottoms-up to controllers",
    );
    expect(result.operations).toMatchObject([
      { slideId: "s7", content: "We charge $49 per seat per month\nWe sell bottoms-up to controllers" },
    ]);
  });
});
