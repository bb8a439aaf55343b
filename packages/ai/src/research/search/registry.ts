import { z } from "zod";
import { BRAVE_BASE_URL, createBraveProvider } from "./brave.ts";
import { createSearxngProvider } from "./searxng.ts";
import { createTavilyProvider, TAVILY_BASE_URL } from "./tavily.ts";
import type { SearchProvider } from "./types.ts";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** The research part of the server's environment. With nothing set there is no web search (founder sources only). */
export const researchConfigSchema = z.object({
  SEARCH_PROVIDER: z.enum(["none", "searxng", "tavily", "brave"]).default("none"),
  SEARXNG_URL: optionalString.pipe(z.url().optional()),
  TAVILY_API_KEY: optionalString,
  BRAVE_API_KEY: optionalString,
  /** Overrides the vendor's base URL (a proxy, or a fake server in tests). */
  SEARCH_BASE_URL: optionalString.pipe(z.url().optional()),
  SEARCH_TIMEOUT_MS: positiveInt(10_000),
  RESEARCH_FETCH_TIMEOUT_MS: positiveInt(10_000),
  RESEARCH_FETCH_MAX_BYTES: positiveInt(2_000_000),
  /** Lets page fetches reach private and loopback addresses. Only for tests and local development. */
  RESEARCH_ALLOW_PRIVATE_HOSTS: flag,
});
export type ResearchConfig = z.infer<typeof researchConfigSchema>;

/** Thrown at boot when the research environment is incomplete or invalid. */
export class ResearchConfigError extends Error {
  override readonly name = "ResearchConfigError";
}

export function loadResearchConfig(env: Record<string, string | undefined>): ResearchConfig {
  const parsed = researchConfigSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ResearchConfigError(`Invalid research configuration: ${details}`);
  }
  // Fail at boot, not on the first research run, when a provider is chosen without what it needs.
  createSearchProvider(parsed.data);
  return parsed.data;
}

/** The configured search provider, or null when SEARCH_PROVIDER is "none". */
export function createSearchProvider(config: ResearchConfig): SearchProvider | null {
  const timeoutMs = config.SEARCH_TIMEOUT_MS;
  switch (config.SEARCH_PROVIDER) {
    case "none":
      return null;
    case "searxng": {
      const baseUrl = config.SEARCH_BASE_URL ?? config.SEARXNG_URL;
      if (!baseUrl) throw new ResearchConfigError("SEARCH_PROVIDER=searxng needs SEARXNG_URL.");
      return createSearxngProvider({ baseUrl, timeoutMs });
    }
    case "tavily": {
      if (!config.TAVILY_API_KEY)
        throw new ResearchConfigError("SEARCH_PROVIDER=tavily needs TAVILY_API_KEY.");
      return createTavilyProvider({
        baseUrl: config.SEARCH_BASE_URL ?? TAVILY_BASE_URL,
        apiKey: config.TAVILY_API_KEY,
        timeoutMs,
      });
    }
    case "brave": {
      if (!config.BRAVE_API_KEY) throw new ResearchConfigError("SEARCH_PROVIDER=brave needs BRAVE_API_KEY.");
      return createBraveProvider({
        baseUrl: config.SEARCH_BASE_URL ?? BRAVE_BASE_URL,
        apiKey: config.BRAVE_API_KEY,
        timeoutMs,
      });
    }
  }
}
