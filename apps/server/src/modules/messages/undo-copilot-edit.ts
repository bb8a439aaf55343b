import { and, eq, inArray, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { listSlides, requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";

const NOT_FOUND = "That copilot message is not in your decks.";

/**
 * Reverts exactly one copilot reply's edits: the slides it added go, the slides it changed or deleted come
 * back as they were (the ones it deleted with their old id, so links to them work again; a slide it changed
 * that the founder deleted since stays deleted), the order it changed is
 * put back for the slides that still exist, and the deck's title and theme if it changed them. Edits made
 * after it to other slides stay. A reply can be undone once.
 */
export async function undoCopilotEdit(ctx: FunctionContext, args: { messageId: string }): Promise<null> {
  const [message] = await ctx.db.select().from(schema.messages).where(eq(schema.messages.id, args.messageId));
  if (!message) throw new AppError("NOT_FOUND", NOT_FOUND);
  const deck = await requireOwnedDeck(ctx, message.deckId).catch(() => {
    throw new AppError("NOT_FOUND", NOT_FOUND);
  });
  const record = message.undo;
  if (!record) throw new AppError("INVALID_INPUT", "That message made no changes to undo.");
  if (message.undoneAt !== null) throw new AppError("CONFLICT", "Those changes were already undone.");

  const now = Date.now();
  if (record.created.length > 0) {
    await ctx.db
      .delete(schema.slides)
      .where(and(eq(schema.slides.deckId, deck.id), inArray(schema.slides.id, record.created)));
  }
  const existing = new Map((await listSlides(ctx, deck.id)).map((slide) => [slide.id, slide]));
  for (const before of record.before) {
    const columns = {
      title: before.title,
      content: before.content,
      notes: before.notes,
      layout: before.layout,
      fields: before.fields,
      ...(before.section !== undefined ? { section: before.section } : {}),
      updatedAt: now,
    };
    const current = existing.get(before.id);
    if (current) {
      await ctx.db
        .update(schema.slides)
        .set({ ...columns, version: current.version + 1 })
        .where(eq(schema.slides.id, before.id));
    } else if (record.deleted?.includes(before.id) ?? true) {
      await ctx.db
        .insert(schema.slides)
        .values({ id: before.id, deckId: deck.id, position: existing.size, ...columns, createdAt: now });
    }
  }
  // The old order for the slides that are there now; slides added since keep their place after them.
  const present = new Set((await listSlides(ctx, deck.id)).map((slide) => slide.id));
  const ordered = [
    ...record.order.filter((id) => present.has(id)),
    ...[...present].filter((id) => !record.order.includes(id)),
  ];
  for (const [position, id] of ordered.entries()) {
    await ctx.db.update(schema.slides).set({ position }).where(eq(schema.slides.id, id));
  }
  if (record.deck) {
    await ctx.db
      .update(schema.decks)
      .set({ title: record.deck.title, theme: record.deck.theme })
      .where(eq(schema.decks.id, deck.id));
  }
  await ctx.db.update(schema.messages).set({ undoneAt: now }).where(eq(schema.messages.id, message.id));
  await touchDeck(ctx, deck, now);
  ctx.publish(topics.deckMessages(deck.id));
  return null;
}
