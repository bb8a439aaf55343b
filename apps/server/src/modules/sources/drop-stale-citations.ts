import { eq, inArray, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";

const normalize = (text: string) => text.replace(/\s+/gu, " ").trim();

/**
 * After a slide's text is rewritten (by the founder or the copilot), forget the citations whose claim is no
 * longer on the slide: a marker left behind, or typed anew, must not keep pointing at a passage that no
 * longer backs anything there. Claims still on the slide keep their citations wherever they moved.
 */
export async function dropStaleCitations(ctx: FunctionContext, slideId: string, content: string) {
  const text = normalize(content);
  const rows = await ctx.db
    .select({ id: schema.slideCitations.id, claim: schema.slideCitations.claim })
    .from(schema.slideCitations)
    .where(eq(schema.slideCitations.slideId, slideId));
  const stale = rows.filter((row) => !text.includes(normalize(row.claim))).map((row) => row.id);
  if (stale.length > 0) {
    await ctx.db.delete(schema.slideCitations).where(inArray(schema.slideCitations.id, stale));
  }
  return stale.length;
}
