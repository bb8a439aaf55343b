import { randomUUID } from "node:crypto";
import { eq, schema, sql } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { imageLimits, imageMessages } from "./image-limits.ts";
import { prepareImage } from "./prepare-image.ts";
import { pruneUnusedImages } from "./prune-unused-images.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface UploadedImage {
  id: string;
  width: number;
  height: number;
}

/**
 * Lock the caller's deck and make sure it may take one more image: the founder's hourly allowance and the
 * deck's cap, counted in the database so every server agrees. A full deck first sheds the images its
 * slides no longer show.
 */
async function lockDeckWithRoom(ctx: FunctionContext, deckId: string, ownerId: string, now: number) {
  const deck = await requireOwnedDeck(ctx, deckId);
  const [counts] = await ctx.db
    .select({
      inDeck: sql<number>`count(*) filter (where ${schema.images.deckId} = ${deck.id})::int`,
      lastHour: sql<number>`count(*) filter (where ${schema.images.createdAt} > ${now - HOUR_MS})::int`,
    })
    .from(schema.images)
    .where(eq(schema.images.ownerId, ownerId));
  if ((counts?.lastHour ?? 0) >= imageLimits.maxPerHour) {
    throw new AppError("RATE_LIMITED", imageMessages.tooOften);
  }
  const inDeck = counts?.inDeck ?? 0;
  if (inDeck >= imageLimits.maxPerDeck) {
    const pruned = await pruneUnusedImages(ctx, deck.id, now - HOUR_MS);
    if (inDeck - pruned >= imageLimits.maxPerDeck)
      throw new AppError("INVALID_INPUT", imageMessages.deckFull);
  }
  return deck;
}

/**
 * Store an image for one of the caller's decks. Ownership and allowance are checked before the costly
 * re-encoding, and again under the deck's lock when inserting: the deck may have been deleted, or filled by
 * another tab, meanwhile. Nothing is stored unless every check passes.
 */
export async function uploadImage(
  ctx: FunctionContext,
  args: { deckId: string; bytes: Uint8Array },
): Promise<UploadedImage> {
  const user = requireUser(ctx);
  await ctx.transact((tx) => lockDeckWithRoom(tx, args.deckId, user.id, Date.now()));
  const image = await prepareImage(args.bytes);
  return ctx.transact(async (tx) => {
    const now = Date.now();
    const deck = await lockDeckWithRoom(tx, args.deckId, user.id, now);
    const id = randomUUID();
    await tx.db
      .insert(schema.images)
      .values({ id, ownerId: user.id, deckId: deck.id, ...image, createdAt: now });
    return { id, width: image.width, height: image.height };
  });
}
