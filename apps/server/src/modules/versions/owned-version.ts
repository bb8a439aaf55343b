import type { DeckVersion } from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import type { VersionRow } from "./deck-snapshot.ts";

export const versionNotFound = () => new AppError("NOT_FOUND", "That version is not in your decks.");

/** The caller's version, or null when it does not exist or is someone else's (indistinguishable). */
export async function findOwnedVersion(ctx: FunctionContext, versionId: string): Promise<VersionRow | null> {
  const user = requireUser(ctx);
  if (versionId.includes("\u0000")) return null;
  const [row] = await ctx.db
    .select()
    .from(schema.deckVersions)
    .where(and(eq(schema.deckVersions.id, versionId), eq(schema.deckVersions.ownerId, user.id)));
  return row ?? null;
}

export const toVersion = (row: VersionRow): DeckVersion => ({
  _id: row.id,
  deckId: row.deckId,
  name: row.name,
  kind: row.kind,
  messageId: row.messageId,
  slideCount: row.slideCount,
  createdAt: row.createdAt,
});
