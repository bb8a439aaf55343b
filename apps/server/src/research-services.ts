import { createPageFetcher, createSearchProvider, loadResearchConfig } from "@pds/ai";
import type { ResearchServices } from "./sync/context.ts";

/** Research services from the environment: SEARCH_PROVIDER picks the vendor; fetches are SSRF-guarded. */
export function createResearchServices(
  source: Record<string, string | undefined> = process.env,
): ResearchServices {
  const config = loadResearchConfig(source);
  return {
    search: createSearchProvider(config),
    fetchPage: createPageFetcher({
      timeoutMs: config.RESEARCH_FETCH_TIMEOUT_MS,
      maxBytes: config.RESEARCH_FETCH_MAX_BYTES,
      allowPrivateHosts: config.RESEARCH_ALLOW_PRIVATE_HOSTS,
    }),
  };
}
