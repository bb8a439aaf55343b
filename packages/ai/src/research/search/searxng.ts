import { z } from "zod";
import { cleanResults, requestJson } from "./http.ts";
import { SearchError, type ProviderSettings, type SearchProvider } from "./types.ts";

const responseSchema = z.object({
  results: z.array(z.object({ url: z.unknown(), title: z.unknown(), content: z.unknown() }).loose()),
});

/** SearXNG (self-hosted): GET {base}/search?q=…&format=json. */
export function createSearxngProvider(settings: ProviderSettings): SearchProvider {
  return {
    name: "searxng",
    async search(query, options = {}) {
      const url = new URL(
        "search",
        settings.baseUrl.endsWith("/") ? settings.baseUrl : `${settings.baseUrl}/`,
      );
      url.searchParams.set("q", query);
      url.searchParams.set("format", "json");
      const body = await requestJson(
        "SearXNG",
        url.toString(),
        { headers: { accept: "application/json" } },
        settings.timeoutMs,
        options.signal,
      );
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new SearchError("invalid_response", "SearXNG sent an unexpected response.");
      return cleanResults(
        parsed.data.results.map((r) => ({ url: r.url, title: r.title, snippet: r.content })),
        options.limit ?? 10,
      );
    },
  };
}
