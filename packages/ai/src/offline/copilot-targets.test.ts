import { describe, expect, it } from "vitest";
import type { BriefInput, DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";
import { parseSlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";

/** Ledgerly's drafted deck: 1 Ledgerly, 2 Problem, … 5 Market, 7 Business model, 9 Competition, 12 The ask. */
function deck(extraTitles: string[] = []): DeckContext {
  const slides = draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s }));
  for (const title of extraTitles) {
    slides.push({ ...slides[1]!, id: `x-${title}`, title, content: `${title} plan` });
  }
  return { title: saasBrief.title, slides };
}

const ask = (
  message: string,
  context = deck(),
  history: { role: "user" | "assistant"; content: string }[] = [],
) => offlineChat({ message, history, deck: context, brief: saasBrief as BriefInput });

/** 1-based slide number a reference resolves to, or a word for the other outcomes. */
function target(text: string, context = deck()): number | string {
  const ref = parseSlideRef(text);
  if (!ref) return "no reference";
  const found = findSlide(ref, context);
  if (found.kind === "found") return found.exact ? found.index + 1 : `inexact ${found.index + 1}`;
  return found.kind === "ambiguous" ? `ambiguous ${found.indexes.map((i) => i + 1).join(",")}` : "missing";
}

describe("slide references", () => {
  it.each([
    ["delete slide 5", 5],
    ["shorten the last slide", 13],
    ["rewrite the market slide", 5],
    ["rewrite the TAM slide", 5],
    ["shorten the moat slide", 9],
    ["tighten the defensibility slide", 9],
    ["fix the unit economics slide", "inexact 7"],
    ["shorten the ask slide", 12],
    ["rewrite the tracton slide", 8],
    ["shorten the compettion slide", 9],
    ["rewrite the financials slide", 11],
  ])("%s → slide %s", (text, expected) => {
    expect(target(text)).toBe(expected);
  });

  it("a kind of slide the deck does not have is missing, never a neighbour that shares a word", () => {
    expect(target("delete the go-to-market slide")).toBe("missing");
    expect(target("delete the GTM slide")).toBe("missing");
    expect(target("delete the second go-to-market slide")).toBe("missing");
  });

  it("a related word finds the slide inexactly; a slide of its own wins exactly", () => {
    expect(target("remove the pricing slide")).toBe("inexact 7");
    expect(target("remove the pricing slide", deck(["Pricing"]))).toBe(14);
  });

  it("two slides of one kind are ambiguous until an ordinal picks one", () => {
    const twoGtm = deck(["Go-to-market: channels", "Go-to-market: partners"]);
    expect(target("shorten the go-to-market slide", twoGtm)).toBe("ambiguous 14,15");
    expect(target("delete the second go-to-market slide", twoGtm)).toBe(15);
    expect(target("shorten every slide")).toBe("missing");
    expect(parseSlideRef("shorten every slide")).toEqual({ kind: "all" });
  });
});

describe("the copilot asks instead of guessing", () => {
  it('"delete the go-to-market slide" on a deck without one deletes nothing and lists the slides', async () => {
    const result = await ask("delete the go-to-market slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("changed nothing");
    expect(result.reply).toContain(
      "5. The US market for close-management software is $12B according to Gartner,",
    );
  });

  it('"remove the pricing slide" asks before deleting Business model; "yes" deletes it', async () => {
    const question = await ask("remove the pricing slide");
    expect(question.operations).toEqual([]);
    expect(question.reply).toContain('the closest is slide 7 "Business model"');
    const history = [
      { role: "user" as const, content: "remove the pricing slide" },
      { role: "assistant" as const, content: question.reply },
    ];
    const yes = await ask("yes", deck(), history);
    expect(yes.operations).toEqual([{ type: "deleteSlide", slideId: "s7" }]);
    expect(yes.reply).toBe('Deleted slide 7 "Business model".');
  });

  it("a slide named without the word slide: 'delete team' asks nothing, 'delete pricing' asks first", async () => {
    expect((await ask("delete team")).operations).toEqual([{ type: "deleteSlide", slideId: "s10" }]);
    const pricing = await ask("delete pricing");
    expect(pricing.operations).toEqual([]);
    expect(pricing.reply).toContain('reply "yes" or say "delete slide 7"');
  });

  it("a slide named with the founder's reason after it: the name ends at the comma or dash", async () => {
    expect((await ask("delete the financials, we don't have any yet")).operations).toEqual([
      { type: "deleteSlide", slideId: "s11" },
    ]);
    expect((await ask("remove team - we'll add it later")).operations).toEqual([
      { type: "deleteSlide", slideId: "s10" },
    ]);
  });

  it("every slide except the ones named: they are left alone, and nothing is deleted wholesale", async () => {
    const shortened = await ask("shorten everything except the team slide");
    const edited = shortened.operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type));
    expect(edited.length).toBeGreaterThan(1);
    expect(edited).not.toContain("s10");
    expect(shortened.reply).toContain('Left slide 10 "Team" as it was.');
    const formal = await ask("make every slide more formal except slides 1 and 13");
    expect(formal.reply).toContain('Left slide 1 "Ledgerly" and slide 13 "Thank you" as they were.');
    expect((await ask("delete everything except the team")).operations).toEqual([]);
    const unknown = await ask("shorten everything except the roadmap slide");
    expect(unknown.operations).toEqual([]);
    expect(unknown.reply).toContain('I couldn\'t find a "roadmap" slide');
  });

  it("the closing slide by what founders call it: contact, closing, thank you", async () => {
    expect((await ask("delete the contact slide")).operations).toEqual([
      { type: "deleteSlide", slideId: "s13" },
    ]);
    expect((await ask("can we lose the thank you slide")).operations).toEqual([
      { type: "deleteSlide", slideId: "s13" },
    ]);
    // "…with my email jane@ledgerly.io" names the kind of slide, not the cover that says "Ledgerly": the
    // deck has one, so the email goes on it.
    const closing = await ask("add a closing slide with my email jane@ledgerly.io");
    expect(closing.operations).toMatchObject([
      { type: "updateSlide", slideId: "s13", body: { fields: { email: "jane@ledgerly.io" } } },
    ]);
  });

  it("a kind of slide the deck already has is not added twice silently; 'yes' adds the second one", async () => {
    const question = await ask("Add a competition slide comparing us to Weave and Dental Intelligence");
    expect(question.operations).toEqual([]);
    expect(question.reply).toContain("already has slide 9 (the Competition slide)");
    const history = [{ role: "assistant" as const, content: question.reply }];
    const yes = await ask("yes", deck(), history);
    expect(yes.operations).toHaveLength(1);
    const [op] = yes.operations;
    if (op?.type !== "createSlide") throw new Error("expected a new slide");
    expect(op.title).toBe("Competition");
    expect(op.content).toContain("Weave");
    expect(op.content).toContain("Dental Intelligence");
    expect(op.content).not.toMatch(/\bus\b.*\bus\b/u);
  });

  it("a comparison slide names each competitor on a deck without a competition slide", async () => {
    const context = deck();
    context.slides.splice(8, 1);
    const result = await ask("add a slide comparing us to Weave and Dental Intelligence", context);
    const [op] = result.operations;
    if (op?.type !== "createSlide") throw new Error(`expected a new slide: ${result.reply}`);
    expect(op.content.split("\n")[0]).toMatch(/^Weave: /u);
    expect(op.content.split("\n")[1]).toMatch(/^Dental Intelligence: /u);
  });

  it('"yes" without a pending question changes nothing', async () => {
    const result = await ask("yes");
    expect(result.operations).toEqual([]);
  });

  it("two slides that fit: asks which, naming both", async () => {
    const result = await ask(
      "delete the go-to-market slide",
      deck(["Go-to-market: channels", "Go-to-market: partners"]),
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain('slide 14 "Go-to-market: channels" or slide 15 "Go-to-market: partners"');
  });

  it('"shorten every slide" shortens each long bullet slide in one message, keeping every figure', async () => {
    const context = deck();
    const result = await ask("Shorten every slide", context);
    expect(result.operations.length).toBeGreaterThan(3);
    for (const op of result.operations) {
      expect(op.type).toBe("updateSlide");
      if (op.type !== "updateSlide") continue;
      const before = context.slides.find((s) => s.id === op.slideId)!;
      for (const figure of before.content.match(/\d[\d.,%$]*/gu) ?? []) {
        expect(`${op.content}\n${op.notes}`).toContain(figure);
      }
    }
    expect(result.reply).toMatch(/^Shortened \d+ slides: /u);
  });

  it('"delete every slide" is refused', async () => {
    const result = await ask("delete all slides");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("won't delete every slide");
  });
});
