import { z } from "zod";
import { cleanResults, requestJson } from "./http.ts";
import { SearchError, type ProviderSettings, type SearchProvider } from "./types.ts";

export const TAVILY_BASE_URL = "https://api.tavily.com";

const responseSchema = z.object({
  results: z.array(z.object({ url: z.unknown(), title: z.unknown(), content: z.unknown() }).loose()),
});

/** Tavily: POST {base}/search with the API key as a bearer token (docs.tavily.com/api-reference). */
export function createTavilyProvider(settings: ProviderSettings): SearchProvider {
  return {
    name: "tavily",
    async search(query, options = {}) {
      const limit = options.limit ?? 10;
      const body = await requestJson(
        "Tavily",
        `${settings.baseUrl.replace(/\/+$/u, "")}/search`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${settings.apiKey}`,
          },
          body: JSON.stringify({ query, max_results: limit }),
        },
        settings.timeoutMs,
        options.signal,
      );
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new SearchError("invalid_response", "Tavily sent an unexpected response.");
      return cleanResults(
        parsed.data.results.map((r) => ({ url: r.url, title: r.title, snippet: r.content })),
        limit,
      );
    },
  };
}
