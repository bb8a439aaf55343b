import type { DeckVersionWithSnapshot } from "@pds/contracts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { snapshotOf } from "./deck-snapshot.ts";
import { findOwnedVersion, toVersion } from "./owned-version.ts";

/** A version with everything it froze (to show, diff or restore it); null for someone else's. */
export async function getVersion(
  ctx: FunctionContext,
  args: { versionId: string },
): Promise<DeckVersionWithSnapshot | null> {
  const row = await findOwnedVersion(ctx, args.versionId);
  if (!row) return null;
  ctx.track(topics.deckSharing(row.deckId));
  return { ...toVersion(row), snapshot: snapshotOf(row) };
}
