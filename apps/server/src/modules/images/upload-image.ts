import { randomUUID } from "node:crypto";
import { eq, schema, sql } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { deckNotFound, findOwnedDeck, requireOwnedDeck } from "../decks/owned-deck.ts";
import { imageLimits, imageMessages } from "./image-limits.ts";
import { prepareImage } from "./prepare-image.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface UploadedImage {
  id: string;
  width: number;
  height: number;
}

/** Refuse an upload past the deck's or the founder's allowance (counted in the database: every server agrees). */
async function assertRoomFor(ctx: FunctionContext, deckId: string, ownerId: string, now: number) {
  const [counts] = await ctx.db
    .select({
      inDeck: sql<number>`count(*) filter (where ${schema.images.deckId} = ${deckId})::int`,
      lastHour: sql<number>`count(*) filter (where ${schema.images.createdAt} > ${now - HOUR_MS})::int`,
    })
    .from(schema.images)
    .where(eq(schema.images.ownerId, ownerId));
  if ((counts?.inDeck ?? 0) >= imageLimits.maxPerDeck)
    throw new AppError("INVALID_INPUT", imageMessages.deckFull);
  if ((counts?.lastHour ?? 0) >= imageLimits.maxPerHour)
    throw new AppError("RATE_LIMITED", imageMessages.tooOften);
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
  if (!(await findOwnedDeck(ctx, args.deckId))) throw deckNotFound();
  await assertRoomFor(ctx, args.deckId, user.id, Date.now());
  const image = await prepareImage(args.bytes);
  return ctx.transact(async (tx) => {
    const deck = await requireOwnedDeck(tx, args.deckId);
    const now = Date.now();
    await assertRoomFor(tx, deck.id, user.id, now);
    const id = randomUUID();
    await tx.db
      .insert(schema.images)
      .values({ id, ownerId: user.id, deckId: deck.id, ...image, createdAt: now });
    return { id, width: image.width, height: image.height };
  });
}
