import { themeFor, type Deck } from "@pds/contracts";
import { and, asc, eq, schema, sql } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";

type DeckRow = typeof schema.decks.$inferSelect;
type SlideRow = typeof schema.slides.$inferSelect;

/** NOT_FOUND tells an editor holding a vanished deck to recreate it; the message is the spec's wording. */
export const deckNotFound = () => new AppError("NOT_FOUND", "Deck not found (nonexistent document).");
export const slideNotFound = () => new AppError("NOT_FOUND", "Slide not found (nonexistent document).");

export const toDeck = (row: DeckRow): Deck => ({
  _id: row.id,
  title: row.title,
  version: row.version,
  theme: themeFor(row.theme).id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export { toSlide } from "./slide-body.ts";

/**
 * `set` values for every write to a slide's title, content or notes, whoever makes it (editor, copilot,
 * research): the next version, so a tab saving from an older copy is refused instead of reverting it.
 * Position changes (reorder, insert, delete) leave it alone: they cannot lose text, and bumping them would
 * make every reorder look like a conflicting edit to a tab that is typing.
 */
export const nextSlideVersion = () => ({ version: sql<number>`${schema.slides.version} + 1` });

/** The same for a deck's own fields (its title); slide edits only touch `updatedAt`, not the deck's version. */
export const nextDeckVersion = () => ({ version: sql<number>`${schema.decks.version} + 1` });

/** A save made from an older copy than the row now holds; nothing was written. */
export const staleSlide = () =>
  new AppError(
    "CONFLICT",
    "This slide changed in another tab or by the copilot since you opened it. Nothing was saved; reload it and try again.",
  );
export const staleDeck = () =>
  new AppError(
    "CONFLICT",
    "This deck was renamed in another tab since you opened it. Nothing was saved; reload it and try again.",
  );

/** PostgreSQL text cannot hold NUL; an id containing one cannot exist, so it is simply not found. */
const storable = (id: string) => !id.includes("\u0000");

/** The caller's deck, or null when it does not exist or belongs to someone else (indistinguishable). */
export async function findOwnedDeck(ctx: FunctionContext, deckId: string): Promise<DeckRow | null> {
  const user = requireUser(ctx);
  if (!storable(deckId)) return null;
  const [row] = await ctx.db
    .select()
    .from(schema.decks)
    .where(and(eq(schema.decks.id, deckId), eq(schema.decks.ownerId, user.id)));
  return row ?? null;
}

/**
 * The caller's deck for a change, row-locked until the transaction ends: every change to a deck's slides
 * takes this lock first, so concurrent edits (two tabs, the copilot) cannot interleave their positions.
 */
export async function requireOwnedDeck(ctx: FunctionContext, deckId: string): Promise<DeckRow> {
  const user = requireUser(ctx);
  if (!storable(deckId)) throw deckNotFound();
  const [deck] = await ctx.db
    .select()
    .from(schema.decks)
    .where(and(eq(schema.decks.id, deckId), eq(schema.decks.ownerId, user.id)))
    .for("update");
  if (!deck) throw deckNotFound();
  return deck;
}

/** The caller's slide with its deck (locked as in `requireOwnedDeck`); someone else's slide is "not found". */
export async function requireOwnedSlide(ctx: FunctionContext, slideId: string) {
  const user = requireUser(ctx);
  if (!storable(slideId)) throw slideNotFound();
  const [found] = await ctx.db
    .select({ deckId: schema.slides.deckId })
    .from(schema.slides)
    .innerJoin(schema.decks, eq(schema.slides.deckId, schema.decks.id))
    .where(and(eq(schema.slides.id, slideId), eq(schema.decks.ownerId, user.id)));
  if (!found) throw slideNotFound();
  const deck = await requireOwnedDeck(ctx, found.deckId);
  // Read the slide again under the deck lock: its position may have moved while we waited.
  const [slide] = await ctx.db.select().from(schema.slides).where(eq(schema.slides.id, slideId));
  if (!slide) throw slideNotFound();
  return { slide, deck };
}

export async function listSlides(ctx: FunctionContext, deckId: string): Promise<SlideRow[]> {
  return ctx.db
    .select()
    .from(schema.slides)
    .where(eq(schema.slides.deckId, deckId))
    .orderBy(asc(schema.slides.position), asc(schema.slides.createdAt));
}

/** Record that a deck changed: bump its updated time and tell its viewers and the owner's deck list. */
export async function touchDeck(
  ctx: FunctionContext,
  deck: Pick<DeckRow, "id" | "ownerId">,
  now = Date.now(),
) {
  await ctx.db.update(schema.decks).set({ updatedAt: now }).where(eq(schema.decks.id, deck.id));
  ctx.publish(topics.deck(deck.id));
  ctx.publish(topics.userDecks(deck.ownerId));
}
