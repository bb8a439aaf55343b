import { randomUUID } from "node:crypto";
import type { ResearchStep } from "@pds/contracts";
import { extractFacts, planQueries, tidyText, type FetchedPage, type SearchResult } from "@pds/ai";
import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import type { RunEnd } from "../../functions/run-lifecycle.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { listDeckSources, nextCreatedAt, SOURCE_CONTENT_MAX } from "../sources/deck-sources.ts";
import { describeFacts, extractResearchFacts } from "./extract-research-facts.ts";
import { mapConcurrent } from "./map-concurrent.ts";
import { initialSteps, researchRuns, withStep, type ResearchStepKey } from "./research-runs.ts";
import { writeResearchSlides } from "./write-research-slides.ts";

/** Searches and page fetches in flight at once. */
export const RESEARCH_CONCURRENCY = 4;
const RESULTS_PER_QUERY = 5;
const MAX_PAGES = 8;

export const NO_PROVIDER = "No search provider configured";

interface Outcome {
  runId: string;
  sources: number;
  sourcesUsed: number;
  slidesUpdated: number;
}

/** Round-robin over the queries' results (first hit of each, then the second …), unique URLs, capped. */
function pagesToFetch(resultLists: readonly SearchResult[][]): SearchResult[] {
  const picked: SearchResult[] = [];
  const seen = new Set<string>();
  for (let rank = 0; rank < RESULTS_PER_QUERY && picked.length < MAX_PAGES; rank++) {
    for (const list of resultLists) {
      const hit = list[rank];
      if (!hit || seen.has(hit.url)) continue;
      seen.add(hit.url);
      picked.push(hit);
      if (picked.length >= MAX_PAGES) break;
    }
  }
  return picked;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : "failed");

/**
 * Research the deck's market and competitors: plan queries from the brief, search and fetch concurrently,
 * extract quoted facts from this run's pages and the founder's sources (by the configured model, checked,
 * or by rule), and write the Market and Competition slides (and Problem and Traction where facts fit) with
 * cited bullets. Page text is data only: it is quoted, never obeyed.
 */
export async function startResearch(ctx: FunctionContext, args: { deckId: string }): Promise<Outcome> {
  const user = requireUser(ctx);
  let steps: ResearchStep[] = initialSteps();
  const run = await researchRuns.start(ctx, {
    open: async (tx) => {
      const deck = await requireOwnedDeck(tx, args.deckId);
      const [brief] = await tx.db.select().from(schema.briefs).where(eq(schema.briefs.deckId, deck.id));
      return { deckId: deck.id, deck, brief };
    },
    values: { steps },
  });
  const { deck, brief } = run.opened;
  const runId = run.id;
  const { search, fetchPage } = ctx.services.research;

  const setStep = (key: ResearchStepKey, state: ResearchStep["state"], detail?: string) => {
    steps = withStep(steps, key, state, detail);
    return ctx.transact(async (tx) => {
      await tx.db.update(schema.researchRuns).set({ steps }).where(eq(schema.researchRuns.id, runId));
      tx.publish(topics.deckResearch(deck.id));
    });
  };
  const finish = (end: RunEnd, error: string | null) => run.finish(ctx, end, error, { steps });
  const cancelled = () => run.cancelled(ctx);

  const researchBrief = {
    title: brief?.title ?? deck.title,
    startupName: brief?.startupName ?? "",
    overview: brief?.overview ?? "",
  };
  let gathered = 0;
  const stopped = (): Outcome => ({ runId, sources: gathered, sourcesUsed: 0, slidesUpdated: 0 });
  try {
    // 1. Plan
    await setStep("plan", "running");
    const queries = planQueries(researchBrief);
    await setStep("plan", "done", `${queries.length} searches planned`);
    if (await cancelled()) return stopped();

    // 2. Search, all queries at once (bounded)
    let hits: SearchResult[] = [];
    if (!search) {
      await setStep("search", "skipped", NO_PROVIDER);
    } else {
      await setStep("search", "running");
      const answers = await mapConcurrent(queries, RESEARCH_CONCURRENCY, (q) =>
        search.search(q.query, { signal: run.signal, limit: RESULTS_PER_QUERY }),
      );
      const lists = answers.flatMap((a) => (a.ok ? [a.value] : []));
      const failures = answers.flatMap((a) => (a.ok ? [] : [a.error]));
      hits = pagesToFetch(lists);
      if (lists.length === 0) {
        ctx.log.warn("research searches failed", { deckId: deck.id, error: failures[0] });
        await setStep("search", "failed", `Search failed: ${errorText(failures[0])}`);
      } else {
        const note = failures.length > 0 ? ` (${failures.length} of ${queries.length} searches failed)` : "";
        await setStep("search", "done", `${hits.length} pages found${note}`);
      }
    }
    if (await cancelled()) return stopped();

    // 3. Fetch the pages, several at once; keep the ones that state a fact.
    if (!search) {
      await setStep("fetch", "skipped", NO_PROVIDER);
    } else if (hits.length === 0) {
      await setStep("fetch", "skipped", "No pages to fetch");
    } else {
      await setStep("fetch", "running");
      const fetched = await mapConcurrent(hits, RESEARCH_CONCURRENCY, async (hit) => {
        const page: FetchedPage = await fetchPage(hit.url, { signal: run.signal });
        const id = randomUUID();
        const content = tidyText(page.text).slice(0, SOURCE_CONTENT_MAX);
        const [first] = extractFacts({ id, text: content }, 1);
        if (!first || run.signal.aborted) return false;
        await ctx.transact(async (tx) => {
          const now = nextCreatedAt();
          await tx.db.insert(schema.sources).values({
            id,
            deckId: deck.id,
            ownerId: user.id,
            kind: "search",
            url: page.url,
            title: (page.title || hit.title).slice(0, 200),
            quote: first.quote,
            content,
            runId,
            fetchedAt: now,
            createdAt: now,
          });
          tx.publish(topics.deckResearch(deck.id));
        });
        gathered++;
        return true;
      });
      const ok = fetched.filter((f) => f.ok).length;
      const detail = `${ok} of ${hits.length} pages fetched, ${gathered} with facts`;
      await setStep("fetch", ok > 0 ? "done" : "failed", detail);
    }
    if (await cancelled()) return stopped();

    // 4. Facts from this run's pages and the founder's own sources
    await setStep("extract", "running");
    const citable = (await listDeckSources(ctx, deck.id)).filter(
      (s) => s.runId === runId || s.runId === null,
    );
    if (citable.length === 0) {
      const reason = search
        ? "No pages could be used and the deck has no sources of its own."
        : "No search provider is configured. Add your own sources (a link or pasted text) to research from.";
      await setStep("extract", "failed", "No sources");
      await finish("failed", reason);
      throw new AppError(search ? "UPSTREAM_FAILED" : "INVALID_INPUT", reason);
    }
    const extracted = await extractResearchFacts(ctx, {
      deckId: deck.id,
      runId,
      brief: researchBrief,
      sources: citable,
      signal: run.signal,
    });
    if (await cancelled()) return stopped();
    await setStep("extract", "done", describeFacts(extracted, citable.length));
    const { facts } = extracted;

    // 5. Write the research slides, every bullet cited and every citation checked; the run
    // succeeds in the same transaction, unless a cancel got there first.
    await setStep("write", "running");
    const slidesUpdated = await writeResearchSlides(ctx, { run, facts, steps });
    if (slidesUpdated === null) return stopped();
    return { runId, sources: gathered, sourcesUsed: citable.length, slidesUpdated };
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error("research failed", { error, deckId: deck.id });
    steps = steps.map((step) => (step.state === "running" ? { ...step, state: "failed" } : step));
    await finish("failed", "Research stopped unexpectedly. Please try again.").catch((finishError: unknown) =>
      ctx.log.error("could not record failed research", { error: finishError }),
    );
    throw new AppError("UPSTREAM_FAILED", "Research stopped unexpectedly. Please try again.");
  } finally {
    run.release();
  }
}
