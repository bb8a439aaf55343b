import type { Citation, ResearchStatus, Source } from "@pds/contracts";
import { vi } from "vitest";

/** Fake sync hooks for component tests: queries answer from `live.queries`, calls go to `live.calls`. */
export interface FakeLive {
  queries: Record<string, { data: unknown; error: Error | null }>;
  calls: Record<string, ReturnType<typeof vi.fn<(args: unknown) => Promise<unknown>>>>;
}

/** The shared fake; `resetLive()` in beforeEach. Mock the hooks module with `fakeHooks`. */
export const live: FakeLive = { queries: {}, calls: {} };

export function resetLive(): void {
  live.queries = {};
  live.calls = {
    "sources.addSource": vi.fn(() => Promise.resolve("source-new")),
    "sources.deleteSource": vi.fn(() => Promise.resolve(null)),
    "research.startResearch": vi.fn(() => Promise.resolve({ runId: "run-2", sources: 0, slidesUpdated: 0 })),
    "research.cancelResearch": vi.fn(() => Promise.resolve(null)),
  };
}

function makeHooks() {
  const call = (name: string) => (args: unknown) => {
    const fn = live.calls[name];
    if (!fn) throw new Error(`unexpected call ${name}`);
    return fn(args);
  };
  return {
    useLiveQuery: (name: string, args: unknown) =>
      args === "skip"
        ? { data: undefined, error: null }
        : (live.queries[name] ?? { data: undefined, error: null }),
    useMutation: call,
    useAction: call,
  };
}

export const fakeHooks = makeHooks();

export const fetchedAt = Date.UTC(2025, 0, 15, 14, 30);

export const sources: Source[] = [
  {
    _id: "source-2",
    deckId: "deck-1",
    marker: 2,
    kind: "pasted",
    url: null,
    title: "Founder notes on market size",
    quote: "The pet wellness market reached $4.2B in 2024.",
    fetchedAt,
  },
  {
    _id: "source-1",
    deckId: "deck-1",
    marker: 1,
    kind: "search",
    url: "https://www.example.com/report",
    title: "Industry report 2024",
    quote: "Competitors include Acme and Globex.",
    fetchedAt,
  },
];

/** Two claims on slide-1 from source 2, each with its own passage (the second claim is a shortened one). */
export const citations: Citation[] = [
  {
    _id: "c1",
    slideId: "slide-1",
    sourceId: "source-2",
    marker: 2,
    claim: "The pet wellness market reached $4.2B in 2024.",
    quote: "The pet wellness market reached $4.2B in 2024.",
  },
  {
    _id: "c2",
    slideId: "slide-1",
    sourceId: "source-2",
    marker: 2,
    claim: "Spending grows 12% a year…",
    quote: "Spending grows 12% a year, twice as fast as pet food, according to our survey of 400 owners.",
  },
];

export function status(overrides: Partial<ResearchStatus> = {}): ResearchStatus {
  return {
    runId: "run-1",
    status: "running",
    steps: [
      { key: "queries", label: "Planning searches", state: "done" },
      { key: "search", label: "Searching the web", state: "running", detail: "3 of 6 queries" },
      { key: "write", label: "Updating slides", state: "pending" },
    ],
    error: null,
    startedAt: Date.now(),
    finishedAt: null,
    ...overrides,
  };
}
