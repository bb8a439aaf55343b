import { randomUUID } from "node:crypto";
import { newSlideDefaults, type DeckSection, type SlideBody } from "@pds/contracts";
import { and, eq, schema, sql } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { listSlides, requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";
import { bodyColumns } from "../decks/slide-body.ts";
import { assertDeckImages } from "../images/deck-images.ts";

interface CreateSlideArgs {
  deckId: string;
  title?: string;
  content?: string;
  notes?: string;
  body?: SlideBody;
  position?: number;
  /** The deck section a draft or the copilot wrote it for. */
  section?: DeckSection | null;
}

/**
 * Add a slide (appended, or inserted at `position`); blank fields get "New Slide N" and the edit hint.
 * Without a body the slide is "bullets"; a body's images must belong to this deck.
 */
export async function createSlide(ctx: FunctionContext, args: CreateSlideArgs): Promise<string> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const body = args.body ?? { layout: "bullets", fields: {} };
  await assertDeckImages(ctx, deck.id, body);
  const existing = await listSlides(ctx, deck.id);
  const position = Math.min(args.position ?? existing.length, existing.length);
  if (position < existing.length) {
    await ctx.db
      .update(schema.slides)
      .set({ position: sql`${schema.slides.position} + 1` })
      .where(and(eq(schema.slides.deckId, deck.id), sql`${schema.slides.position} >= ${position}`));
  }
  const id = randomUUID();
  const now = Date.now();
  await ctx.db.insert(schema.slides).values({
    id,
    deckId: deck.id,
    position,
    title: args.title?.trim() || newSlideDefaults.title(existing.length + 1),
    ...bodyColumns(body, args.content?.trim() ? args.content : newSlideDefaults.content),
    notes: args.notes ?? "",
    section: args.section ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await touchDeck(ctx, deck, now);
  return id;
}
