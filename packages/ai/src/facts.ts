/**
 * What a research fact is, shared by the rule-based extractor (research/) and the model task
 * (tasks/extract-facts/): both must agree on how long a quote may be, and neither should import the other.
 */

/** What a fact is about; the rule-based extractor finds market and competitor facts, a model all four. */
export type FactKind = "market" | "competitor" | "problem" | "traction";

/** A sentence quoted verbatim from a source. */
export interface Fact {
  sourceId: string;
  /** The exact sentence from the source (never rewritten). */
  quote: string;
  kind: FactKind;
}

export const QUOTE_MAX = 300;
export const CLAIM_MAX = 180;
