import { createPageFetcher, createSearchProvider, type ResearchConfig } from "@pds/ai";
import type { ResearchServices } from "./functions/context.ts";

/** Research services from the environment: SEARCH_PROVIDER picks the vendor; fetches are SSRF-guarded. */
export function createResearchServices(config: ResearchConfig): ResearchServices {
  return {
    search: createSearchProvider(config),
    fetchPage: createPageFetcher({
      timeoutMs: config.RESEARCH_FETCH_TIMEOUT_MS,
      maxBytes: config.RESEARCH_FETCH_MAX_BYTES,
      allowPrivateHosts: config.RESEARCH_ALLOW_PRIVATE_HOSTS,
    }),
  };
}
