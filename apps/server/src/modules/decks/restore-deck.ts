import { randomUUID } from "node:crypto";
import { schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { createDeck } from "./create-deck.ts";

interface RestoreArgs {
  title: string;
  slides: Array<{ title: string; content: string; notes: string }>;
}

/** Recreate a deck and its slides in one transaction (the mutation's), so it is all-or-nothing. */
export async function restoreDeck(ctx: FunctionContext, args: RestoreArgs): Promise<string> {
  const deckId = await createDeck(ctx, { title: args.title });
  const now = Date.now();
  if (args.slides.length > 0) {
    await ctx.db.insert(schema.slides).values(
      args.slides.map((slide, position) => ({
        id: randomUUID(),
        deckId,
        position,
        title: slide.title,
        content: slide.content,
        notes: slide.notes,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return deckId;
}
