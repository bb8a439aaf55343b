import { randomUUID } from "node:crypto";
import { sharingLimits } from "@pds/contracts";
import { count, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { requireOwnedDeck } from "../decks/owned-deck.ts";
import { datedName, saveVersion } from "../versions/deck-snapshot.ts";
import { hashPasscode, newToken } from "./share-secrets.ts";

interface CreateShareLinkArgs {
  deckId: string;
  label: string;
  requireEmail: boolean;
  passcode: string | null;
  expiresAt: number | null;
  allowDownload: boolean;
}

/**
 * A link for one recipient: the deck is frozen as a version named after them and the day, and the link
 * shows that version, so later edits do not change what the investor sees until the founder moves it.
 */
export async function createShareLink(
  ctx: FunctionContext,
  args: CreateShareLinkArgs,
): Promise<{ linkId: string; token: string }> {
  const now = Date.now();
  const deck = await requireOwnedDeck(ctx, args.deckId);
  if (args.expiresAt !== null && args.expiresAt <= now) {
    throw new AppError("INVALID_INPUT", "Pick an expiry date in the future.");
  }
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(schema.shareLinks)
    .where(eq(schema.shareLinks.deckId, deck.id));
  if (total >= sharingLimits.linksPerDeckMax) {
    throw new AppError(
      "RATE_LIMITED",
      `A deck can have at most ${sharingLimits.linksPerDeckMax} share links.`,
    );
  }
  const label = args.label.trim();
  const versionId = await saveVersion(ctx, deck, datedName(label, now), "share", now);
  const linkId = randomUUID();
  const token = newToken();
  await ctx.db.insert(schema.shareLinks).values({
    id: linkId,
    deckId: deck.id,
    ownerId: deck.ownerId,
    versionId,
    label,
    token,
    requireEmail: args.requireEmail,
    passcodeHash: args.passcode === null ? null : await hashPasscode(args.passcode),
    allowDownload: args.allowDownload,
    expiresAt: args.expiresAt,
    revokedAt: null,
    createdAt: now,
  });
  ctx.publish(topics.deckSharing(deck.id));
  return { linkId, token };
}
