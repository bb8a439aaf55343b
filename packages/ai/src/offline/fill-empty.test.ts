import { describe, expect, it } from "vitest";
import { fillEmptySections, type Fact } from "./draft-deck.ts";
import type { ContentSectionKey } from "./sections.ts";

const fact = (text: string, sentence: number): Fact => ({ text, sentence });
const scores = (entries: Partial<Record<ContentSectionKey, number>>) =>
  new Map(Object.entries(entries) as Array<[ContentSectionKey, number]>);

describe("a section left empty takes a fact that reads almost as well there", () => {
  const lead = fact("Clinics lose 20% of visits to no-shows", 0);
  const close = fact("Owners cannot see which patients will skip", 1);
  const far = fact("Staff waste two hours a day on calls", 2);

  it("moves the closest fact from a slide that keeps another one", () => {
    const bullets = new Map<ContentSectionKey, Fact[]>([["problem", [lead, close, far]]]);
    const scored = new Map([
      [lead, scores({ problem: 9, solution: 1 })],
      [close, scores({ problem: 5, competition: 3.5 })],
      [far, scores({ problem: 8, competition: 1 })],
    ]);
    fillEmptySections(bullets, scored);
    expect(bullets.get("problem")).toEqual([lead, far]);
    expect(bullets.get("competition")).toEqual([close]);
  });

  it("leaves a fact that clearly belongs where it is, and never empties a slide", () => {
    const bullets = new Map<ContentSectionKey, Fact[]>([
      ["problem", [lead, far]],
      ["traction", [close]],
    ]);
    const scored = new Map([
      [lead, scores({ problem: 9, market: 3 })],
      [far, scores({ problem: 8, market: 1 })],
      [close, scores({ traction: 4, competition: 3.9 })],
    ]);
    fillEmptySections(bullets, scored);
    expect(bullets.get("problem")).toEqual([lead, far]);
    expect(bullets.get("traction")).toEqual([close]);
    expect(bullets.has("market")).toBe(false);
    expect(bullets.has("competition")).toBe(false);
  });

  it("never fills Financials: only the rules naming it put a fact there", () => {
    const bullets = new Map<ContentSectionKey, Fact[]>([["businessModel", [lead, close]]]);
    const scored = new Map([
      [lead, scores({ businessModel: 6 })],
      [close, scores({ businessModel: 4, financials: 4 })],
    ]);
    fillEmptySections(bullets, scored);
    expect(bullets.has("financials")).toBe(false);
  });

  it("fills the section a fact fits best first, not the one earlier in the deck", () => {
    const payer = fact("The payer can be the insurer instead of the family", 1);
    const bullets = new Map<ContentSectionKey, Fact[]>([["whyNow", [lead, payer]]]);
    const scored = new Map([
      [lead, scores({ whyNow: 7 })],
      [payer, scores({ whyNow: 4, product: 2.1, businessModel: 3.5 })],
    ]);
    fillEmptySections(bullets, scored);
    expect(bullets.get("businessModel")).toEqual([payer]);
    expect(bullets.has("product")).toBe(false);
  });

  it("moves no fragment that hardly reads as the empty section at all", () => {
    const fragment = fact("Cheap IoT water sensors", 1);
    const bullets = new Map<ContentSectionKey, Fact[]>([["product", [lead, fragment]]]);
    const scored = new Map([
      [lead, scores({ product: 6 })],
      [fragment, scores({ product: 2.7, competition: 0.6 })],
    ]);
    fillEmptySections(bullets, scored);
    expect(bullets.get("product")).toEqual([lead, fragment]);
    expect(bullets.has("competition")).toBe(false);
  });
});
