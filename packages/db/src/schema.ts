import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { user } from "./schema-auth.ts";

const ms = (name: string) => bigint(name, { mode: "number" });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

// better-auth tables (field names are the ones its drizzle adapter expects).
export * from "./schema-auth.ts";

// Product tables. Timestamps are milliseconds since the epoch.
export const decks = pgTable(
  "decks",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Optimistic concurrency: bumped on every change to the deck's own fields (its title), not on slide edits. */
    version: integer("version").notNull().default(1),
    /** The slide theme id (contracts `themeIds`). */
    theme: text("theme").notNull().default("slate"),
    createdAt: ms("created_at").notNull(),
    updatedAt: ms("updated_at").notNull(),
  },
  (t) => [index("decks_owner_updated_idx").on(t.ownerId, t.updatedAt)],
);

export const slides = pgTable(
  "slides",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    notes: text("notes").notNull().default(""),
    /** The deck section it was written for (contracts `deckSections`); null for a slide added by hand. */
    section: text("section"),
    /** The layout (contracts `slideLayouts`); rows written before layouts existed are "bullets". */
    layout: text("layout").notNull().default("bullets"),
    /** The layout's typed fields (contracts `layoutFieldSchemas`); `{}` for "bullets". */
    fields: jsonb("fields").notNull().default({}),
    /** Optimistic concurrency: bumped on every write to title, content, notes or layout (by people, AI or research). */
    version: integer("version").notNull().default(1),
    createdAt: ms("created_at").notNull(),
    updatedAt: ms("updated_at").notNull(),
  },
  (t) => [index("slides_deck_position_idx").on(t.deckId, t.position)],
);

/**
 * Uploaded images (logo, screenshots, team photos), re-encoded by the server and kept in the database so
 * every app server can serve them; only the deck's owner reads them, and they go with the deck.
 */
export const images = pgTable(
  "images",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("images_deck_idx").on(t.deckId)],
);

export const briefs = pgTable("briefs", {
  deckId: text("deck_id")
    .primaryKey()
    .references(() => decks.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  startupName: text("startup_name").notNull(),
  overview: text("overview").notNull(),
  updatedAt: ms("updated_at").notNull(),
});

export const voiceConversations = pgTable(
  "voice_conversations",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    firmTag: text("firm_tag").notNull(),
    deckId: text("deck_id").references(() => decks.id, { onDelete: "set null" }),
    transcript: jsonb("transcript").notNull(),
    metrics: jsonb("metrics"),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("voice_owner_created_idx").on(t.ownerId, t.createdAt)],
);

/**
 * One row per applied client mutation, so a resend after reconnect is answered, not re-applied. Request ids
 * (and Idempotency-Keys) are the caller's own: they are unique per user, so one user's key never blocks another's.
 */
export const mutationReceipts = pgTable(
  "mutation_receipts",
  {
    requestId: text("request_id").notNull(),
    userId: text("user_id").notNull(),
    result: jsonb("result"),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "mutation_receipts_pkey", columns: [t.userId, t.requestId] }),
    // The hourly prune deletes by age: without this it scans every receipt of every user.
    index("mutation_receipts_created_idx").on(t.createdAt),
  ],
);

/** A slide as it was before a copilot edit (the columns undo writes back). */
export interface SlideSnapshot {
  id: string;
  title: string;
  content: string;
  notes: string;
  layout: string;
  fields: unknown;
  /** Absent in records written before slides kept their section. */
  section?: string | null;
}

/** What a copilot reply's edits replaced: the slides it changed or deleted, the ones it added, the order. */
export interface CopilotUndoRecord {
  before: SlideSnapshot[];
  /** The slides the reply deleted (the only ones undo brings back; one deleted later by hand stays gone). */
  deleted?: string[];
  created: string[];
  order: string[];
  deck: { title: string; theme: string } | null;
}

/** Copilot chat history per deck. An assistant reply streams into its row (status "streaming" → "done"). */
export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: ["streaming", "done"] })
      .notNull()
      .default("done"),
    createdAt: ms("created_at").notNull(),
    /** On a copilot reply that changed the deck: what its edits replaced, so one click can undo them. */
    undo: jsonb("undo").$type<CopilotUndoRecord>(),
    undoneAt: ms("undone_at"),
  },
  (t) => [index("messages_deck_created_idx").on(t.deckId, t.createdAt)],
);

/** One row per deck draft: progress while running, and how it ended (for quota and for resuming). */
export const generationRuns = pgTable(
  "generation_runs",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["running", "succeeded", "failed", "cancelled"] }).notNull(),
    slidesWritten: integer("slides_written").notNull().default(0),
    engine: text("engine").notNull(),
    error: text("error"),
    startedAt: ms("started_at").notNull(),
    finishedAt: ms("finished_at"),
    /** Refreshed by the server doing the work; a running row whose heartbeat stopped belongs to a dead server. */
    heartbeatAt: ms("heartbeat_at"),
  },
  (t) => [
    index("generation_runs_owner_started_idx").on(t.ownerId, t.startedAt),
    index("generation_runs_deck_started_idx").on(t.deckId, t.startedAt),
  ],
);

/** Research sources per deck: searched and fetched pages, or what the founder added (a URL or pasted text). */
export const sources = pgTable(
  "sources",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["search", "url", "pasted"] }).notNull(),
    url: text("url"),
    title: text("title").notNull(),
    /** The passage a claim quotes (shown next to the citation). */
    quote: text("quote").notNull().default(""),
    /** Readable text extracted from the page (capped), for finding further facts. */
    content: text("content").notNull().default(""),
    /** The research run that fetched it; null for founder-added sources. */
    runId: text("run_id"),
    fetchedAt: ms("fetched_at").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("sources_deck_created_idx").on(t.deckId, t.createdAt)],
);

/** A research run: progress by step while running, and how it ended. */
export const researchRuns = pgTable(
  "research_runs",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["running", "succeeded", "failed", "cancelled"] }).notNull(),
    steps: jsonb("steps").notNull().default([]),
    error: text("error"),
    startedAt: ms("started_at").notNull(),
    finishedAt: ms("finished_at"),
    /** Refreshed by the server doing the work; a running row whose heartbeat stopped belongs to a dead server. */
    heartbeatAt: ms("heartbeat_at"),
  },
  (t) => [index("research_runs_deck_started_idx").on(t.deckId, t.startedAt)],
);

/** Which sources back which slide: the claim written from a source, and the source it cites. */
export const slideCitations = pgTable(
  "slide_citations",
  {
    id: text("id").primaryKey(),
    slideId: text("slide_id")
      .notNull()
      .references(() => slides.id, { onDelete: "cascade" }),
    sourceId: text("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    claim: text("claim").notNull().default(""),
    /** The passage of the source this claim quotes; "" on rows written before passages were kept per claim. */
    quote: text("quote").notNull().default(""),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [
    index("slide_citations_slide_idx").on(t.slideId),
    index("slide_citations_source_idx").on(t.sourceId),
  ],
);

/** Live voice sessions in progress (for the per-user concurrency cap across app servers). */
export const voiceSessions = pgTable(
  "voice_sessions",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    firmTag: text("firm_tag").notNull(),
    deckId: text("deck_id"),
    status: text("status", { enum: ["live", "ended"] }).notNull(),
    startedAt: ms("started_at").notNull(),
    endedAt: ms("ended_at"),
    /** Seconds of founder audio received (minutes-per-day cap). */
    audioSeconds: integer("audio_seconds").notNull().default(0),
    /**
     * Last sign of life from the server running the session (set at claim and on every usage record):
     * a "live" row whose heartbeat stopped belongs to a server that died and no longer counts.
     */
    heartbeatAt: ms("heartbeat_at"),
  },
  (t) => [index("voice_sessions_owner_started_idx").on(t.ownerId, t.startedAt)],
);

/** A named snapshot of a deck (title, theme, slides, sources) as contracts' `deckSnapshotSchema` describes it. */
export const deckVersions = pgTable(
  "deck_versions",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["manual", "share", "copilot", "restore"] }).notNull(),
    messageId: text("message_id"),
    slideCount: integer("slide_count").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("deck_versions_deck_created_idx").on(t.deckId, t.createdAt)],
);

/**
 * A share link: read-only access to one version of one deck for whoever holds its token. The passcode is
 * kept only as a salted scrypt hash.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: text("id").primaryKey(),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    versionId: text("version_id")
      .notNull()
      .references(() => deckVersions.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    token: text("token").notNull().unique(),
    requireEmail: boolean("require_email").notNull(),
    passcodeHash: text("passcode_hash"),
    allowDownload: boolean("allow_download").notNull(),
    expiresAt: ms("expires_at"),
    revokedAt: ms("revoked_at"),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("share_links_deck_created_idx").on(t.deckId, t.createdAt)],
);

/** One visit of a share link: who, when, and the visible reading time per slide of the link's version. */
export const shareViews = pgTable(
  "share_views",
  {
    id: text("id").primaryKey(),
    linkId: text("link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The version the viewer was shown (a link may be moved to a newer one later). */
    versionId: text("version_id")
      .notNull()
      .references(() => deckVersions.id, { onDelete: "cascade" }),
    /** The capability the viewer's events and image requests carry (issued when the gate is passed). */
    viewToken: text("view_token").notNull().unique(),
    viewerId: text("viewer_id").notNull(),
    viewerEmail: text("viewer_email"),
    visit: integer("visit").notNull(),
    device: text("device", { enum: ["desktop", "tablet", "phone"] }).notNull(),
    slideCount: integer("slide_count").notNull(),
    slideMs: jsonb("slide_ms").$type<number[]>().notNull(),
    totalMs: integer("total_ms").notNull().default(0),
    lastSlide: integer("last_slide").notNull().default(0),
    /** Event batches received (capped against the view's age, so a script cannot inflate it). */
    batches: integer("batches").notNull().default(0),
    startedAt: ms("started_at").notNull(),
    lastSeenAt: ms("last_seen_at").notNull(),
    /** Set by the batch sent as the viewer leaves: no longer "being viewed now". */
    endedAt: ms("ended_at"),
  },
  (t) => [
    index("share_views_deck_started_idx").on(t.deckId, t.startedAt),
    index("share_views_owner_seen_idx").on(t.ownerId, t.lastSeenAt),
    index("share_views_link_viewer_idx").on(t.linkId, t.viewerId),
  ],
);
