import type { SharePreview } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import type { FunctionContext } from "../../functions/context.ts";
import { snapshotOf } from "../versions/deck-snapshot.ts";
import { findLink, sharedDeck } from "./open-share.ts";
import { linkStatus } from "./owned-link.ts";

/**
 * The first slide of an open link that asks nothing (no email, no passcode), for the viewer page's HTML:
 * an investor's phone paints it before the app's script has loaded. Null for a link that is unknown,
 * revoked, expired or gated — those pages carry no deck content at all. No view is counted: a link
 * preview bot that fetches the page is not a reader; the page's script opens the view as before.
 */
export async function getSharePreview(ctx: FunctionContext, token: string): Promise<SharePreview | null> {
  const link = await findLink(ctx, token);
  if (!link || linkStatus(link) !== "open" || link.requireEmail || link.passcodeHash !== null) return null;
  const [version] = await ctx.db
    .select()
    .from(schema.deckVersions)
    .where(eq(schema.deckVersions.id, link.versionId));
  if (!version) return null;
  const deck = sharedDeck(snapshotOf(version));
  const [slide] = deck.slides;
  if (!slide) return null;
  return {
    title: deck.title,
    theme: deck.theme,
    slideCount: deck.slides.length,
    allowDownload: link.allowDownload,
    slide,
  };
}
