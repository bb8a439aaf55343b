import { eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedSlide, touchDeck } from "../decks/owned-deck.ts";
import { dropStaleCitations } from "../sources/drop-stale-citations.ts";

interface UpdateSlideArgs {
  slideId: string;
  title?: string;
  content?: string;
  notes?: string;
}

/**
 * Change only the fields given; a call with nothing to change changes nothing. New content drops the
 * citations whose claims it no longer contains (this is also how copilot edits reach the slide).
 */
export async function updateSlide(ctx: FunctionContext, args: UpdateSlideArgs): Promise<null> {
  const { slide, deck } = await requireOwnedSlide(ctx, args.slideId);
  const changes: Partial<Record<"title" | "content" | "notes", string>> = {};
  if (args.title !== undefined && args.title !== slide.title) changes.title = args.title;
  if (args.content !== undefined && args.content !== slide.content) changes.content = args.content;
  if (args.notes !== undefined && args.notes !== slide.notes) changes.notes = args.notes;
  if (Object.keys(changes).length === 0) return null;
  const now = Date.now();
  await ctx.db
    .update(schema.slides)
    .set({ ...changes, updatedAt: now })
    .where(eq(schema.slides.id, slide.id));
  if (changes.content !== undefined) await dropStaleCitations(ctx, slide.id, changes.content);
  await touchDeck(ctx, deck, now);
  return null;
}
