import { bodyImageIds, type DeckSnapshot } from "@pds/contracts";
import { and, eq, inArray, schema, sql } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { rowBody } from "../decks/slide-body.ts";

/**
 * Delete a deck's images that no slide and no saved version shows any more (a replaced logo, a removed team photo) and that are
 * older than `before`: a newer one may be an upload whose slide is about to be saved. The caller holds the
 * deck's lock, which every slide writer takes, so no slide can start showing one of them meanwhile.
 * Returns how many were deleted.
 */
export async function pruneUnusedImages(
  ctx: FunctionContext,
  deckId: string,
  before: number,
): Promise<number> {
  const slides = await ctx.db
    .select({ layout: schema.slides.layout, fields: schema.slides.fields })
    .from(schema.slides)
    .where(eq(schema.slides.deckId, deckId));
  const versions = await ctx.db
    .select({ snapshot: schema.deckVersions.snapshot })
    .from(schema.deckVersions)
    .where(eq(schema.deckVersions.deckId, deckId));
  const frozen = versions.flatMap((row) => (row.snapshot as DeckSnapshot).slides);
  const shown = [...new Set([...slides.map(rowBody), ...frozen].flatMap((body) => bodyImageIds(body)))];
  const unused = shown.length > 0 ? sql`not ${inArray(schema.images.id, shown)}` : sql`true`;
  const deleted = await ctx.db
    .delete(schema.images)
    .where(and(eq(schema.images.deckId, deckId), sql`${schema.images.createdAt} < ${before}`, unused))
    .returning({ id: schema.images.id });
  return deleted.length;
}
