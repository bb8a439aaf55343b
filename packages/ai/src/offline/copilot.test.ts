import { describe, expect, it } from "vitest";
import type { BriefInput, ChatResult, CopilotOperation, DeckContext } from "../engine.ts";
import { consumerBrief, saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

function draftedDeck(brief: BriefInput): DeckContext {
  return { title: brief.title, slides: draftOfflineDeck(brief).map((s, i) => ({ id: `s${i + 1}`, ...s })) };
}

const ids = (deck: DeckContext) => deck.slides.map((s) => s.id);

async function ask(message: string, deck = draftedDeck(saasBrief), brief: BriefInput | null = saasBrief) {
  return offlineChat({ message, history: [], deck, brief });
}

function only<T extends CopilotOperation["type"]>(result: ChatResult, type: T) {
  expect(result.operations).toHaveLength(1);
  const [op] = result.operations;
  if (op?.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(result.operations)}`);
  return op as Extract<CopilotOperation, { type: T }>;
}

describe("offline copilot: adding slides", () => {
  it('"add a slide about our pricing" creates a Pricing slide from the brief\'s pricing facts', async () => {
    const result = await ask("add a slide about our pricing");
    const op = only(result, "createSlide");
    expect(op.title).toContain("Pricing");
    expect(op.content).toContain("$49 per seat per month");
    expect(op.position).toBe(7);
    expect(result.reply).toBe('Added slide "Pricing" at position 8. It uses the facts from your brief.');
  });

  it("writes gap markers when the brief says nothing about the topic", async () => {
    const op = only(
      await ask("Add a slide about our pricing", draftedDeck(consumerBrief), consumerBrief),
      "createSlide",
    );
    expect(op.title).toBe("Pricing");
    expect(op.content).toMatch(/\[Add your pricing/u);
    expect(op.content).not.toMatch(/\d/u);
  });

  it("honours an explicit position: after slide 3", async () => {
    const result = await ask("please add a slide on hiring plans after slide 3");
    const op = only(result, "createSlide");
    expect(op).toMatchObject({ title: "Hiring plans", position: 3 });
    expect(op.content).toContain("[Add the key point about hiring plans]");
    expect(result.reply).toContain('Added slide "Hiring plans" at position 4.');
  });

  it("understands 'add a team slide at the end' and 'before the market slide'", async () => {
    expect(only(await ask("add another team slide at the end"), "createSlide")).toMatchObject({
      section: "team",
      position: 13,
    });
    const before = only(await ask("add a slide about regulation before the market slide"), "createSlide");
    expect(before).toMatchObject({ title: "Regulation", position: 4 });
  });

  it("composes the first standard section the deck lacks, in its standard place", async () => {
    const deck = draftedDeck(saasBrief);
    deck.slides = deck.slides.filter((s) => !["Why now", "Competition"].includes(s.title));
    const result = await ask("Compose the next slide my deck needs.", deck);
    const op = only(result, "createSlide");
    expect(op).toMatchObject({ title: "Why now", position: 3 });
    expect(op.content).toContain("Since 2023, open banking APIs");
    expect(result.reply).toContain('Added slide "Why now" at position 4');
    expect(only(await ask("next slide", deck), "createSlide").title).toBe("Why now");
  });

  it("composes an optional section once every standard one exists", async () => {
    const op = only(await ask("compose a slide"), "createSlide");
    expect(op.title).toBe("Go-to-market");
    expect(op.position).toBe(13);
  });
});

describe("offline copilot: slides only the founder can fill", () => {
  it("a customer quote is asked for, never made from other facts, and goes before the closing slide", async () => {
    const op = only(await ask("add a quote from a customer"), "createSlide");
    expect(op.content).toBe(
      "[Add a customer's own words, as they said them]\n[Add their name, role and company]",
    );
    expect(op.content).not.toContain("32");
    expect(op.body).toEqual({
      layout: "quote",
      fields: {
        quote: "[Add a customer's own words, as they said them]",
        author: "[Add their name]",
        role: "[Add their role and company]",
      },
    });
    // The drafted deck's 13th slide is "Thank you": the new slide comes before it.
    expect(op.position).toBe(12);
  });
});

describe("offline copilot: editing slides", () => {
  it("shortens slide 2 to at most 4 bullets of 12 words, keeping figures", async () => {
    const deck = draftedDeck(saasBrief);
    const problem = deck.slides[1];
    if (!problem) throw new Error("fixture");
    problem.content = [
      "Accountants waste 40 hours a month reconciling spreadsheets by hand, and errors cost companies money",
      "Closing the books takes very long",
      "Mistakes reach the board",
      "Auditors charge 20% more for messy books",
      "Nobody trusts the numbers",
      "Finance teams really burn out",
    ].join("\n");
    const result = await ask("shorten slide 2", deck);
    const op = only(result, "updateSlide");
    const bullets = (op.content ?? "").split("\n");
    expect(op.slideId).toBe("s2");
    expect(bullets.length).toBeLessThanOrEqual(4);
    for (const b of bullets) expect(b.split(" ").length).toBeLessThanOrEqual(12);
    expect(op.content).toContain("40 hours");
    expect(op.content).toContain("20%");
    expect(op.notes).toContain("Nobody trusts the numbers");
    expect(result.reply).toContain("Shortened slide 2 (the Problem slide)");
  });

  it("splits a long bullet that says two things instead of cutting one to the notes", async () => {
    const deck = draftedDeck(saasBrief);
    deck.slides[9]!.content =
      "Our CEO ran payments at Stripe for six years and our CTO has a PhD in ML with 10 years in fintech";
    const op = only(await ask("tighten the team slide", deck), "updateSlide");
    expect(op.content?.split("\n")).toEqual([
      "Our CEO ran payments at Stripe for six years",
      "Our CTO has a PhD in ML with 10 years in fintech",
    ]);
  });

  it("splits a short lead clause off too ('Our CEO is ex-Stripe | and our CTO…'), losing no figure", async () => {
    const result = await ask("shorten the team slide");
    expect(only(result, "updateSlide").content?.split("\n")).toEqual([
      "Our CEO is ex-Stripe",
      "Our CTO has a PhD in ML with 10 years in fintech",
    ]);
    expect(result.reply).toContain("keeping its figures");
  });

  it("says which figures a shortened slide no longer shows", async () => {
    const deck = draftedDeck(saasBrief);
    deck.slides[1]!.content = [
      "40 hours lost",
      "20% audit premium",
      "3 late closes",
      "9 errors",
      "12 rework days",
    ].join("\n");
    const result = await ask("shorten slide 2", deck);
    expect(result.reply).toContain("; 12 are now only in the speaker notes.");
  });

  it("finds slides by section: 'tighten the problem slide' (its title is a headline)", async () => {
    const deck = draftedDeck(saasBrief);
    deck.slides[1]!.content = [
      "Errors in the books cost companies money every single month of the year, again and again",
      "Closing the books takes a very long time for almost every finance team we have met so far",
    ].join("\n");
    expect(only(await ask("Tighten the problem slide", deck), "updateSlide").slideId).toBe("s2");
  });

  it("rewrites a slide, filling its gaps from the brief", async () => {
    const deck = draftedDeck(saasBrief);
    const product = deck.slides[5];
    if (!product) throw new Error("fixture");
    product.title = "Traction";
    product.content =
      "[Add your MRR here]\nWe are really growing very fast and customers love it, and we have a waitlist";
    const op = only(await ask("rewrite slide 6", deck), "updateSlide");
    expect(op.content?.split("\n")).toEqual([
      "We have 32 paying customers, $18k MRR, growing 15% MoM",
      "We are growing fast and customers love it, and we have a waitlist",
    ]);
  });

  it("never deletes the slide a request only compares with: 'drop the slide that's a copy of slide 1'", async () => {
    const result = await ask("drop the slide that's basically a copy of slide 1");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^I couldn't find which slide you mean, so I changed nothing\./u);
  });

  it("says words too long for a field do not fit and changes nothing, instead of failing", async () => {
    const result = await ask(`SAM = $3B (${"mid-market finance teams ".repeat(6).trim()})`);
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(
      "That is too long for the slide: its label holds at most 80 characters. I changed nothing; say it in fewer words.",
    );
  });

  it("deletes by number and by title", async () => {
    const byNumber = await ask("delete slide 4");
    expect(only(byNumber, "deleteSlide").slideId).toBe("s4");
    expect(byNumber.reply).toBe('Deleted slide 4 "Why now".');
    expect(only(await ask("remove the team slide"), "deleteSlide").slideId).toBe("s10");
  });

  it("renames a slide", async () => {
    expect(only(await ask("rename slide 3 to How it works"), "updateSlide")).toEqual({
      type: "updateSlide",
      slideId: "s3",
      title: "How it works",
    });
  });
});

describe("offline copilot: moving slides and renaming the deck", () => {
  it("moves slide 5 to position 2 with the full id list", async () => {
    const result = await ask("move slide 5 to position 2");
    expect(only(result, "reorderSlides").slideIds).toEqual([
      "s1",
      "s5",
      "s2",
      "s3",
      "s4",
      "s6",
      "s7",
      "s8",
      "s9",
      "s10",
      "s11",
      "s12",
      "s13",
    ]);
    expect(result.reply).toBe("Moved the Market slide from position 5 to position 2.");
  });

  it("moves the traction slide before the market slide", async () => {
    const op = only(await ask("Move the traction slide before the market slide"), "reorderSlides");
    expect(op.slideIds.slice(3, 6)).toEqual(["s4", "s8", "s5"]);
    expect([...op.slideIds].sort()).toEqual([...ids(draftedDeck(saasBrief))].sort());
  });

  it("moves slide 3 up and the last slide down does nothing", async () => {
    expect(only(await ask("move slide 3 up"), "reorderSlides").slideIds.slice(0, 3)).toEqual([
      "s1",
      "s3",
      "s2",
    ]);
    const noop = await ask("move slide 13 down");
    expect(noop.operations).toEqual([]);
    expect(noop.reply).toContain("already at position 13");
  });

  it("renames the deck: 'rename the deck to X' and 'call the deck X'", async () => {
    expect(only(await ask("rename the deck to Ledgerly — Seed 2025"), "renameDeck").title).toBe(
      "Ledgerly — Seed 2025",
    );
    const called = await ask('Call the deck "Close faster".');
    expect(only(called, "renameDeck").title).toBe("Close faster");
    expect(called.reply).toBe('Renamed the deck to "Close faster".');
  });
});

describe("offline copilot: review, unknown slides and help", () => {
  it("reviews the deck without changing it", async () => {
    const deck = draftedDeck(consumerBrief);
    for (const message of ["review my deck", "What's missing?"]) {
      const result = await ask(message, deck, consumerBrief);
      expect(result.operations).toEqual([]);
      expect(result.reply).toContain("investor checklist");
      expect(result.reply).toContain("[Add TAM]");
    }
  });

  it("changes nothing for an unknown slide and lists the slides that exist", async () => {
    for (const message of ["delete slide 40", "shorten the hiring slide", "move slide 99 to position 1"]) {
      const result = await ask(message);
      expect(result.operations).toEqual([]);
      expect(result.reply).toContain("changed nothing");
      expect(result.reply).toContain(
        "The deck has 13 slides: 1. Ledgerly, 2. Accountants waste 40 hours a month reconciling spreadsheets by hand, 3. Solution",
      );
    }
  });

  it("says plainly it is the offline engine and points the founder to Settings, not server variables", async () => {
    const result = await ask("Can you tell me a joke?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("offline engine");
    expect(result.reply).toContain("connect a model in Settings → AI model");
    expect(result.reply).not.toMatch(/AI_PROVIDER|restart/u);
  });

  it("streams the reply through onText in several chunks", async () => {
    const chunks: string[] = [];
    const deck = draftedDeck(saasBrief);
    const result = await offlineChat(
      { message: "add a slide about our pricing", history: [], deck, brief: saasBrief },
      { onText: (delta) => chunks.push(delta) },
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(result.reply);
  });

  it("works without a brief, drawing on the deck itself", async () => {
    const op = only(await ask("add a slide about pricing", draftedDeck(saasBrief), null), "createSlide");
    expect(op.content).toContain("$49 per seat per month");
  });
});
