import { claimMatchesQuote } from "./extract-facts.ts";

/** A claim a slide makes and the source it cites (proposed by the fact extractor or a model). */
export interface ProposedCitation {
  sourceId: string;
  claim: string;
  /** The passage the claim was taken from, when it is longer than the claim; checked like the claim. */
  quote?: string;
}

/** A source a run may cite: fetched in this run, or added by the founder to this deck. */
export interface CitableSource {
  id: string;
  deckId: string;
  /** The run that fetched it; null when the founder added it. */
  runId: string | null;
  quote: string;
  content: string;
}

export interface CitationCheck<C extends ProposedCitation> {
  accepted: C[];
  rejected: { citation: C; reason: string }[];
}

/**
 * The server-side gate for citations: a citation stands only when its source belongs to this deck and was
 * fetched in this run or added by the founder, and its claim is a verbatim sentence (or shortened form) of
 * that source. Anything else — an id from another deck or run, an invented id, a paraphrased figure — is rejected.
 */
export function checkCitations<C extends ProposedCitation>(
  citations: readonly C[],
  sources: readonly CitableSource[],
  run: { deckId: string; runId: string },
): CitationCheck<C> {
  const citable = new Map(
    sources
      .filter((s) => s.deckId === run.deckId && (s.runId === null || s.runId === run.runId))
      .map((s) => [s.id, s]),
  );
  const result: CitationCheck<C> = { accepted: [], rejected: [] };
  for (const citation of citations) {
    const source = citable.get(citation.sourceId);
    if (!source) {
      result.rejected.push({ citation, reason: "not a source fetched in this run or added by the founder" });
    } else if (!claimIsInSource(citation.claim, source)) {
      result.rejected.push({ citation, reason: "the claim is not a passage of its source" });
    } else if (citation.quote !== undefined && !claimIsInSource(citation.quote, source)) {
      result.rejected.push({ citation, reason: "the quoted passage is not in its source" });
    } else {
      result.accepted.push(citation);
    }
  }
  return result;
}

function claimIsInSource(claim: string, source: CitableSource): boolean {
  if (claimMatchesQuote(claim, source.quote)) return true;
  const body = source.content.replace(/\s+/gu, " ");
  const c = claim.replace(/\s+/gu, " ").trim();
  if (!c) return false;
  return body.includes(c.endsWith("…") ? c.slice(0, -1).trimEnd() : c);
}
