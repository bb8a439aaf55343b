import { randomUUID } from "node:crypto";
import { withoutImages, type SlideBody, type ThemeId } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { createDeck } from "./create-deck.ts";
import { bodyColumns } from "./slide-body.ts";

interface RestoreArgs {
  title: string;
  theme?: ThemeId;
  slides: Array<{ title: string; content: string; notes: string; body?: SlideBody }>;
}

/**
 * Recreate a deck and its slides in one transaction (the mutation's), so it is all-or-nothing. Images went
 * with the deleted deck, so the restored slides keep their layouts without them.
 */
export async function restoreDeck(ctx: FunctionContext, args: RestoreArgs): Promise<string> {
  const deckId = await createDeck(ctx, { title: args.title });
  const now = Date.now();
  if (args.theme)
    await ctx.db.update(schema.decks).set({ theme: args.theme }).where(eq(schema.decks.id, deckId));
  if (args.slides.length > 0) {
    await ctx.db.insert(schema.slides).values(
      args.slides.map((slide, position) => ({
        id: randomUUID(),
        deckId,
        position,
        title: slide.title,
        ...bodyColumns(withoutImages(slide.body ?? { layout: "bullets", fields: {} }), slide.content),
        notes: slide.notes,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return deckId;
}
