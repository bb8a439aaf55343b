import { eq, inArray, schema } from "@pds/db";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { listSlides, nextDeckVersion, requireOwnedDeck, touchDeck } from "../decks/owned-deck.ts";
import { bodyColumns } from "../decks/slide-body.ts";
import { saveVersion, snapshotOf } from "./deck-snapshot.ts";
import { findOwnedVersion, versionNotFound } from "./owned-version.ts";

/**
 * Put the deck back as the version froze it: title, theme and slides (each with its old id, so links and
 * citations to it still work; slides added since go; its images are there, since pruning keeps every
 * image a version shows). What it replaces is saved as a "restore" version
 * first, so a restore can itself be undone. Sources are kept as they are.
 */
export async function restoreVersion(ctx: FunctionContext, args: { versionId: string }): Promise<null> {
  const version = await findOwnedVersion(ctx, args.versionId);
  if (!version) throw versionNotFound();
  const deck = await requireOwnedDeck(ctx, version.deckId);
  const snapshot = snapshotOf(version);
  const now = Date.now();
  await saveVersion(ctx, deck, `Before restoring "${version.name}"`.slice(0, 120), "restore", now);

  const current = new Map((await listSlides(ctx, deck.id)).map((slide) => [slide.id, slide]));
  const keep = new Set(snapshot.slides.map((slide) => slide.id));
  const gone = [...current.keys()].filter((id) => !keep.has(id));
  if (gone.length > 0) await ctx.db.delete(schema.slides).where(inArray(schema.slides.id, gone));
  for (const [position, slide] of snapshot.slides.entries()) {
    const columns = {
      title: slide.title,
      notes: slide.notes,
      section: slide.section ?? null,
      ...bodyColumns(slide, slide.content),
      position,
    };
    const existing = current.get(slide.id);
    if (existing) {
      await ctx.db
        .update(schema.slides)
        .set({ ...columns, version: existing.version + 1, updatedAt: now })
        .where(eq(schema.slides.id, slide.id));
    } else {
      await ctx.db
        .insert(schema.slides)
        .values({ id: slide.id, deckId: deck.id, ...columns, createdAt: now, updatedAt: now });
    }
  }
  await ctx.db
    .update(schema.decks)
    .set({ title: snapshot.title, theme: snapshot.theme, ...nextDeckVersion() })
    .where(eq(schema.decks.id, deck.id));
  await touchDeck(ctx, deck, now);
  ctx.publish(topics.deckResearch(deck.id));
  return null;
}
