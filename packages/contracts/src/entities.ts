import { z } from "zod";
import { deckSectionSchema } from "./deck-sections.ts";
import { slideBodySchema } from "./slide-layouts.ts";
import { defaultThemeId, themeIdSchema } from "./slide-themes.ts";

/** Limits shared by the server (enforced) and the web app (shown). */
export const limits = {
  passwordMin: 8,
  deckTitleMax: 200,
  slideTitleMax: 120,
  slideContentMax: 5000,
  slideNotesMax: 10000,
  slidesPerDeckMax: 100,
  startupNameMax: 120,
  overviewMax: 5000,
  copilotMessageMax: 1000,
  slidePreview: 110,
  /** Bytes of a `POST /api/fn/<name>` or auth request body; larger ones get 413 before being read. */
  requestBodyMaxBytes: 1024 * 1024,
  /** Bytes of an uploaded image (`POST /api/images`); the web app checks it before sending. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Entries in a saved voice transcript (a long session merges same-speaker turns well below this). */
  transcriptEntriesMax: 2000,
  /** Characters in one transcript entry. */
  transcriptEntryMax: 20_000,
  /** Live queries (subscriptions) open at once on one sync socket. */
  liveQueriesPerConnectionMax: 200,
  /** Sync sockets open at once for one account, across its tabs and devices (per server instance). */
  syncConnectionsPerUserMax: 20,
} as const;

export const idSchema = z.string().min(1).max(100);

export const currentUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const deckSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Bumped on every rename; `decks.updateDeck` with an older `expectedVersion` answers CONFLICT. */
  version: z.number().int(),
  /** The deck's slide theme (see slide-themes.ts). */
  theme: themeIdSchema.default(defaultThemeId),
  createdAt: z.number().nullable(),
  updatedAt: z.number().nullable(),
});
export type Deck = z.infer<typeof deckSchema>;

export const slideBaseSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  position: z.number(),
  title: z.string(),
  content: z.string(),
  notes: z.string(),
  /** The deck section the slide was written for (a draft or the copilot); null for a slide added by hand. */
  section: deckSectionSchema.nullish(),
  /** Bumped on every write to title, content, notes or layout; `slides.updateSlide` with an older one answers CONFLICT. */
  version: z.number().int(),
});
/**
 * A slide: title, speaker notes and a layout with its typed fields. `content` is the founder's text for the
 * "bullets" layout and, for every other layout, the plain text of its fields (written by the server).
 */
export const slideSchema = slideBaseSchema.and(slideBodySchema);
export type Slide = z.infer<typeof slideSchema>;

export const deckWithSlidesSchema = z.object({ deck: deckSchema, slides: z.array(slideSchema) });
export type DeckWithSlides = z.infer<typeof deckWithSlidesSchema>;

export const briefSchema = z.object({
  deckId: z.string(),
  title: z.string(),
  startupName: z.string(),
  overview: z.string(),
  updatedAt: z.number(),
});
export type Brief = z.infer<typeof briefSchema>;

/** Slide defaults for `slides.createSlide` when no title or content is given. */
export const newSlideDefaults = {
  title: (n: number) => `New Slide ${n}`,
  content: "Click edit to add content to this slide.",
};

export const messageSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** "streaming" while an assistant reply is still arriving. */
  status: z.enum(["streaming", "done"]),
  createdAt: z.number(),
  /** A copilot reply whose edits can be undone ("available"), were undone ("done"), or that changed nothing. */
  undo: z.enum(["available", "done"]).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const generationStatusSchema = z.object({
  status: z.enum(["running", "succeeded", "failed", "cancelled"]),
  slidesWritten: z.number(),
  error: z.string().nullable(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

export const engineInfoSchema = z.object({ kind: z.enum(["offline", "model"]), label: z.string() });
export type EngineInfo = z.infer<typeof engineInfoSchema>;

export const firmTags = ["a16z", "YC", "Sequoia", "Lightspeed"] as const;
export const firmTagSchema = z.enum(firmTags);
export type FirmTag = z.infer<typeof firmTagSchema>;

export const transcriptEntrySchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const voiceConversationSummarySchema = z.object({
  _id: z.string(),
  firmTag: z.string(),
  _creationTime: z.number(),
});
export type VoiceConversationSummary = z.infer<typeof voiceConversationSummarySchema>;
