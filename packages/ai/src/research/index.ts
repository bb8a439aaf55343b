export * from "./search/types.ts";
export {
  createSearchProvider,
  loadResearchConfig,
  researchConfigSchema,
  ResearchConfigError,
} from "./search/registry.ts";
export type { ResearchConfig } from "./search/registry.ts";
export { createSearxngProvider } from "./search/searxng.ts";
export { createTavilyProvider } from "./search/tavily.ts";
export { createBraveProvider } from "./search/brave.ts";
export { isBlockedAddress } from "./address-guard.ts";
export {
  createPageFetcher,
  PageFetchError,
  type FetchedPage,
  type FetchPage,
  type PageFetcherOptions,
  type PageFetchFailureCode,
  type ResolvedAddress,
} from "./fetch-page.ts";
export { tidyText } from "./readable-text.ts";
export {
  extractFacts,
  classifySentence,
  claimFromQuote,
  claimMatchesQuote,
  isInstructionLike,
} from "./extract-facts.ts";
export { QUOTE_MAX, type Fact, type FactKind } from "../facts.ts";
export { planQueries, topicOf, type PlannedQuery, type ResearchBrief } from "./plan-queries.ts";
export {
  checkCitations,
  checkExtractedFacts,
  type CitableSource,
  type CitationCheck,
  type ExtractedFactCheck,
  type ProposedCitation,
} from "./citations.ts";
export { composeResearchSlides, pickFacts, type SlideUpdate } from "./compose-slides.ts";
