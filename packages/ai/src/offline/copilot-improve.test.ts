import { describe, expect, it } from "vitest";
import { shortenBullet } from "./copilot-edits.ts";
import { parseImprovement } from "./copilot-improve.ts";
import { askCopilot, ledgerlyDeck } from "./copilot.fixture.ts";

const contentOf = (result: Awaited<ReturnType<typeof askCopilot>>, slideId: string) => {
  const op = result.operations.find((o) => o.type === "updateSlide" && o.slideId === slideId);
  return op?.type === "updateSlide" ? op : null;
};

describe("a request to improve one named slide, in words no other reader has a rule for", () => {
  it.each([
    ["problem slide needs to sting", { kind: "tone", tone: "punchy" }],
    ["why now reads like a press release", { kind: "tone", tone: "punchy" }],
    ["make the why now slide clearer for a generalist", { kind: "tone", tone: "plain" }],
    ["make it sound like a CFO wrote it — precise, dry", { kind: "tone", tone: "formal" }],
    ["less chip-on-shoulder, more calm certainty pls", { kind: "tone", tone: "formal" }],
    ["cover tagline 5 words max", { kind: "words", max: 5 }],
    ["slide 4 under 12 words total. go.", { kind: "words", max: 12 }],
    ["turn it into 3 tight bullets", { kind: "bullets", count: 3 }],
    ["make it scannable", { kind: "bullets", count: null }],
    ["cut it down to one sentence", { kind: "shorten" }],
    // A cap or a description of the slide is no request for bullets.
    ["give it teeth — 2 bullets max", { kind: "tone", tone: "punchy" }],
    ["problem is two bullets that don't connect", null],
    ["the pricing slide is literally one line", null],
  ])("%s", (message, expected) => {
    expect(parseImprovement(message)).toEqual(expected);
  });

  it("makes the nearest tone edit and says a new angle is left to the founder", async () => {
    const result = await askCopilot(
      "slide 6 reads like it was written for engineers. make it more simple, like I would explain to my mother",
    );
    expect(contentOf(result, "s6")?.content).toBe(
      "We build an AI tool that matches transactions automatically and flags anything unusual",
    );
    expect(result.reply).toMatch(/^Made slide 6 "Product" plainer: .*A new angle is new writing/u);
  });

  it("says plainly when the nearest edit finds nothing to do, and never that the slide already reads that way", async () => {
    const result = await askCopilot("problem slide needs to sting. i want a partner to wince reading it");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^I changed nothing on slide 2 \(the Problem slide\): it has no hedge/u);
    expect(result.reply).not.toMatch(/already/u);
  });

  it("cuts a slide to a word limit, keeping the cut words in the notes", async () => {
    const result = await askCopilot("product slide, 10 words max. go");
    const op = contentOf(result, "s6");
    expect(op?.content).toBe("We build an AI platform that matches transactions automatically");
    expect(op?.notes).toContain("matches transactions automatically and flags anomalies");
    expect(result.reply).toContain('Cut slide 6 "Product" to 9 words');
  });

  it("cuts a cover's tagline to a word limit, or says it cannot without losing the point", async () => {
    const fits = await askCopilot("cover tagline 6 words max");
    const op = contentOf(fits, "s1");
    expect(op?.body?.layout === "cover" && op.body.fields.tagline).toBe("Ledgerly helps finance teams");
    const lost = await askCopilot("cover tagline 2 words max");
    expect(lost.operations).toEqual([]);
    expect(lost.reply).toMatch(/^I can't cut slide 1 "Ledgerly" to 2 words and keep its point/u);
  });

  it("splits a one-sentence slide into the bullets asked for, leaving gaps it cannot fill", async () => {
    const result = await askCopilot("product slide is one long sentence, make it scannable. verbs first");
    expect(contentOf(result, "s6")?.content).toBe(
      "We build an AI platform\nMatches transactions automatically\nFlags anomalies",
    );
  });

  it.each([
    // Words to add, figures handed over, new words asked for: a style edit answers none of these.
    "greycroft partner said one price line looks like we never thought about pricing. add the why in one line: per-seat so it grows with the finance team",
    "slide 4 is generic, make it about the CFPB 1033 rule",
    "last slide: Maya wants a sign-off of max 5 words, big type, NOT the tagline again",
    "can slide 9 be 3 crisp differentiators instead of a table with one row",
    // Two slides named: which one is meant is not for a style edit to guess.
    "slides 6 and 9 both read like a brochure. make 6 clearer",
  ])("leaves %s to the other readers", async (message) => {
    const result = await askCopilot(message);
    expect(result.reply).not.toMatch(/A new angle is new writing|^Cut slide|^Split slide/u);
  });

  it("never takes someone else's team for the team slide", async () => {
    const result = await askCopilot("the finance team hates jargon. make it clearer");
    expect(result.operations.some((op) => op.type === "updateSlide" && op.slideId === "s10")).toBe(false);
  });

  it("keeps both founders when the team slide is made punchier: two points, two bullets", async () => {
    const result = await askCopilot("make the team slide punchier");
    expect(contentOf(result, "s10")?.content).toBe(
      "Our CEO is ex-Stripe\nOur CTO has a PhD in ML with 10 years in fintech",
    );
    expect(ledgerlyDeck().slides[9]?.content).toContain("Our CEO is ex-Stripe and our CTO");
  });
});

describe("a bullet cut to fit", () => {
  const tagline = "Ledgerly helps finance teams at mid-size companies close their books in days, not weeks";

  it("never keeps a trailing clause without the clause it follows", () => {
    expect(shortenBullet(tagline, 8)).toBe("Ledgerly helps finance teams");
  });

  it("never ends on a word that needs one after it", () => {
    expect(shortenBullet(tagline, 5)).toBe("Ledgerly helps finance teams");
  });
});
