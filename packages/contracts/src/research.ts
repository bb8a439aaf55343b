import { z } from "zod";
import { define } from "./define.ts";
import { idSchema } from "./entities.ts";

const lookupId = z.string().max(200);

export const sourceSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  /** 1-based marker shown on slides and in the Sources list ([1], [2] …), stable per deck. */
  marker: z.number(),
  kind: z.enum(["search", "url", "pasted"]),
  url: z.string().nullable(),
  title: z.string(),
  /** The quoted passage a citation points to. */
  quote: z.string(),
  fetchedAt: z.number(),
});
export type Source = z.infer<typeof sourceSchema>;

export const citationSchema = z.object({
  _id: z.string(),
  slideId: z.string(),
  sourceId: z.string(),
  marker: z.number(),
  /** The text on the slide that cites the source (verbatim from it, or a shortened form ending in "…"). */
  claim: z.string(),
  /**
   * The passage of the source this claim quotes, shown when its marker is opened. One source can back several
   * claims, each with its own passage; citations stored before passages were kept per claim carry the
   * source's quote.
   */
  quote: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const researchStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(["pending", "running", "done", "failed", "skipped"]),
  detail: z.string().optional(),
});
export type ResearchStep = z.infer<typeof researchStepSchema>;

export const researchStatusSchema = z.object({
  runId: z.string(),
  status: z.enum(["running", "succeeded", "failed", "cancelled"]),
  steps: z.array(researchStepSchema),
  error: z.string().nullable(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type ResearchStatus = z.infer<typeof researchStatusSchema>;

export const searchInfoSchema = z.object({
  /** null when no search provider is configured: founders can still add their own sources. */
  provider: z.enum(["searxng", "tavily", "brave"]).nullable(),
});

export const sourceLimits = { pastedTextMax: 50_000, titleMax: 200, urlMax: 2000 } as const;

/**
 * Research with citations: sources per deck (searched, fetched or added by the founder), research runs,
 * and the citations that tie a slide's claims to sources.
 */
export const researchFunctions = {
  "sources.getSources": define("query", z.object({ deckId: lookupId }).strict(), z.array(sourceSchema)),
  "sources.getCitations": define("query", z.object({ deckId: lookupId }).strict(), z.array(citationSchema)),
  /** Add a founder source: pasted text (title + text) or a URL the server fetches. Works with no search provider. */
  "sources.addSource": define(
    "action",
    z.union([
      z
        .object({
          deckId: idSchema,
          title: z.string().trim().min(1).max(sourceLimits.titleMax),
          text: z.string().trim().min(1).max(sourceLimits.pastedTextMax),
          url: z.string().trim().max(sourceLimits.urlMax).optional(),
        })
        .strict(),
      z.object({ deckId: idSchema, url: z.url().max(sourceLimits.urlMax) }).strict(),
    ]),
    z.string(),
  ),
  "sources.deleteSource": define("mutation", z.object({ sourceId: idSchema }).strict(), z.null()),
  "research.getSearchInfo": define("query", z.object({}).strict(), searchInfoSchema),
  "research.getResearchStatus": define(
    "query",
    z.object({ deckId: lookupId }).strict(),
    researchStatusSchema.nullable(),
  ),
  /** Research the deck's market and competitors; updates the Market and Competition slides with citations. */
  "research.startResearch": define(
    "action",
    z.object({ deckId: idSchema }).strict(),
    z.object({
      runId: z.string(),
      /** Pages this run found and kept (the founder's own sources are not counted as added). */
      sources: z.number(),
      /** Every source the facts were drawn from: this run's pages and the founder's own. */
      sourcesUsed: z.number(),
      slidesUpdated: z.number(),
    }),
  ),
  "research.cancelResearch": define("mutation", z.object({ deckId: idSchema }).strict(), z.null()),
};
