import { z } from "zod";
import { cleanResults, requestJson } from "./http.ts";
import { SearchError, type ProviderSettings, type SearchProvider } from "./types.ts";

export const BRAVE_BASE_URL = "https://api.search.brave.com";

const responseSchema = z.object({
  web: z
    .object({
      results: z.array(z.object({ url: z.unknown(), title: z.unknown(), description: z.unknown() }).loose()),
    })
    .loose()
    .optional(),
});

/** Brave Search: GET {base}/res/v1/web/search?q=… with X-Subscription-Token. */
export function createBraveProvider(settings: ProviderSettings): SearchProvider {
  return {
    name: "brave",
    async search(query, options = {}) {
      const limit = options.limit ?? 10;
      const url = new URL(`${settings.baseUrl.replace(/\/+$/u, "")}/res/v1/web/search`);
      url.searchParams.set("q", query);
      url.searchParams.set("count", String(Math.min(limit, 20)));
      const body = await requestJson(
        "Brave Search",
        url.toString(),
        { headers: { accept: "application/json", "x-subscription-token": settings.apiKey ?? "" } },
        settings.timeoutMs,
        options.signal,
      );
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) {
        throw new SearchError("invalid_response", "Brave Search sent an unexpected response.");
      }
      return cleanResults(
        (parsed.data.web?.results ?? []).map((r) => ({ url: r.url, title: r.title, snippet: r.description })),
        limit,
      );
    },
  };
}
