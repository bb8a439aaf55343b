import type { Message } from "@pds/contracts";
import { asc, eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck } from "../decks/owned-deck.ts";

/** The deck's copilot history, oldest first; empty for a deck the caller does not own. */
export async function getMessages(ctx: FunctionContext, args: { deckId: string }): Promise<Message[]> {
  ctx.track(topics.deckMessages(args.deckId));
  const deck = await findOwnedDeck(ctx, args.deckId);
  if (!deck) return [];
  const rows = await ctx.db
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.deckId, deck.id))
    .orderBy(asc(schema.messages.createdAt), asc(schema.messages.id));
  return rows.map((row) => ({
    _id: row.id,
    deckId: row.deckId,
    role: row.role,
    content: row.content,
    status: row.status,
    createdAt: row.createdAt,
    undo: row.undoneAt !== null ? "done" : row.undo ? "available" : null,
  }));
}
