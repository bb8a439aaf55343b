import type { AiEngine, ExtractFactsInput } from "@pds/ai";
import { EXTRACT_SOURCES_MAX } from "@pds/ai";
import { describe, expect, it, vi } from "vitest";
import type { FunctionContext } from "../../functions/context.ts";
import type { SourceRow } from "../sources/deck-sources.ts";
import { extractResearchFacts } from "./extract-research-facts.ts";

const source = (id: string, runId: string | null): SourceRow =>
  ({ id, deckId: "deck-1", runId, title: id, quote: "", content: `Text of ${id}.` }) as SourceRow;

describe("extractResearchFacts", () => {
  it("gives the model this run's pages first, even when the founder has many sources of their own", async () => {
    const extractFacts = vi.fn((input: ExtractFactsInput) => {
      void input;
      return Promise.resolve([]);
    });
    const ctx = {
      services: { ai: { kind: "model", extractFacts } as unknown as AiEngine },
      log: { warn: () => {} },
    } as unknown as FunctionContext;
    const founders = Array.from({ length: EXTRACT_SOURCES_MAX }, (_, i) => source(`founder-${i}`, null));
    const pages = [source("page-1", "run-1"), source("page-2", "run-1")];
    await extractResearchFacts(ctx, {
      deckId: "deck-1",
      runId: "run-1",
      brief: null,
      sources: [...founders, ...pages],
      signal: new AbortController().signal,
    });
    const read = extractFacts.mock.calls[0]![0].sources.map((s) => s.id);
    expect(read).toHaveLength(EXTRACT_SOURCES_MAX);
    expect(read.slice(0, 2)).toEqual(["page-1", "page-2"]);
  });
});
