import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { parseLookup } from "./copilot-lookup.ts";
import { splitRequests } from "./copilot-plan.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

const ask = (message: string, on = deck()) =>
  offlineChat({ message, history: [], deck: on, brief: saasBrief });

describe("questions about the deck's own facts", () => {
  it.each([
    ["wait whats the MoM growth I put in", ["mom", "growth"]],
    ["what burn did we put in?", ["burn"]],
    ["remind me what MRR we have on the deck", ["mrr"]],
  ])("%j asks for %j", (message, terms) => {
    expect(parseLookup(message)).toEqual({ kind: "fact", terms });
  });

  it.each([
    [
      "what's our TAM?",
      /^Slide 5 \(the Market slide\) says "The US market for close-management software is \$12B/u,
    ],
    [
      "who's our main competitor according to the deck?",
      /^Slide 9 \(the Competition slide\) says "Unlike BlackLine/u,
    ],
    ["what's our pricing?", /^Slide 7 "Business model" says "We charge \$49 per seat per month"\./u],
  ])("%j quotes the slide of that kind, changing nothing", async (message, reply) => {
    const result = await ask(message);
    expect(result.reply).toMatch(reply);
    expect(result.operations).toEqual([]);
  });

  it.each(["what should I put on the market slide?", "put our MRR on slide 8"])(
    "%j is no lookup",
    (message) => {
      expect(parseLookup(message)).toBeNull();
    },
  );

  it("quotes the card with the figure, once a slide, and changes nothing", async () => {
    const result = await ask("wait whats the MoM growth I put in");
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(
      'For "mom growth", the deck says slide 8 (the Traction slide): "15% MoM". I changed nothing.',
    );
  });

  it("says when the deck has no such figure rather than quoting a gap", async () => {
    const result = await ask("what burn did we put in?");
    expect(result.reply).toBe(
      'The deck has no figure for "burn" yet, so there is nothing to quote. I changed nothing.',
    );
  });

  it("answers TAM versus SAM from what the market slide shows", async () => {
    const result = await ask("tam vs sam, do I really need both on slide 5?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("SAM (serviceable addressable market)");
    expect(result.reply).toContain("Slide 5 (the Market slide) shows a TAM and still asks for the SAM.");
  });
});

describe("one edit for two slides named together", () => {
  it("splits 'the biz model and traction slides' into one request a slide", () => {
    expect(splitRequests("make the biz model and traction slides punchier")).toEqual([
      "make the biz model slide punchier",
      "make the traction slide punchier",
    ]);
    expect(splitRequests("swap the team and market slides")).toEqual(["swap the team and market slides"]);
  });

  it("rewrites both", async () => {
    const result = await ask("rewrite the problem and why now slides");
    expect(result.reply).toMatch(/^1\. .*slide 2[\s\S]*\n2\. .*slide 4/u);
  });
});

describe("terms and sums a founder asks about", () => {
  it("explains SAM and says the market slide still asks for one", async () => {
    const result = await ask("remind me what SAM means? the market slide wants one and idk");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^SAM \(serviceable addressable market\)/u);
    expect(result.reply).toContain("Slide 5 (the Market slide) still asks for one.");
  });

  it("works out the implied ARR from the deck's MRR", async () => {
    const result = await ask("what's our implied ARR based on the traction slide");
    expect(result.reply).toContain("$18k MRR on slide 8 (the Traction slide) is $216k ARR (MRR × 12)");
  });

  it("works out the months to the ask's MRR at the stated growth", async () => {
    const result = await ask("at 15% MoM how many months until we hit the 100k MRR in the ask?");
    expect(result.reply).toContain("$100k MRR is about 13 months away");
    expect(result.operations).toEqual([]);
  });

  it.each(["what's our TAM?", "what should the title of slide 2 be?"])("%j is no definition", (message) => {
    expect(parseLookup(message)?.kind).not.toBe("define");
  });
});

describe("sums in the deck's own currency", () => {
  it("gives a euro deck's implied ARR in euros", async () => {
    const euros = deck();
    euros.slides[7]!.content = euros.slides[7]!.content.replace("$18k MRR", "€18k MRR");
    const result = await ask("what's our implied ARR based on the traction slide", euros);
    expect(result.reply).toContain("€18k MRR on slide 8 (the Traction slide) is €216k ARR");
  });
});
