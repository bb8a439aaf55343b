import type { Database, Tx } from "@pds/db";
import type { SessionUser } from "../auth/create-auth.ts";
import type { Logger } from "../lib/logger.ts";
import { unauthorized } from "../lib/app-error.ts";

/** What an operation sees: the database (a transaction for mutations), the caller, and topic bookkeeping. */
export interface FunctionContext {
  db: Database | Tx;
  user: SessionUser | null;
  log: Logger;
  /** A query declares what it read, e.g. `deck:<id>`; a change to that topic re-runs it. */
  track(topic: string): void;
  /** A mutation declares what it changed; published after commit. */
  publish(topic: string): void;
}

export function requireUser(ctx: FunctionContext): SessionUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

export const topics = {
  userDecks: (userId: string) => `user:${userId}:decks`,
  userVoice: (userId: string) => `user:${userId}:voice`,
  deck: (deckId: string) => `deck:${deckId}`,
};
