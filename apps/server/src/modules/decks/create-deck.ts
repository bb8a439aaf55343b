import { randomUUID } from "node:crypto";
import { schema } from "@pds/db";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";

export const DEFAULT_DECK_TITLE = "My Pitch Deck";

/** Create an empty deck owned by the caller; a blank title becomes "My Pitch Deck". */
export async function createDeck(ctx: FunctionContext, args: { title: string }): Promise<string> {
  const user = requireUser(ctx);
  const id = randomUUID();
  const now = Date.now();
  await ctx.db.insert(schema.decks).values({
    id,
    ownerId: user.id,
    title: args.title.trim() || DEFAULT_DECK_TITLE,
    createdAt: now,
    updatedAt: now,
  });
  ctx.publish(topics.userDecks(user.id));
  return id;
}
