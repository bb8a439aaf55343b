import { checkExtractedFacts, extractFacts, EXTRACT_SOURCES_MAX, type BriefInput, type Fact } from "@pds/ai";
import type { FunctionContext } from "../../functions/context.ts";
import type { SourceRow } from "../sources/deck-sources.ts";
import { userEngine } from "../settings/user-engine.ts";

/** Facts kept per source. */
const FACTS_PER_SOURCE = 12;

interface ExtractArgs {
  deckId: string;
  runId: string;
  brief: BriefInput | null;
  /** The sources this run may cite: its own fetches and the founder's. */
  sources: readonly SourceRow[];
  signal: AbortSignal;
}

export interface ExtractedFacts {
  facts: Fact[];
  /** Who found them: the configured model, or the rule-based extractor (offline, or after a model failure). */
  by: "model" | "rules";
  /** Why the model's facts were not used, when a model is configured. */
  fallback?: "failed" | "nothing usable";
}

const byRule = (sources: readonly SourceRow[]) =>
  sources.flatMap((s) => extractFacts({ id: s.id, text: s.content || s.quote }, FACTS_PER_SOURCE));

/**
 * The research run's facts. With a model configured it reads the sources (fenced as data, no tools) and
 * proposes facts; each one is then checked here: its source must be one this run may cite and its claim a
 * word-for-word, non-instruction passage of it, or it is dropped. Offline, when the model fails or times
 * out, or when nothing it proposed survives, the rule-based extractor finds the facts instead.
 */
export async function extractResearchFacts(ctx: FunctionContext, args: ExtractArgs): Promise<ExtractedFacts> {
  const engine = await userEngine(ctx);
  if (engine.kind !== "model" || !engine.extractFacts) return { facts: byRule(args.sources), by: "rules" };
  // This run's pages first, so a deck with many sources of its own still has the fresh pages read.
  const ordered = [
    ...args.sources.filter((s) => s.runId === args.runId),
    ...args.sources.filter((s) => s.runId !== args.runId),
  ];
  const read = ordered.slice(0, EXTRACT_SOURCES_MAX);
  // Sources past what one call reads still count: they are extracted by rule.
  const unread = byRule(ordered.slice(EXTRACT_SOURCES_MAX));
  let proposed;
  try {
    proposed = await engine.extractFacts(
      {
        brief: args.brief,
        sources: read.map((s) => ({ id: s.id, title: s.title, text: s.content || s.quote })),
      },
      { signal: args.signal },
    );
  } catch (error) {
    // A cancel aborts the call: the run stops at its next check, with no facts to write.
    if (args.signal.aborted) return { facts: [], by: "model" };
    ctx.log.warn("research facts: the model failed, using the rule-based extractor", {
      error,
      deckId: args.deckId,
    });
    return { facts: byRule(args.sources), by: "rules", fallback: "failed" };
  }
  const check = checkExtractedFacts(proposed, args.sources, args, FACTS_PER_SOURCE);
  for (const { fact, reason } of check.rejected) {
    ctx.log.warn("research fact from the model rejected", {
      deckId: args.deckId,
      sourceId: fact.sourceId,
      section: fact.section,
      reason,
    });
  }
  if (check.accepted.length === 0) {
    ctx.log.warn("research facts: nothing usable from the model, using the rule-based extractor", {
      deckId: args.deckId,
      proposed: proposed.length,
    });
    return { facts: byRule(args.sources), by: "rules", fallback: "nothing usable" };
  }
  return { facts: [...check.accepted, ...unread], by: "model" };
}

/** The extract step's detail: how many facts, from how many sources, found how. */
export function describeFacts(extracted: ExtractedFacts, sources: number): string {
  const how =
    extracted.by === "model"
      ? " by the AI model"
      : extracted.fallback === "failed"
        ? " (the AI model failed, so they were found by rule)"
        : extracted.fallback === "nothing usable"
          ? " (nothing the AI model proposed could be verified, so they were found by rule)"
          : "";
  return `${extracted.facts.length} facts from ${sources} sources${how}`;
}
