import type { Source } from "@pds/contracts";
import { asc, eq, schema } from "@pds/db";
import { extractFacts, QUOTE_MAX, tidyText } from "@pds/ai";
import type { FunctionContext } from "../../functions/context.ts";

export type SourceRow = typeof schema.sources.$inferSelect;

/** A deck's sources in creation order; a source's marker is its place in this list (1-based). */
export async function listDeckSources(ctx: FunctionContext, deckId: string): Promise<SourceRow[]> {
  return ctx.db
    .select()
    .from(schema.sources)
    .where(eq(schema.sources.deckId, deckId))
    .orderBy(asc(schema.sources.createdAt), asc(schema.sources.id));
}

export function markersOf(rows: readonly SourceRow[]): Map<string, number> {
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}

export const toSource = (row: SourceRow, marker: number): Source => ({
  _id: row.id,
  deckId: row.deckId,
  marker,
  kind: row.kind,
  url: row.url,
  title: row.title,
  quote: row.quote,
  fetchedAt: row.fetchedAt,
});

let lastStamp = 0;
/** Creation times strictly increase within this process, so markers follow the order sources were added. */
export function nextCreatedAt(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** Readable text kept per source (for finding facts later). */
export const SOURCE_CONTENT_MAX = 100_000;

/**
 * The passage a source is quoted by: its first market or competitor fact, or else its first sentence of
 * some substance — always text that appears in the source, at most QUOTE_MAX characters.
 */
export function quoteFor(id: string, text: string): string {
  const [fact] = extractFacts({ id, text }, 1);
  if (fact) return fact.quote;
  const tidy = tidyText(text);
  const passage = tidy.split(/\n\n/u).find((p) => p.length >= 40) ?? tidy.split(/\n\n/u)[0] ?? tidy;
  if (passage.length <= QUOTE_MAX) return passage;
  const cut = passage.slice(0, QUOTE_MAX - 1);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  if (sentenceEnd > 40) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).trimEnd()}…`;
}
