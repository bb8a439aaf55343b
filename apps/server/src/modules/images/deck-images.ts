import { bodyImageIds, type SlideBody } from "@pds/contracts";
import { and, eq, inArray, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { AppError } from "../../lib/app-error.ts";

export const FOREIGN_IMAGE_MESSAGE = "That image is not part of this deck. Upload it again.";

/** A slide body may only show images uploaded to its own deck (by its owner); anything else is refused. */
export async function assertDeckImages(ctx: FunctionContext, deckId: string, body: SlideBody): Promise<void> {
  const ids = [...new Set(bodyImageIds(body))];
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: schema.images.id })
    .from(schema.images)
    .where(and(eq(schema.images.deckId, deckId), inArray(schema.images.id, ids)));
  if (found.length !== ids.length) throw new AppError("INVALID_INPUT", FOREIGN_IMAGE_MESSAGE);
}
