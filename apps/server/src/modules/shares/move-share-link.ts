import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { datedName, saveVersion } from "../versions/deck-snapshot.ts";
import { linkStatus, requireOwnedLink } from "./owned-link.ts";

/** Point the link at the deck as it is now (a new version), so the investor sees the latest edits. */
export async function moveShareLinkToLatest(ctx: FunctionContext, args: { linkId: string }): Promise<null> {
  const link = await requireOwnedLink(ctx, args.linkId);
  if (linkStatus(link) === "revoked")
    throw new AppError("CONFLICT", "That link was revoked; create a new one.");
  const deck = await requireOwnedDeck(ctx, link.deckId);
  const now = Date.now();
  const versionId = await saveVersion(ctx, deck, datedName(link.label, now), "share", now);
  await ctx.db.update(schema.shareLinks).set({ versionId }).where(eq(schema.shareLinks.id, link.id));
  ctx.publish(topics.deckSharing(link.deckId));
  return null;
}
