import { scoreSections } from "./classify.ts";
import type { Fact } from "./draft-deck.ts";
import type { ContentSectionKey } from "./sections.ts";
import { capitalize } from "./text.ts";

/** How strongly a clause must read as pricing to be repeated on an empty Business model. */
const PRICING_SCORE = 2;

/** A clause's parts: a sentence says its price after a comma ("…the same day, for a flat 0.8% fee"). */
const CLAUSE = /,\s+|;\s+|\s+—\s+/u;

/** "for a flat 0.8% fee" reads on its own slide as "A flat 0.8% fee". */
const asPriceLine = (clause: string) =>
  capitalize(
    clause
      .replace(/^(?:and|but|so|for|at|with)\s+/iu, "")
      .replace(/[.,;]+$/u, "")
      .trim(),
  );

/**
 * A founder often says the price inside another sentence: "Puente lets them pay in pesos …, for a flat 0.8%
 * fee", "…a partnership with a top-20 pharma, $2M upfront and milestones of up to $60M per program". With
 * nothing else for the Business model, that clause is repeated there in the founder's words (the sentence
 * stays whole on its own slide), so the slide says what a customer pays instead of asking.
 */
export function echoPricing(bullets: Map<ContentSectionKey, Fact[]>): void {
  if ((bullets.get("businessModel")?.length ?? 0) > 0) return;
  let best: { fact: Fact; clause: string; score: number } | null = null;
  for (const [key, facts] of bullets) {
    if (key === "businessModel" || key === "financials") continue;
    for (const fact of facts) {
      for (const clause of fact.text.split(CLAUSE)) {
        if (!/\d/u.test(clause) || clause.split(/\s+/u).length < 3) continue;
        const scores = scoreSections(clause);
        const score = scores.get("businessModel") ?? 0;
        const strongest = Math.max(0, ...scores.values());
        if (score >= PRICING_SCORE && score >= strongest && (!best || score > best.score))
          best = { fact, clause, score };
      }
    }
  }
  if (best)
    bullets.set("businessModel", [
      { text: asPriceLine(best.clause), sentence: best.fact.sentence, opens: false },
    ]);
}
