import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBraveProvider } from "./brave.ts";
import { createSearchProvider, loadResearchConfig, ResearchConfigError } from "./registry.ts";
import { createSearxngProvider } from "./searxng.ts";
import { createTavilyProvider } from "./tavily.ts";
import { SearchError, type ProviderSettings, type SearchProvider } from "./types.ts";

/** What the fake vendor does on the next request. */
type Mode = "ok" | "error" | "slow" | "garbage" | "empty";

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const hits = [
  { url: "https://example.com/market", title: "Market report", text: "The market is worth $4.2 billion." },
  { url: "https://example.com/rivals", title: "Rivals", text: "Acme leads with 30% market share." },
  { url: "ftp://example.com/not-web", title: "Not the web", text: "skipped" },
];

let mode: Mode = "ok";
let seen: Seen[] = [];
let server: http.Server;
let baseUrl = "";

/** Answers in each vendor's own shape, so the same scenario exercises every parser. */
function vendorBody(path: string, method: string) {
  if (path === "/search" && method === "GET") {
    return { query: "q", results: hits.map((h) => ({ url: h.url, title: h.title, content: h.text })) };
  }
  if (path === "/search" && method === "POST") {
    return { results: hits.map((h) => ({ url: h.url, title: h.title, content: h.text, score: 0.9 })) };
  }
  if (path === "/res/v1/web/search") {
    return {
      type: "search",
      web: { results: hits.map((h) => ({ url: h.url, title: h.title, description: h.text })) },
    };
  }
  return null;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      seen.push({
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (mode === "slow") return void setTimeout(() => res.end("{}"), 2_000).unref();
      if (mode === "error") return void res.writeHead(503).end("busy");
      if (mode === "garbage") return void res.writeHead(200, { "content-type": "text/html" }).end("<html>");
      const payload =
        mode === "empty" ? { results: [], web: { results: [] } } : vendorBody(url.pathname, req.method ?? "");
      if (!payload) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = "ok";
  seen = [];
});

interface Implementation {
  name: string;
  create(settings: ProviderSettings): SearchProvider;
  /** The vendor-specific part of the request: where the query and key travel. */
  checkRequest(request: Seen, query: string): void;
}

const implementations: Implementation[] = [
  {
    name: "searxng",
    create: createSearxngProvider,
    checkRequest(request, query) {
      expect(request.method).toBe("GET");
      expect(request.path).toBe("/search");
      expect(request.query.get("q")).toBe(query);
      expect(request.query.get("format")).toBe("json");
    },
  },
  {
    name: "tavily",
    create: createTavilyProvider,
    checkRequest(request, query) {
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/search");
      expect(request.headers.authorization).toBe("Bearer secret-key");
      const body = JSON.parse(request.body) as Record<string, unknown>;
      expect(body).toMatchObject({ query });
      expect(body).not.toHaveProperty("api_key");
    },
  },
  {
    name: "brave",
    create: createBraveProvider,
    checkRequest(request, query) {
      expect(request.method).toBe("GET");
      expect(request.path).toBe("/res/v1/web/search");
      expect(request.query.get("q")).toBe(query);
      expect(request.headers["x-subscription-token"]).toBe("secret-key");
    },
  },
];

describe.each(implementations)("search provider contract: $name", (impl) => {
  const provider = () => impl.create({ baseUrl, apiKey: "secret-key", timeoutMs: 300 });

  it("sends the query the vendor's way and parses url, title and snippet", async () => {
    const results = await provider().search("fintech market size TAM");
    expect(seen).toHaveLength(1);
    impl.checkRequest(seen[0]!, "fintech market size TAM");
    expect(results).toEqual([
      { url: hits[0]!.url, title: hits[0]!.title, snippet: hits[0]!.text },
      { url: hits[1]!.url, title: hits[1]!.title, snippet: hits[1]!.text },
    ]);
  });

  it("honours the limit", async () => {
    expect(await provider().search("q", { limit: 1 })).toHaveLength(1);
  });

  it("returns an empty list when the vendor finds nothing", async () => {
    mode = "empty";
    expect(await provider().search("q")).toEqual([]);
  });

  it("reports an HTTP failure as a SearchError without the key", async () => {
    mode = "error";
    const error = await provider()
      .search("q")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect(error).toMatchObject({ code: "http", status: 503 });
    expect(String((error as Error).message)).not.toContain("secret-key");
  });

  it("reports a slow vendor as a timeout", async () => {
    mode = "slow";
    const started = Date.now();
    const error = await provider()
      .search("q")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "SearchError", code: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("stops when the caller aborts", async () => {
    mode = "slow";
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await provider()
      .search("q", { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "aborted" });
  });

  it("reports a body that is not JSON as invalid_response", async () => {
    mode = "garbage";
    await expect(provider().search("q")).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("reports an unreachable vendor as a network error", async () => {
    const dead = impl.create({ baseUrl: "http://127.0.0.1:1", apiKey: "k", timeoutMs: 1_000 });
    await expect(dead.search("q")).rejects.toMatchObject({ code: "network" });
  });
});

describe("search registry", () => {
  it("has no provider by default", () => {
    const config = loadResearchConfig({});
    expect(config.SEARCH_PROVIDER).toBe("none");
    expect(createSearchProvider(config)).toBeNull();
    expect(config.RESEARCH_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(config.RESEARCH_FETCH_TIMEOUT_MS).toBe(10_000);
    expect(config.RESEARCH_FETCH_MAX_BYTES).toBe(2_000_000);
  });

  it("builds each vendor from its variables", () => {
    expect(
      createSearchProvider(loadResearchConfig({ SEARCH_PROVIDER: "searxng", SEARXNG_URL: baseUrl }))?.name,
    ).toBe("searxng");
    expect(
      createSearchProvider(loadResearchConfig({ SEARCH_PROVIDER: "tavily", TAVILY_API_KEY: "k" }))?.name,
    ).toBe("tavily");
    expect(
      createSearchProvider(loadResearchConfig({ SEARCH_PROVIDER: "brave", BRAVE_API_KEY: "k" }))?.name,
    ).toBe("brave");
  });

  it("refuses a provider without what it needs", () => {
    expect(() => loadResearchConfig({ SEARCH_PROVIDER: "tavily" })).toThrow(ResearchConfigError);
    expect(() => loadResearchConfig({ SEARCH_PROVIDER: "brave", BRAVE_API_KEY: "" })).toThrow(
      /BRAVE_API_KEY/u,
    );
    expect(() => loadResearchConfig({ SEARCH_PROVIDER: "searxng" })).toThrow(/SEARXNG_URL/u);
    expect(() => loadResearchConfig({ SEARCH_PROVIDER: "bing" })).toThrow(ResearchConfigError);
  });

  it("reads the allow-private flag", () => {
    expect(loadResearchConfig({ RESEARCH_ALLOW_PRIVATE_HOSTS: "true" }).RESEARCH_ALLOW_PRIVATE_HOSTS).toBe(
      true,
    );
  });
});
