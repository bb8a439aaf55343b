import type { ExtractedFact, ResearchSection } from "../engine.ts";
import { QUOTE_MAX, type Fact, type FactKind } from "../facts.ts";
import { claimMatchesQuote, isInstructionLike } from "./extract-facts.ts";

const normalize = (text: string) => text.replace(/\s+/gu, " ").trim();

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
  const body = normalize(source.content);
  const c = normalize(claim);
  if (!c) return false;
  return body.includes(c.endsWith("…") ? c.slice(0, -1).trimEnd() : c);
}

const KIND_OF_SECTION: Record<ResearchSection, FactKind> = {
  market: "market",
  competition: "competitor",
  problem: "problem",
  traction: "traction",
};
/** Shorter than this is a fragment, not a fact a slide can stand on. */
const CLAIM_MIN = 20;

export interface ExtractedFactCheck {
  accepted: Fact[];
  rejected: { fact: ExtractedFact; reason: string }[];
}

/**
 * The server-side gate for facts a model extracted. A fact stands only when `checkCitations` accepts its
 * source (fetched in this run or added by the founder), its claim appears word for word in that source
 * (spacing aside: no "…" shortening, no paraphrase), and it states something rather than giving orders
 * ("ignore previous instructions…" is quoted text, not a fact). Traction facts come only from the founder's
 * own sources: a web page's "Rover has 2 million users" is not this startup's traction. Duplicates go;
 * each source gives at most `perSource` facts. Accepted facts quote the claim exactly as the model copied it.
 */
export function checkExtractedFacts(
  proposed: readonly ExtractedFact[],
  sources: readonly CitableSource[],
  run: { deckId: string; runId: string },
  perSource = 12,
): ExtractedFactCheck {
  const result: ExtractedFactCheck = { accepted: [], rejected: [] };
  const byId = new Map(sources.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  const check = checkCitations(
    proposed.map((fact) => ({ ...fact, claim: normalize(fact.claim) })),
    sources,
    run,
  );
  for (const { citation, reason } of check.rejected) result.rejected.push({ fact: citation, reason });
  for (const fact of check.accepted) {
    const text = normalize(byId.get(fact.sourceId)?.content || byId.get(fact.sourceId)?.quote || "");
    const key = `${fact.sourceId}\u0000${fact.claim.toLowerCase()}`;
    const reason = !Object.hasOwn(KIND_OF_SECTION, fact.section)
      ? "not a section research writes to"
      : fact.claim.length < CLAIM_MIN || fact.claim.length > QUOTE_MAX
        ? "the claim is too short or too long to quote"
        : !text.includes(fact.claim)
          ? "the claim is not word for word in its source"
          : fact.section === "traction" && byId.get(fact.sourceId)?.runId !== null
            ? "traction is the startup's own: it comes only from sources the founder added"
            : isInstructionLike(fact.claim)
              ? "the claim reads as an instruction, not a fact"
              : seen.has(key)
                ? "the claim repeats another"
                : (counts.get(fact.sourceId) ?? 0) >= perSource
                  ? "too many facts from this source"
                  : null;
    if (reason) {
      result.rejected.push({ fact, reason });
      continue;
    }
    seen.add(key);
    counts.set(fact.sourceId, (counts.get(fact.sourceId) ?? 0) + 1);
    result.accepted.push({ sourceId: fact.sourceId, quote: fact.claim, kind: KIND_OF_SECTION[fact.section] });
  }
  return result;
}
