import { and, eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { nextSlideVersion, requireOwnedSlide, staleSlide, touchDeck } from "../decks/owned-deck.ts";
import { dropStaleCitations } from "../sources/drop-stale-citations.ts";

interface UpdateSlideArgs {
  slideId: string;
  title?: string;
  content?: string;
  notes?: string;
  expectedVersion?: number;
}

/**
 * Change only the fields given; a call with nothing to change changes nothing. New content drops the
 * citations whose claims it no longer contains (this is also how copilot edits reach the slide).
 * With `expectedVersion`, a save from an older copy is refused whole (CONFLICT): the editor then shows
 * both versions, rather than this guessing whether the founder's title still fits the other tab's narrative.
 */
export async function updateSlide(ctx: FunctionContext, args: UpdateSlideArgs): Promise<null> {
  const { slide, deck } = await requireOwnedSlide(ctx, args.slideId);
  if (args.expectedVersion !== undefined && args.expectedVersion !== slide.version) throw staleSlide();
  const changes: Partial<Record<"title" | "content" | "notes", string>> = {};
  if (args.title !== undefined && args.title !== slide.title) changes.title = args.title;
  if (args.content !== undefined && args.content !== slide.content) changes.content = args.content;
  if (args.notes !== undefined && args.notes !== slide.notes) changes.notes = args.notes;
  if (Object.keys(changes).length === 0) return null;
  const now = Date.now();
  // The version in the WHERE too: every slide writer holds the deck lock, but this stays right if one forgets.
  const written = await ctx.db
    .update(schema.slides)
    .set({ ...changes, ...nextSlideVersion(), updatedAt: now })
    .where(and(eq(schema.slides.id, slide.id), eq(schema.slides.version, slide.version)))
    .returning({ id: schema.slides.id });
  if (written.length === 0) throw staleSlide();
  if (changes.content !== undefined) await dropStaleCitations(ctx, slide.id, changes.content);
  await touchDeck(ctx, deck, now);
  return null;
}
