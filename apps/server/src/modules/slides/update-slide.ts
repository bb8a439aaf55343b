import { isDeepStrictEqual } from "node:util";
import type { SlideBody } from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { nextSlideVersion, requireOwnedSlide, staleSlide, touchDeck } from "../decks/owned-deck.ts";
import { bodyColumns, rowBody } from "../decks/slide-body.ts";
import { assertDeckImages } from "../images/deck-images.ts";
import { dropStaleCitations } from "../sources/drop-stale-citations.ts";

interface UpdateSlideArgs {
  slideId: string;
  title?: string;
  content?: string;
  notes?: string;
  body?: SlideBody;
  expectedVersion?: number;
}

type Changes = Partial<{ title: string; content: string; notes: string; layout: string; fields: unknown }>;

/**
 * Change only the fields given; a call with nothing to change changes nothing. New content drops the
 * citations whose claims it no longer contains (this is also how copilot edits reach the slide).
 * With `expectedVersion`, a save from an older copy is refused whole (CONFLICT): the editor then shows
 * both versions, rather than this guessing whether the founder's title still fits the other tab's narrative.
 * A new `body` changes the layout and/or its fields (`content` is then written from the fields); new
 * `content` alone on a slide of another layout turns it into bullets of that text, so no text is lost.
 */
export async function updateSlide(ctx: FunctionContext, args: UpdateSlideArgs): Promise<null> {
  const { slide, deck } = await requireOwnedSlide(ctx, args.slideId);
  if (args.expectedVersion !== undefined && args.expectedVersion !== slide.version) throw staleSlide();
  const current = rowBody(slide);
  // The slide's own content sent back (an editor saving the whole slide) is no new text: the layout stays.
  const newContent = args.content !== undefined && args.content !== slide.content;
  const body = args.body ?? (newContent ? { layout: "bullets" as const, fields: {} } : current);
  if (args.body) await assertDeckImages(ctx, deck.id, args.body);
  const next = bodyColumns(body, args.content ?? slide.content);
  const changes: Changes = {};
  if (args.title !== undefined && args.title !== slide.title) changes.title = args.title;
  if (next.content !== slide.content) changes.content = next.content;
  if (args.notes !== undefined && args.notes !== slide.notes) changes.notes = args.notes;
  if (body.layout !== current.layout) changes.layout = body.layout;
  if (!isDeepStrictEqual(body.fields, current.fields)) changes.fields = body.fields;
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
