import { and, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { imageMessages } from "./image-limits.ts";

export interface StoredImage {
  mime: string;
  bytes: Uint8Array;
}

/**
 * An image of one of the caller's decks. Someone else's image and a missing one are the same NOT_FOUND,
 * so an id reveals nothing. Ownership is the deck's (a deck handed to another user takes its images along).
 */
export async function getImage(ctx: FunctionContext, imageId: string): Promise<StoredImage> {
  const user = requireUser(ctx);
  const notFound = new AppError("NOT_FOUND", imageMessages.notFound);
  // PostgreSQL text cannot hold NUL: such an id cannot exist.
  if (imageId.includes("\u0000")) throw notFound;
  const [row] = await ctx.db
    .select({ mime: schema.images.mime, bytes: schema.images.bytes })
    .from(schema.images)
    .innerJoin(schema.decks, eq(schema.images.deckId, schema.decks.id))
    .where(and(eq(schema.images.id, imageId), eq(schema.decks.ownerId, user.id)));
  if (!row) throw notFound;
  return row;
}
