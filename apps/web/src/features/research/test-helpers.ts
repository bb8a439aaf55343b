import type { ResearchStatus } from "@pds/contracts";
import { vi } from "vitest";
import type { FakeLive } from "../../test/fake-sync.ts";

/** The research and sources calls, answering as on a deck with no run: pass to `resetLive`. */
export function researchCalls(): FakeLive["calls"] {
  return {
    "sources.addSource": vi.fn(() => Promise.resolve("source-new")),
    "sources.deleteSource": vi.fn(() => Promise.resolve(null)),
    "research.startResearch": vi.fn(() =>
      Promise.resolve({ runId: "run-2", sources: 0, sourcesUsed: 0, slidesUpdated: 0 }),
    ),
    "research.cancelResearch": vi.fn(() => Promise.resolve(null)),
  };
}

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
