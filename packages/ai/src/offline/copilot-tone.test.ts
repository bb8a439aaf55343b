import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { parseIntent } from "./copilot-intent.ts";
import { formalize, punchUp } from "./copilot-tone.ts";
import { draftOfflineDeck } from "./draft-deck.ts";
import { numberTokens, words } from "./text.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});
const ask = (message: string, context = deck()) =>
  offlineChat({ message, history: [], deck: context, brief: saasBrief });

describe("punchier bullets", () => {
  it.each([
    [
      "We believe that small clinics could potentially save 6 hours a week with Ledgerly",
      "Small clinics save 6 hours a week with Ledgerly",
    ],
    [
      "Mills lose margin, 4% of fabric fails final inspection",
      "4% of fabric fails final inspection: mills lose margin",
    ],
    ["We are trying to really help 135,000 practices", "We help 135,000 practices"],
  ])("%s → %s", (before, after) => {
    expect(punchUp(before)).toBe(after);
  });

  it("keeps every figure, cutting to twelve words only when no figure is lost, and leaves a gap marker alone", () => {
    const long =
      "We think that our customers, who are mostly independent clinics with 3 to 10 staff, basically save $1,200 a month in admin time";
    const punchy = punchUp(long);
    expect(numberTokens(punchy)).toEqual(expect.arrayContaining(["3", "10", "$1,200"]));
    expect(words(punchy).length).toBeLessThan(words(long).length);
    expect(
      words(
        punchUp(
          "Our onboarding takes 2 days instead of weeks because the setup is basically automatic and very simple",
        ),
      ).length,
    ).toBeLessThanOrEqual(12);
    expect(punchUp("[Add one real customer example]")).toBe("[Add one real customer example]");
  });
});

describe("more formal", () => {
  it("spells out contractions and replaces casual words, keeping figures and names", () => {
    expect(formalize("We're gonna win 40 clinics, it's a huge market and Weave can't follow!")).toBe(
      "We are going to win 40 clinics, it is a substantial market and Weave cannot follow.",
    );
  });

  it("drops the hype words a measured deck does without", () => {
    expect(formalize("A revolutionary, game-changing platform for 300 clinics")).toBe(
      "A platform for 300 clinics",
    );
  });
});

describe("tone requests in the copilot", () => {
  it('"make the problem slide punchier" rewrites Problem only and keeps its original words in the notes', async () => {
    const context = deck();
    context.slides[1]!.content = [
      "We believe that errors could potentially cost companies a lot of money",
      "Closing the books is really quite slow for most finance teams",
    ].join("\n");
    const result = await ask("Make the problem slide punchier", context);
    expect(result.operations).toHaveLength(1);
    const [op] = result.operations;
    expect(op).toMatchObject({ type: "updateSlide", slideId: "s2" });
    if (op?.type !== "updateSlide") throw new Error("expected an update");
    const before = context.slides[1]!;
    for (const figure of numberTokens(before.content)) expect(`${op.content}\n${op.notes}`).toContain(figure);
    expect(result.reply).toMatch(/^Made slide 2 \(the Problem slide\) punchier/u);
  });

  it('"make the solution slide sound less salesy" and "tone down…" rewrite it in the formal tone', async () => {
    for (const message of ["Make the solution slide sound less salesy", "tone down the solution slide"]) {
      const context = deck();
      context.slides[2]!.content = "Our revolutionary app is gonna save 40 hours a month";
      const [op] = (await ask(message, context)).operations;
      expect(op).toMatchObject({
        type: "updateSlide",
        slideId: "s3",
        content: "Our app is going to save 40 hours a month",
      });
    }
  });

  it('"make it more exciting" without a slide asks which one and changes nothing', async () => {
    const result = await ask("Can you make it sound more exciting?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("changed nothing");
  });
});

describe("questions answered in a firm's voice", () => {
  it('"What would a Sequoia partner criticize?" names slides of this deck and changes nothing', async () => {
    const result = await ask("What would a Sequoia partner criticize?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^A Sequoia partner would read this against their outline/u);
    expect(result.reply).toMatch(/[Ss]lide \d+ "/u);
    expect(result.reply).toContain("I changed nothing");
  });

  it("each firm reads the deck in its own order", async () => {
    const yc = (await ask("what would a YC partner push back on?")).reply;
    const lightspeed = (await ask("what would Lightspeed criticize")).reply;
    expect(yc).toMatch(/^A YC partner/u);
    expect(lightspeed).toMatch(/^A Lightspeed partner would dig into unit economics/u);
    expect(yc).not.toBe(lightspeed);
  });
});

describe("a punchier line keeps its point", () => {
  it("never cuts a line down to the clause with its date", () => {
    const line = "Since 2023, open banking APIs make real-time data available for the first time";
    expect(punchUp(line)).toMatch(/open banking APIs make real-time data available/u);
  });
});

describe("punchier keeps the contrast that is the punch", () => {
  it("leaves 'in days, not weeks' whole rather than cutting its last clause", () => {
    expect(
      punchUp("Ledgerly helps finance teams at mid-size companies close their books in days, not weeks"),
    ).toBe("Ledgerly helps finance teams at mid-size companies close their books in days, not weeks");
  });
});

describe("tone words founders use", () => {
  it.each([
    ["slide 5 more conservative wording pls, my cfo advisor hates hype", "formal"],
    ["the last slide is so flat. end strong", "punchy"],
    ["'errors cost companies money' is soooo generic. sharpen", "punchy"],
  ])("%j asks for a %s rewrite", (message, tone) => {
    expect(parseIntent(message)).toMatchObject({ kind: "rewrite", tone });
  });
});
