import { randomUUID } from "node:crypto";
import type { ResearchStep } from "@pds/contracts";
import { checkCitations, composeResearchSlides, type Fact } from "@pds/ai";
import { eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import type { ActiveRun } from "../../functions/run-lifecycle.ts";
import { listSlides, nextSlideVersion, requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";
import { bodyColumns, rowBody, rowSection } from "../decks/slide-body.ts";
import { createSlide } from "../slides/create-slide.ts";
import { listDeckSources, markersOf } from "../sources/deck-sources.ts";
import { withStep } from "./research-runs.ts";

interface WriteArgs {
  run: ActiveRun<typeof schema.researchRuns>;
  facts: readonly Fact[];
  /** The run's steps so far; the write step's outcome is recorded with the slides. */
  steps: readonly ResearchStep[];
}

async function insertCitations(
  ctx: FunctionContext,
  slideId: string,
  citations: readonly { sourceId: string; claim: string; quote: string }[],
) {
  if (citations.length === 0) return;
  const now = Date.now();
  await ctx.db.insert(schema.slideCitations).values(
    citations.map((c) => ({
      id: randomUUID(),
      slideId,
      sourceId: c.sourceId,
      claim: c.claim,
      quote: c.quote,
      createdAt: now,
    })),
  );
}

/**
 * The research run's last step, in one transaction under the deck lock: write the research slides (Market,
 * Competition, and Problem or Traction where facts fit; every bullet cited, every citation checked) and
 * mark the run succeeded. A slide drawn in another layout than bullets keeps it (see placeOnLayout). A cancel either lands
 * first, and nothing is written, or waits for the lock and finds the run already finished. Returns the
 * number of slides written, or null when the run was cancelled.
 */
export async function writeResearchSlides(ctx: FunctionContext, args: WriteArgs): Promise<number | null> {
  const { run } = args;
  const runId = run.id;
  return ctx.transact(async (tx) => {
    const deck = await requireOwnedDeck(tx, run.deckId);
    if (await run.cancelled(tx)) return null;

    const sources = await listDeckSources(tx, deck.id);
    const markers = markersOf(sources);
    const slides = await listSlides(tx, deck.id);
    const updates = composeResearchSlides(
      {
        title: deck.title,
        slides: slides.map((s) => ({
          id: s.id,
          title: s.title,
          content: s.content,
          notes: s.notes,
          body: rowBody(s),
          section: rowSection(s),
        })),
      },
      args.facts,
      (sourceId) => markers.get(sourceId),
    );
    let written = 0;
    for (const update of updates) {
      const check = checkCitations(update.citations, sources, { deckId: deck.id, runId });
      for (const { citation, reason } of check.rejected) {
        ctx.log.warn("research citation rejected", { deckId: deck.id, sourceId: citation.sourceId, reason });
      }
      const rejectedLines = new Set(check.rejected.map((r) => `${r.citation.claim} [${r.citation.marker}]`));
      const content = update.content
        .split("\n")
        .filter((line) => !rejectedLines.has(line))
        .join("\n");
      const existing = update.index === null ? undefined : slides[update.index];
      if (update.layout && existing) {
        // A slide in another layout keeps it: its fields carry the cited facts, the notes the rest.
        // A rejected citation would leave an uncited claim inside a field, so that slide is left alone.
        const notesChanged = update.layout.notes !== existing.notes;
        if (check.rejected.length > 0 || (check.accepted.length === 0 && !notesChanged)) continue;
        await tx.db
          .update(schema.slides)
          .set({
            ...bodyColumns(update.layout.body, ""),
            notes: update.layout.notes,
            ...nextSlideVersion(),
            updatedAt: Date.now(),
          })
          .where(eq(schema.slides.id, existing.id));
        await tx.db.delete(schema.slideCitations).where(eq(schema.slideCitations.slideId, existing.id));
        await insertCitations(tx, existing.id, check.accepted);
        written++;
        continue;
      }
      if (check.accepted.length === 0) continue;
      let slideId: string;
      if (existing) {
        slideId = existing.id;
        await tx.db
          .update(schema.slides)
          .set({ content, ...nextSlideVersion(), updatedAt: Date.now() })
          .where(eq(schema.slides.id, slideId));
        await tx.db.delete(schema.slideCitations).where(eq(schema.slideCitations.slideId, slideId));
      } else {
        slideId = await createSlide(tx, {
          deckId: deck.id,
          title: update.title,
          content,
          position: update.position,
        });
      }
      await insertCitations(tx, slideId, check.accepted);
      written++;
    }
    if (written > 0) await touchDeck(tx, deck);

    const steps = withStep(
      args.steps,
      "write",
      written > 0 ? "done" : "skipped",
      written > 0
        ? `${written} slide${written === 1 ? "" : "s"} updated`
        : "No market or competitor facts found in the sources",
    );
    await run.finish(tx, "succeeded", null, { steps });
    return written;
  });
}
