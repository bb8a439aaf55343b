import type { AiEngine, FetchPage, SearchProvider } from "@pds/ai";
import type { Database, Tx } from "@pds/db";
import type { SessionUser } from "../auth/create-auth.ts";
import type { Logger } from "../lib/logger.ts";
import { unauthorized } from "../lib/app-error.ts";

/** Long-lived collaborators operations may use (the AI engine, limits). */
export interface Services {
  /** The server's default engine (AI_PROVIDER); a user's own model comes from `models` (userEngine). */
  ai: AiEngine;
  /** Users' own connected models: their sealed keys, and one engine per user built on demand. */
  models: UserModelService;
  /** Deck drafts a user may start per rolling hour. */
  generationsPerHour: number;
  research: ResearchServices;
  voice: VoiceServices;
}

/** Users' own connected models (implemented by modules/settings/user-models.ts). */
export interface UserModelService {
  readonly keys: { seal(plain: string): string };
  /** Model servers on private or loopback addresses may be used (a personal install). */
  readonly allowPrivateBaseUrl: boolean;
  /** The user's saved model with the key unsealed (server side only), or null. */
  saved(
    db: Database | Tx,
    userId: string,
  ): Promise<{ provider: string; model: string; baseUrl: string | null; apiKey: string | null } | null>;
  /** The user's engine, or `fallback` (the server's default) when they connected none. */
  engineFor(db: Database | Tx, userId: string, fallback: AiEngine): Promise<AiEngine>;
  forget(userId: string): void;
}

/** Voice practice: the caps per user, and the assistant the optional Vapi adapter starts. */
export interface VoiceServices {
  /** Practice sessions a user may have open at once. */
  maxConcurrent: number;
  /** Minutes of founder speech (and Vapi calls) per rolling day. */
  minutesPerDay: number;
  vapi: {
    modelProvider: string;
    model: string;
    voiceProvider: string;
    voiceId: string;
    transcriberProvider: string;
    transcriberModel: string;
  };
}

/** Web research: the search vendor (null when none is configured) and the SSRF-guarded page fetcher. */
export interface ResearchServices {
  search: SearchProvider | null;
  fetchPage: FetchPage;
}

/** What an operation sees: the database (a transaction for mutations), the caller, and topic bookkeeping. */
export interface FunctionContext {
  db: Database | Tx;
  user: SessionUser | null;
  log: Logger;
  /** A query declares what it read, e.g. `deck:<id>`; a change to that topic re-runs it. */
  track(topic: string): void;
  /** A mutation declares what it changed; published after commit (actions: at once). */
  publish(topic: string): void;
  services: Services;
  /**
   * Run writes atomically. Inside a mutation this is the mutation's own transaction; inside an action
   * it opens one, and what it publishes goes out when it commits (so long actions show progress).
   */
  transact<T>(work: (ctx: FunctionContext) => Promise<T>): Promise<T>;
}

export function requireUser(ctx: FunctionContext): SessionUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

export const topics = {
  userDecks: (userId: string) => `user:${userId}:decks`,
  userVoice: (userId: string) => `user:${userId}:voice`,
  deck: (deckId: string) => `deck:${deckId}`,
  deckMessages: (deckId: string) => `deck:${deckId}:messages`,
  /** A deck's sources, citations and research runs. */
  deckResearch: (deckId: string) => `deck:${deckId}:research`,
  /** A deck's versions, share links and their views. */
  deckSharing: (deckId: string) => `deck:${deckId}:sharing`,
  /** Views of any of the user's shared decks (the dashboard's per-deck figures). */
  userSharing: (userId: string) => `user:${userId}:sharing`,
};
