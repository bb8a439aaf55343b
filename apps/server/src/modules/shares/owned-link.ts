import type { ShareLink } from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";

export type LinkRow = typeof schema.shareLinks.$inferSelect;

export const linkNotFound = () => new AppError("NOT_FOUND", "That share link is not in your decks.");

/** The caller's link, row-locked for a change; someone else's is "not found". */
export async function requireOwnedLink(ctx: FunctionContext, linkId: string): Promise<LinkRow> {
  const user = requireUser(ctx);
  if (linkId.includes("\u0000")) throw linkNotFound();
  const [row] = await ctx.db
    .select()
    .from(schema.shareLinks)
    .where(and(eq(schema.shareLinks.id, linkId), eq(schema.shareLinks.ownerId, user.id)))
    .for("update");
  if (!row) throw linkNotFound();
  return row;
}

export function toShareLink(
  row: LinkRow,
  versionName: string,
  stats: { views: number; lastViewedAt: number | null },
): ShareLink {
  return {
    _id: row.id,
    deckId: row.deckId,
    versionId: row.versionId,
    versionName,
    label: row.label,
    token: row.token,
    requireEmail: row.requireEmail,
    hasPasscode: row.passcodeHash !== null,
    allowDownload: row.allowDownload,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    views: stats.views,
    lastViewedAt: stats.lastViewedAt,
  };
}

/** Whether the link still opens: not revoked, not past its expiry. */
export function linkStatus(row: Pick<LinkRow, "revokedAt" | "expiresAt">, now = Date.now()) {
  if (row.revokedAt !== null) return "revoked" as const;
  if (row.expiresAt !== null && row.expiresAt <= now) return "expired" as const;
  return "open" as const;
}
