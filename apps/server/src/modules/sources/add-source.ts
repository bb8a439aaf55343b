import { randomUUID } from "node:crypto";
import { PageFetchError, tidyText, type FetchedPage } from "@pds/ai";
import { schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import { deckNotFound, findOwnedDeck, requireOwnedDeck } from "../decks/owned-deck.ts";
import { nextCreatedAt, quoteFor, SOURCE_CONTENT_MAX } from "./deck-sources.ts";

type AddSourceArgs =
  { deckId: string; title: string; text: string; url?: string } | { deckId: string; url: string };

/** The founder's message for a page that could not be used; nothing is stored. */
export function fetchFailure(error: unknown): AppError {
  if (error instanceof PageFetchError) {
    const invalid =
      error.code === "invalid_url" || error.code === "blocked_address" || error.code === "unsupported_type";
    return new AppError(
      invalid ? "INVALID_INPUT" : "UPSTREAM_FAILED",
      `Could not add that page: ${error.message}`,
    );
  }
  return new AppError("UPSTREAM_FAILED", "Could not add that page: it could not be fetched.");
}

function optionalWebAddress(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
  } catch {
    // fall through
  }
  throw new AppError("INVALID_INPUT", "The link must be an http or https address.");
}

/**
 * Add a founder source to a deck: pasted text (kept as written), or a URL fetched through the SSRF-guarded
 * fetcher. Works with no search provider. Returns the new source's id.
 */
export async function addSource(ctx: FunctionContext, args: AddSourceArgs): Promise<string> {
  const user = requireUser(ctx);
  if (!(await findOwnedDeck(ctx, args.deckId))) throw deckNotFound();
  const id = randomUUID();
  let row: { kind: "url" | "pasted"; url: string | null; title: string; content: string };
  if ("text" in args) {
    row = {
      kind: "pasted",
      url: optionalWebAddress(args.url),
      title: args.title.trim(),
      content: args.text.trim(),
    };
  } else {
    let page: FetchedPage;
    try {
      page = await ctx.services.research.fetchPage(args.url);
    } catch (error) {
      ctx.log.info("founder source fetch failed", { error, deckId: args.deckId });
      throw fetchFailure(error);
    }
    row = { kind: "url", url: page.url, title: page.title.slice(0, 200), content: page.text };
  }
  const content = tidyText(row.content).slice(0, SOURCE_CONTENT_MAX);
  await ctx.transact(async (tx) => {
    const deck = await requireOwnedDeck(tx, args.deckId);
    const now = nextCreatedAt();
    await tx.db.insert(schema.sources).values({
      id,
      deckId: deck.id,
      ownerId: user.id,
      kind: row.kind,
      url: row.url,
      title: row.title,
      quote: quoteFor(id, content),
      content,
      runId: null,
      fetchedAt: now,
      createdAt: now,
    });
    tx.publish(topics.deckResearch(deck.id));
  });
  return id;
}
