import { z } from "zod";
import { define } from "./define.ts";
import { deckSectionSchema } from "./deck-sections.ts";
import { idSchema, limits } from "./entities.ts";
import { slideBodySchema } from "./slide-layouts.ts";
import { themeIdSchema } from "./slide-themes.ts";

const lookupId = z.string().max(200);

export const sharingLimits = {
  versionNameMax: 120,
  versionsPerDeckMax: 200,
  linkLabelMax: 120,
  linksPerDeckMax: 100,
  passcodeMin: 4,
  passcodeMax: 64,
  viewerEmailMax: 254,
  /** Dwell entries in one event batch (`POST /api/share/<token>/events`). */
  eventsPerBatchMax: 50,
  /** A single dwell entry counts at most this long: idle time over a minute is not reading. */
  dwellEntryMaxMs: 60_000,
  /** A viewer counts as "being viewed now" while events arrived within this window. */
  liveWindowMs: 45_000,
} as const;

/** A slide as a version froze it: its id (to diff and restore against the live deck), text and layout. */
export const snapshotSlideSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    notes: z.string(),
    /** Absent in versions saved before slides kept their section. */
    section: deckSectionSchema.nullish(),
  })
  .and(slideBodySchema);
export type SnapshotSlide = z.infer<typeof snapshotSlideSchema>;

/** The deck's sources as a version froze them, so a viewer can open a slide's citations. */
export const snapshotSourceSchema = z.object({
  marker: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  quote: z.string(),
});
export type SnapshotSource = z.infer<typeof snapshotSourceSchema>;

/** Everything needed to show, diff or restore a deck as it was: title, theme, slides in order, sources. */
export const deckSnapshotSchema = z.object({
  title: z.string(),
  theme: themeIdSchema,
  slides: z.array(snapshotSlideSchema),
  sources: z.array(snapshotSourceSchema),
});
export type DeckSnapshot = z.infer<typeof deckSnapshotSchema>;

/**
 * Why a version exists: the founder named it, a share link froze it, the copilot saved the deck before its
 * edit (its undo restores from it), or a restore saved what it was about to replace.
 */
export const versionKindSchema = z.enum(["manual", "share", "copilot", "restore"]);
export type VersionKind = z.infer<typeof versionKindSchema>;

export const deckVersionSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  name: z.string(),
  kind: versionKindSchema,
  /** The copilot message whose edit this version precedes; null for other kinds. */
  messageId: z.string().nullable(),
  slideCount: z.number().int(),
  createdAt: z.number(),
});
export type DeckVersion = z.infer<typeof deckVersionSchema>;

export const deckVersionWithSnapshotSchema = deckVersionSchema.extend({ snapshot: deckSnapshotSchema });
export type DeckVersionWithSnapshot = z.infer<typeof deckVersionWithSnapshotSchema>;

/** A share link as its owner sees it. `token` is the capability in the link's address (`/s/<token>`). */
export const shareLinkSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  versionId: z.string(),
  versionName: z.string(),
  label: z.string(),
  token: z.string(),
  requireEmail: z.boolean(),
  hasPasscode: z.boolean(),
  allowDownload: z.boolean(),
  expiresAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
  createdAt: z.number(),
  views: z.number().int(),
  lastViewedAt: z.number().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** One visit of a link by one viewer. `slideMs[i]` is the visible, non-idle time on the version's slide i. */
export const shareViewSchema = z.object({
  _id: z.string(),
  linkId: z.string(),
  linkLabel: z.string(),
  /** The email the viewer gave when the link required one; null otherwise. */
  viewerEmail: z.string().nullable(),
  /** An anonymous id the viewer's browser keeps, so repeat visits are recognised. */
  viewerId: z.string(),
  /** 1 for the viewer's first visit of this link, 2 for the second … */
  visit: z.number().int(),
  device: z.enum(["desktop", "tablet", "phone"]),
  startedAt: z.number(),
  lastSeenAt: z.number(),
  totalMs: z.number().int(),
  slideMs: z.array(z.number().int()),
  /** The furthest slide index reached. */
  lastSlide: z.number().int(),
  slideCount: z.number().int(),
});
export type ShareView = z.infer<typeof shareViewSchema>;

/** Per-slide figures over a set of views. */
export const slideDwellSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  /** Mean visible time per view that reached the slide. */
  averageMs: z.number(),
  /** Views that reached this slide. */
  reached: z.number().int(),
});
export type SlideDwell = z.infer<typeof slideDwellSchema>;

export const deckAnalyticsSchema = z.object({
  deckId: z.string(),
  totalViews: z.number().int(),
  uniqueViewers: z.number().int(),
  viewingNow: z.number().int(),
  /** Dwell per slide of the latest shared version (for the per-deck chart); per link below. */
  slides: z.array(slideDwellSchema),
  /** The slide where most views stopped (their last slide, when it is not the deck's last); null with no views. */
  dropOff: z.object({ index: z.number().int(), title: z.string(), views: z.number().int() }).nullable(),
  links: z.array(
    z.object({
      linkId: z.string(),
      slides: z.array(slideDwellSchema),
      dropOff: z.object({ index: z.number().int(), title: z.string(), views: z.number().int() }).nullable(),
      viewingNow: z.number().int(),
    }),
  ),
  views: z.array(shareViewSchema),
});
export type DeckAnalytics = z.infer<typeof deckAnalyticsSchema>;

/** What the dashboard shows per deck. */
export const deckViewStatsSchema = z.object({
  deckId: z.string(),
  viewsThisWeek: z.number().int(),
  viewingNow: z.number().int(),
  dropOff: z.object({ index: z.number().int(), title: z.string() }).nullable(),
});
export type DeckViewStats = z.infer<typeof deckViewStatsSchema>;

/** Slides investors skimmed (least dwell relative to the deck's mean), for "Rehearse the slides investors skimmed". */
export const skimmedSlideSchema = z.object({ slideId: z.string(), title: z.string(), averageMs: z.number() });

const versionName = z.string().trim().min(1).max(sharingLimits.versionNameMax);

/** Versions and share links, for the deck's owner. */
export const sharingFunctions = {
  "versions.listVersions": define(
    "query",
    z.object({ deckId: lookupId }).strict(),
    z.array(deckVersionSchema),
  ),
  "versions.getVersion": define(
    "query",
    z.object({ versionId: lookupId }).strict(),
    deckVersionWithSnapshotSchema.nullable(),
  ),
  "versions.createVersion": define(
    "mutation",
    z.object({ deckId: idSchema, name: versionName }).strict(),
    z.string(),
  ),
  /** Replaces the deck's title, theme and slides by the version's; what it replaces is saved as a version first. */
  "versions.restoreVersion": define("mutation", z.object({ versionId: idSchema }).strict(), z.null()),
  "shares.listShareLinks": define("query", z.object({ deckId: lookupId }).strict(), z.array(shareLinkSchema)),
  /** Freezes the deck as a version named after the label and date, and links to it. */
  "shares.createShareLink": define(
    "mutation",
    z
      .object({
        deckId: idSchema,
        label: z.string().trim().min(1).max(sharingLimits.linkLabelMax),
        requireEmail: z.boolean(),
        passcode: z.string().min(sharingLimits.passcodeMin).max(sharingLimits.passcodeMax).nullable(),
        expiresAt: z.number().int().nullable(),
        allowDownload: z.boolean(),
      })
      .strict(),
    z.object({ linkId: z.string(), token: z.string() }),
  ),
  "shares.revokeShareLink": define("mutation", z.object({ linkId: idSchema }).strict(), z.null()),
  /** Points the link at a new version frozen from the deck as it is now. */
  "shares.moveShareLinkToLatest": define("mutation", z.object({ linkId: idSchema }).strict(), z.null()),
  "shares.getDeckAnalytics": define("query", z.object({ deckId: lookupId }).strict(), deckAnalyticsSchema),
  "shares.getDashboardViewStats": define("query", z.object({}).strict(), z.array(deckViewStatsSchema)),
  "shares.getSkimmedSlides": define(
    "query",
    z.object({ deckId: lookupId }).strict(),
    z.array(skimmedSlideSchema),
  ),
};

/*
 * The public viewer's HTTP API (no account; the token in the address is the capability):
 *   GET  /api/share/<token>               → shareGateSchema (404 unknown; 410 with status for revoked/expired)
 *   POST /api/share/<token>/open          ← shareOpenRequestSchema → shareOpenedSchema
 *                                           (401 { error, gate } for a gated link opened with no answers)
 *   POST /api/share/<token>/events        ← shareEventsSchema (JSON or sendBeacon text/plain) → 204
 *   GET  /api/share/<token>/images/<id>?view=<viewToken>   an image the version uses
 * Errors answer { error: { code, message } } like /api/fn.
 */
export const shareGateSchema = z.object({
  status: z.enum(["open", "revoked", "expired"]),
  requireEmail: z.boolean(),
  requirePasscode: z.boolean(),
});
export type ShareGate = z.infer<typeof shareGateSchema>;

export const shareOpenRequestSchema = z
  .object({
    email: z.email().max(sharingLimits.viewerEmailMax).optional(),
    passcode: z.string().max(sharingLimits.passcodeMax).optional(),
    /** The anonymous id this browser keeps for repeat visits; the server issues one when absent. */
    viewerId: z.string().min(8).max(64).optional(),
  })
  .strict();
export type ShareOpenRequest = z.infer<typeof shareOpenRequestSchema>;

export const shareOpenedSchema = z.object({
  /** Proves the gate was passed; events and images need it. Valid for this view only. */
  viewToken: z.string(),
  viewerId: z.string(),
  allowDownload: z.boolean(),
  deck: deckSnapshotSchema,
});
export type ShareOpened = z.infer<typeof shareOpenedSchema>;

/**
 * What the viewer's page carries in its HTML before any script runs, so the first slide paints at once:
 * an open, ungated link's deck title, slide count and first slide (no notes, no view counted). The server
 * leaves it out for a gated, revoked or expired link.
 */
export const sharePreviewSchema = z.object({
  title: z.string(),
  theme: themeIdSchema,
  slideCount: z.number().int().min(1),
  allowDownload: z.boolean(),
  slide: snapshotSlideSchema,
});
export type SharePreview = z.infer<typeof sharePreviewSchema>;

export const shareEventsSchema = z
  .object({
    viewToken: z.string().max(200),
    /** Visible, non-idle time since the last batch, per slide index. */
    dwell: z
      .array(
        z
          .object({
            slide: z
              .number()
              .int()
              .min(0)
              .max(limits.slidesPerDeckMax - 1),
            ms: z.number().int().min(0).max(sharingLimits.dwellEntryMaxMs),
          })
          .strict(),
      )
      .max(sharingLimits.eventsPerBatchMax),
    /** The slide on screen when the batch was sent. */
    current: z
      .number()
      .int()
      .min(0)
      .max(limits.slidesPerDeckMax - 1),
    /** Sent with the last batch, as the viewer leaves: the view is no longer "being viewed now". */
    leaving: z.boolean().optional(),
  })
  .strict();
export type ShareEvents = z.infer<typeof shareEventsSchema>;
