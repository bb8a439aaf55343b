import { findClaims, type Claim, type ClaimMetric } from "../listen/claims.ts";
import { deckClaims, sameMeasure, type DeckClaim } from "./deck-claims.ts";
import type { PracticeDeck } from "./deck-gaps.ts";

/** Metrics the MRR / TAM / raise check (deck-figures.ts) does not already compare. */
const COMPARED: ReadonlySet<ClaimMetric> = new Set([
  "customers",
  "users",
  "pilots",
  "price",
  "growth",
  "churn",
  "team",
]);
const TOLERANCE = 1.2;

export interface ClaimConflict {
  spoken: Claim;
  stated: DeckClaim;
}

/** Counts, prices and rates the founder said that differ from the deck's by more than 20% (first each). */
export function claimConflicts(founderTurns: readonly string[], deck: PracticeDeck | null): ClaimConflict[] {
  const stated = deckClaims(deck);
  const found = new Map<ClaimMetric, ClaimConflict>();
  for (const text of founderTurns)
    for (const spoken of findClaims(text)) {
      if (!COMPARED.has(spoken.metric) || found.has(spoken.metric)) continue;
      const match = stated.find((d) => sameMeasure(spoken, d.claim));
      if (!match || match.claim.value <= 0) continue;
      const ratio = spoken.value / match.claim.value;
      if (ratio > TOLERANCE || ratio < 1 / TOLERANCE) found.set(spoken.metric, { spoken, stated: match });
    }
  return [...found.values()];
}
