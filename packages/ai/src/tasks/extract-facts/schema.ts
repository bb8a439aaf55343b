import { jsonSchema, zodSchema, type JSONSchema7, type Schema } from "ai";
import { citationSchema } from "@pds/contracts";
import { z } from "zod";
import { RESEARCH_SECTIONS, type ExtractedFact, type ResearchSection } from "../../engine.ts";
import { QUOTE_MAX } from "../../facts.ts";

/** At most this many facts are read from one answer, whatever the model sends. */
export const maxExtractedFacts = 40;

/**
 * What the model must produce: claims in the shape a slide citation stores (`citationSchema`'s sourceId and
 * claim), with the source id restricted to the sources it was shown, plus the section the fact belongs on.
 */
export function extractFactsSchema(sourceIds: readonly string[]) {
  const [first, ...rest] = sourceIds;
  const fact = citationSchema
    .pick({ sourceId: true, claim: true })
    .extend({
      sourceId: first === undefined ? z.never() : z.enum([first, ...rest]),
      claim: citationSchema.shape.claim.trim().min(1).max(QUOTE_MAX),
      section: z.enum(RESEARCH_SECTIONS),
    })
    .strict();
  return z.object({ facts: z.array(fact).max(maxExtractedFacts) }).strict();
}

const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

const sectionAliases: Record<string, ResearchSection> = {
  market: "market",
  "market size": "market",
  competition: "competition",
  competitor: "competition",
  competitors: "competition",
  problem: "problem",
  traction: "traction",
};

/**
 * Reads the model's answer leniently: `{"facts": [...]}` or a bare array, snake_case keys, a section in
 * another case or singular. Items without a source id, a claim or a known section are dropped. Source ids
 * and claims are NOT checked here: the server checks every fact against the run's sources.
 */
export function readExtractedFacts(raw: unknown): ExtractedFact[] {
  const list: unknown[] = Array.isArray(raw)
    ? raw
    : raw !== null && typeof raw === "object" && Array.isArray((raw as { facts?: unknown }).facts)
      ? (raw as { facts: unknown[] }).facts
      : [];
  const facts: ExtractedFact[] = [];
  for (const entry of list.slice(0, maxExtractedFacts)) {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) continue;
    const record = entry as Record<string, unknown>;
    const sourceId = (asString(record.sourceId) ?? asString(record.source_id))?.trim();
    const claim = (asString(record.claim) ?? asString(record.quote))?.replace(/\s+/gu, " ").trim();
    const section = sectionAliases[asString(record.section)?.trim().toLowerCase() ?? ""];
    if (sourceId && claim && section) facts.push({ sourceId, claim, section });
  }
  return facts;
}

/** The JSON Schema sent to the provider (structured output), with the lenient reader as validator. */
export function extractFactsOutputSchema(sourceIds: readonly string[]): Schema<ExtractedFact[]> {
  return jsonSchema<ExtractedFact[]>(
    async (): Promise<JSONSchema7> => {
      const { $schema: _ignored, ...rest } = await zodSchema(extractFactsSchema(sourceIds)).jsonSchema;
      return rest;
    },
    { validate: (value) => ({ success: true, value: readExtractedFacts(value) }) },
  );
}
