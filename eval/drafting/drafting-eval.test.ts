import { createOfflineEngine, type AiEngine, type DraftSlide } from "@pds/ai";
import { describe, expect, it } from "vitest";
import { labelledBriefs } from "../labelled-sections.ts";
import { runDraftingEval } from "./run-drafting.ts";
import { scoreDraft } from "./score-draft.ts";

const offline = createOfflineEngine();

/** An engine whose draft is the offline one, changed by `change`. */
function changed(change: (slides: DraftSlide[]) => DraftSlide[]): AiEngine {
  return {
    ...offline,
    async *draftDeck(brief) {
      const slides: DraftSlide[] = [];
      for await (const slide of offline.draftDeck(brief)) slides.push(slide);
      yield* change(slides);
    },
  };
}

describe("the drafting evaluation", () => {
  it("has at least 30 labelled briefs with a section for every sentence", () => {
    expect(labelledBriefs.length).toBeGreaterThanOrEqual(30);
    for (const brief of labelledBriefs) {
      expect(brief.sentences.length).toBeGreaterThanOrEqual(5);
      for (const sentence of brief.sentences) expect(sentence.text).toMatch(/[.!?]$/u);
    }
  });

  it("the offline drafter drops nothing, invents no figure, and places at least 88% of sentences (target 95%)", async () => {
    const result = await runDraftingEval(offline);
    const summary = result.lines[1] ?? "";
    expect(summary, result.lines.join("\n")).toMatch(/dropped 0,/u);
    expect(summary).toMatch(/invented figures 0$/u);
    const placement = Number(/placement ([\d.]+)%/u.exec(summary)?.[1]);
    expect(placement, summary).toBeGreaterThanOrEqual(88);
  });

  it("the scorer catches a draft that drops, invents or misplaces", () => {
    const brief = labelledBriefs[0]!;
    const slides = (overview: string) => [
      { title: brief.startupName, content: "Tagline", notes: "" },
      { title: "Problem", content: overview, notes: "" },
    ];
    const overview = brief.sentences.map((s) => s.text).join("\n");
    const all = scoreDraft(brief, slides(overview));
    expect(all.placed).toBe(
      brief.sentences.filter((s) => s.section === "problem" || s.also === "problem").length,
    );
    expect(all.misplaced.length).toBeGreaterThan(0);
    expect(scoreDraft(brief, slides(brief.sentences[0]!.text)).dropped.length).toBe(
      brief.sentences.length - 1,
    );
    expect(scoreDraft(brief, slides(`${overview}\nWe will reach $9.7M ARR`)).invented).toEqual([
      '9.7m ("We will reach $9.7M ARR")',
    ]);
  });

  it("the closing slide, which repeats the one-liner, is no sentence's place", () => {
    const brief = labelledBriefs[0]!;
    const oneLiner = brief.sentences.find((s) => s.section === "solution")!;
    const shortened = oneLiner.text.split(" ").slice(0, -1).join(" ");
    const slides: DraftSlide[] = [
      { title: brief.startupName, content: oneLiner.text, notes: "" },
      { title: "Solution", content: shortened, notes: "", section: "solution" },
      {
        title: "Thank you",
        content: oneLiner.text,
        notes: "",
        body: {
          layout: "closing",
          fields: { subline: oneLiner.text, name: "", email: "", website: "", phone: "" },
        },
      },
    ];
    const score = scoreDraft({ ...brief, sentences: [oneLiner] }, slides);
    expect(score.placed).toBe(1);
  });

  it("a slide is empty when nothing on it is the founder's: a figure with a source to add is not empty", () => {
    const brief = labelledBriefs.find((b) => b.name === "shiftloop-restaurant-scheduling")!;
    const market = (content: string, title = "Market") => [
      { title: brief.startupName, content: "Tagline", notes: "" },
      { title, content, notes: "", section: "market" as const },
    ];
    const empty = (slides: DraftSlide[]) => scoreDraft(brief, slides).emptyWithContent.length;
    expect(empty(market("[Add TAM]\n[Add SAM] The segment you win first ([Add source])"))).toBe(1);
    expect(empty(market("660,000 restaurant locations in the US ([Add source])\n[Add SAM]"))).toBe(0);
    expect(empty(market("[Add TAM]", "Roughly 660,000 restaurant locations in the US"))).toBe(0);
  });

  it("an engine that moves every slide's words to one slide fails the targets", async () => {
    const lumped = changed((slides) => [
      slides[0]!,
      {
        title: "Problem",
        content: slides
          .map((s) => s.content)
          .join("\n")
          .slice(0, 3000),
        notes: slides
          .map((s) => s.notes)
          .join(" ")
          .slice(0, 5000),
      },
    ]);
    const result = await runDraftingEval(lumped);
    expect(result.passed).toBe(false);
    expect(Number(/placement ([\d.]+)%/u.exec(result.lines[1] ?? "")?.[1])).toBeLessThan(40);
  });
});
