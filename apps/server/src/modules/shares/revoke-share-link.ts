import { eq, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { requireOwnedLink } from "./owned-link.ts";

/** The link stops opening at once: its page and its events are refused from now on. Revoking twice is fine. */
export async function revokeShareLink(ctx: FunctionContext, args: { linkId: string }): Promise<null> {
  const link = await requireOwnedLink(ctx, args.linkId);
  if (link.revokedAt !== null) return null;
  await ctx.db
    .update(schema.shareLinks)
    .set({ revokedAt: Date.now() })
    .where(eq(schema.shareLinks.id, link.id));
  ctx.publish(topics.deckSharing(link.deckId));
  ctx.publish(topics.userSharing(link.ownerId));
  return null;
}
