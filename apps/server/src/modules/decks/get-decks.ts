import { themeFor, type Deck } from "@pds/contracts";
import { desc, eq, schema } from "@pds/db";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";

/** The caller's decks, most recently updated first. */
export async function getDecks(ctx: FunctionContext): Promise<Deck[]> {
  const user = requireUser(ctx);
  ctx.track(topics.userDecks(user.id));
  const rows = await ctx.db
    .select({
      _id: schema.decks.id,
      title: schema.decks.title,
      version: schema.decks.version,
      theme: schema.decks.theme,
      createdAt: schema.decks.createdAt,
      updatedAt: schema.decks.updatedAt,
    })
    .from(schema.decks)
    .where(eq(schema.decks.ownerId, user.id))
    .orderBy(desc(schema.decks.updatedAt));
  return rows.map((row) => ({ ...row, theme: themeFor(row.theme).id }));
}
