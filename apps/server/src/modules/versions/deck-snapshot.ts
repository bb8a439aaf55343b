import { randomUUID } from "node:crypto";
import { sharingLimits, themeFor, type DeckSnapshot, type VersionKind } from "@pds/contracts";
import { and, asc, count, eq, notExists, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { listSlides } from "../decks/owned-deck.ts";
import { rowBody, rowSection } from "../decks/slide-body.ts";
import { listDeckSources } from "../sources/deck-sources.ts";

type DeckRow = typeof schema.decks.$inferSelect;
export type VersionRow = typeof schema.deckVersions.$inferSelect;

/** The deck as it is now: title, theme, slides in order (with their ids) and sources with their markers. */
export async function snapshotDeck(ctx: FunctionContext, deck: DeckRow): Promise<DeckSnapshot> {
  const [slides, sources] = await Promise.all([listSlides(ctx, deck.id), listDeckSources(ctx, deck.id)]);
  return {
    title: deck.title,
    theme: themeFor(deck.theme).id,
    slides: slides.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      notes: row.notes,
      section: rowSection(row),
      ...rowBody(row),
    })),
    sources: sources.map((row, index) => ({
      marker: index + 1,
      title: row.title,
      url: row.url,
      quote: row.quote,
    })),
  };
}

/** A stored version's snapshot (written only by `saveVersion`, from `snapshotDeck`). */
export const snapshotOf = (row: VersionRow) => row.snapshot as DeckSnapshot;

/**
 * Make room for one more version: a deck keeps at most `versionsPerDeckMax`; the oldest one no share link
 * points at and no viewer saw goes (its views keep their analytics). When every version is kept, nothing is dropped and the new one is refused.
 */
async function makeRoom(ctx: FunctionContext, deckId: string) {
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(schema.deckVersions)
    .where(eq(schema.deckVersions.deckId, deckId));
  if (total < sharingLimits.versionsPerDeckMax) return;
  const [oldest] = await ctx.db
    .select({ id: schema.deckVersions.id })
    .from(schema.deckVersions)
    .where(
      and(
        eq(schema.deckVersions.deckId, deckId),
        notExists(
          ctx.db
            .select({ id: schema.shareLinks.id })
            .from(schema.shareLinks)
            .where(eq(schema.shareLinks.versionId, schema.deckVersions.id)),
        ),
        notExists(
          ctx.db
            .select({ id: schema.shareViews.id })
            .from(schema.shareViews)
            .where(eq(schema.shareViews.versionId, schema.deckVersions.id)),
        ),
      ),
    )
    .orderBy(asc(schema.deckVersions.createdAt))
    .limit(1);
  if (!oldest) {
    throw new AppError(
      "RATE_LIMITED",
      `A deck keeps at most ${sharingLimits.versionsPerDeckMax} versions, and every one is shared. Revoke an old link first.`,
    );
  }
  await ctx.db.delete(schema.deckVersions).where(eq(schema.deckVersions.id, oldest.id));
}

/**
 * Freeze the deck (the caller holds its lock) as a new version; returns its id. `snapshot` is the deck
 * as it was earlier (the copilot saves what its edits replaced); by default it is the deck now.
 */
export async function saveVersion(
  ctx: FunctionContext,
  deck: DeckRow,
  name: string,
  kind: VersionKind,
  now = Date.now(),
  extra: { snapshot?: DeckSnapshot; messageId?: string } = {},
): Promise<string> {
  await makeRoom(ctx, deck.id);
  const snapshot = extra.snapshot ?? (await snapshotDeck(ctx, deck));
  const id = randomUUID();
  await ctx.db.insert(schema.deckVersions).values({
    id,
    deckId: deck.id,
    ownerId: deck.ownerId,
    name,
    kind,
    messageId: extra.messageId ?? null,
    slideCount: snapshot.slides.length,
    snapshot,
    createdAt: now,
  });
  ctx.publish(topics.deckSharing(deck.id));
  return id;
}

/** "Sequoia — Alfred, 3 Mar": a share link's version is named after its recipient and the day. */
export function datedName(label: string, now: number): string {
  const day = new Date(now).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  return `Sent to ${label}, ${day}`.slice(0, sharingLimits.versionNameMax);
}

/** 'Before the copilot: "make the problem slide punchier"' (the request, shortened to fit). */
export function copilotVersionName(request: string): string {
  const prefix = "Before the copilot: ";
  const room = sharingLimits.versionNameMax - prefix.length - 2;
  const text = request.replace(/\s+/gu, " ").trim();
  return `${prefix}"${text.length > room ? `${text.slice(0, room - 1)}…` : text}"`;
}
