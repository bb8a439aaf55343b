/** One web search hit. */
export interface SearchResult {
  url: string;
  title: string;
  snippet: string;
}

export interface SearchOptions {
  signal?: AbortSignal;
  /** At most this many results (providers may return fewer). */
  limit?: number;
}

export const SEARCH_PROVIDER_NAMES = ["searxng", "tavily", "brave"] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDER_NAMES)[number];

/** A web search vendor behind one interface; each vendor lives in its own file. */
export interface SearchProvider {
  readonly name: SearchProviderName;
  search(query: string, options?: SearchOptions): Promise<SearchResult[]>;
}

export type SearchFailureCode = "timeout" | "aborted" | "http" | "network" | "invalid_response";

/** What every provider throws when a search cannot be answered; the message never carries a key. */
export class SearchError extends Error {
  override readonly name = "SearchError";
  constructor(
    readonly code: SearchFailureCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ProviderSettings {
  /** Vendor base URL (tests point it at a local fake server). */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}
