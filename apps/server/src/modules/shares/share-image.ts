import { bodyImageIds, type SlideBody } from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";
import type { StoredImage } from "../images/get-image.ts";
import { imageMessages } from "../images/image-limits.ts";
import { snapshotOf } from "../versions/deck-snapshot.ts";
import { assertViewOf } from "./record-share-events.ts";

/**
 * An image the link's version shows, for a viewer of that link: an image of another deck, of another
 * version, or one the version does not show is "not found" like any other.
 */
export async function getShareImage(
  ctx: FunctionContext,
  args: { token: string; viewToken: string; imageId: string },
): Promise<StoredImage> {
  const { link, versionId } = await assertViewOf(ctx, args.token, args.viewToken);
  const notFound = new AppError("NOT_FOUND", imageMessages.notFound);
  const [version] = await ctx.db
    .select()
    .from(schema.deckVersions)
    .where(eq(schema.deckVersions.id, versionId));
  if (!version) throw notFound;
  const shown = snapshotOf(version).slides.flatMap((slide) => bodyImageIds(slide as SlideBody));
  if (!shown.includes(args.imageId)) throw notFound;
  const [row] = await ctx.db
    .select({ mime: schema.images.mime, bytes: schema.images.bytes })
    .from(schema.images)
    .where(and(eq(schema.images.id, args.imageId), eq(schema.images.deckId, link.deckId)));
  if (!row) throw notFound;
  return row;
}
