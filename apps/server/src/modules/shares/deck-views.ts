import type { DeckSnapshot } from "@pds/contracts";
import { and, desc, gte, inArray, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import type { ViewFacts } from "./view-stats.ts";

export type ViewRow = typeof schema.shareViews.$inferSelect;
type SlideRef = { id: string; title: string };

/** The most views the figures are computed over (the latest ones). */
const VIEWS_MAX = 5000;

/** The slides (id, title) each version showed, for the versions asked for. */
export async function versionSlides(
  ctx: FunctionContext,
  versionIds: string[],
): Promise<Map<string, SlideRef[]>> {
  if (versionIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: schema.deckVersions.id, snapshot: schema.deckVersions.snapshot })
    .from(schema.deckVersions)
    .where(inArray(schema.deckVersions.id, [...new Set(versionIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      (row.snapshot as DeckSnapshot).slides.map((slide) => ({ id: slide.id, title: slide.title })),
    ]),
  );
}

/** Views of these decks (newest first, since `since`), each with the facts the figures need. */
export async function loadViews(ctx: FunctionContext, deckIds: string[], since = 0) {
  if (deckIds.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(schema.shareViews)
    .where(and(inArray(schema.shareViews.deckId, deckIds), gte(schema.shareViews.startedAt, since)))
    .orderBy(desc(schema.shareViews.startedAt))
    .limit(VIEWS_MAX);
  const slidesOf = await versionSlides(
    ctx,
    rows.map((row) => row.versionId),
  );
  return rows.map((row) => ({ row, facts: toFacts(row, slidesOf.get(row.versionId) ?? []) }));
}

export const toFacts = (row: ViewRow, slides: SlideRef[]): ViewFacts => ({
  slideMs: row.slideMs,
  lastSlide: row.lastSlide,
  slideCount: row.slideCount,
  endedAt: row.endedAt,
  lastSeenAt: row.lastSeenAt,
  slides,
});
