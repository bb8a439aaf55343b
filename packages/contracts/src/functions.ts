import { z } from "zod";
import { define } from "./define.ts";
import { researchFunctions } from "./research.ts";
import { modelSettingsFunctions } from "./model-settings.ts";
import { sharingFunctions } from "./sharing.ts";
import { voiceFunctions } from "./voice.ts";
export type { FunctionContract, FunctionKind } from "./define.ts";
import type { FunctionKind } from "./define.ts";
import {
  briefSchema,
  currentUserSchema,
  deckSchema,
  deckWithSlidesSchema,
  engineInfoSchema,
  generationStatusSchema,
  messageSchema,
  idSchema,
  limits,
  slideSchema,
  voiceConversationSummarySchema,
} from "./entities.ts";
import { slideBodySchema } from "./slide-layouts.ts";
import { themeIdSchema } from "./slide-themes.ts";

const noArgs = z.object({}).strict();
const deckTitle = z.string().max(limits.deckTitleMax);
const slideTitle = z.string().max(limits.slideTitleMax);
const slideContent = z.string().max(limits.slideContentMax);
const slideNotes = z.string().max(limits.slideNotesMax);
/** A row version as `entities` expose it (PostgreSQL integer, so at most 2³¹ − 1). */
const rowVersion = z.number().int().min(1).max(2_147_483_647);
/** Any string is accepted as an id to look up; a malformed one is simply not found. */
const lookupId = z.string().max(200);

/**
 * Every function the sync channel and `POST /api/fn/<name>` answer, by the name the spec gives it.
 * Arguments are validated on the server with these schemas; the web client infers its types from them.
 */
export const functions = {
  "auth.getCurrentUser": define("query", noArgs, currentUserSchema.nullable()),
  "decks.getDecks": define("query", noArgs, z.array(deckSchema)),
  "decks.createDeck": define("mutation", z.object({ title: deckTitle }).strict(), z.string()),
  /** With `expectedVersion` (the deck's version as the caller loaded it), a stale rename is a CONFLICT. */
  "decks.updateDeck": define(
    "mutation",
    z
      .object({
        deckId: idSchema,
        title: deckTitle.optional(),
        theme: themeIdSchema.optional(),
        expectedVersion: rowVersion.optional(),
      })
      .strict(),
    z.null(),
  ),
  "decks.deleteDeck": define("mutation", z.object({ deckId: idSchema }).strict(), z.null()),
  /** Recreate a deck that vanished while open, with the slides the editor still holds, in one step. */
  "decks.restoreDeck": define(
    "mutation",
    z
      .object({
        title: deckTitle,
        theme: themeIdSchema.optional(),
        slides: z
          .array(
            z
              .object({
                title: slideTitle,
                content: slideContent,
                notes: slideNotes.default(""),
                body: slideBodySchema.optional(),
              })
              .strict(),
          )
          .max(limits.slidesPerDeckMax),
      })
      .strict(),
    z.string(),
  ),
  "decks.getDeckWithSlidesByStringId": define(
    "query",
    z.object({ deckId: lookupId }).strict(),
    deckWithSlidesSchema.nullable(),
  ),
  "slides.getSlidesByDeck": define("query", z.object({ deckId: lookupId }).strict(), z.array(slideSchema)),
  "slides.createSlide": define(
    "mutation",
    z
      .object({
        deckId: idSchema,
        title: slideTitle.optional(),
        content: slideContent.optional(),
        notes: slideNotes.optional(),
        /** The layout and its fields; omitted = "bullets" (the content is the slide's text). */
        body: slideBodySchema.optional(),
        /** Insert before the slide now at this index; omitted = append. */
        position: z.number().int().min(0).optional(),
      })
      .strict(),
    z.string(),
  ),
  "slides.updateSlide": define(
    "mutation",
    z
      .object({
        slideId: idSchema,
        title: slideTitle.optional(),
        content: slideContent.optional(),
        notes: slideNotes.optional(),
        /** A new layout and/or fields; for layouts other than "bullets" the server writes `content` from them. */
        body: slideBodySchema.optional(),
        /** The slide's version as the caller loaded it: if another write came first, CONFLICT and no change. */
        expectedVersion: rowVersion.optional(),
      })
      .strict(),
    z.null(),
  ),
  "slides.deleteSlide": define("mutation", z.object({ slideId: idSchema }).strict(), z.null()),
  "slides.reorderSlides": define(
    "mutation",
    z.object({ deckId: idSchema, slideIds: z.array(idSchema).max(limits.slidesPerDeckMax) }).strict(),
    z.null(),
  ),
  "briefs.getBrief": define("query", z.object({ deckId: lookupId }).strict(), briefSchema.nullable()),
  "briefs.saveBrief": define(
    "mutation",
    z
      .object({
        deckId: idSchema,
        title: z.string().trim().min(1).max(limits.deckTitleMax),
        startupName: z.string().trim().min(1).max(limits.startupNameMax),
        overview: z.string().trim().min(1).max(limits.overviewMax),
      })
      .strict(),
    z.null(),
  ),
  "messages.getMessages": define("query", z.object({ deckId: lookupId }).strict(), z.array(messageSchema)),
  /** Reverts exactly the edits of one copilot reply (slides it added, changed, deleted or moved). */
  "messages.undoCopilotEdit": define("mutation", z.object({ messageId: idSchema }).strict(), z.null()),
  "ai.getEngineInfo": define("query", noArgs, engineInfoSchema),
  "ai.getGenerationStatus": define(
    "query",
    z.object({ deckId: lookupId }).strict(),
    generationStatusSchema.nullable(),
  ),
  "ai.chatWithAI": define(
    "action",
    z
      .object({
        deckId: idSchema,
        userMessage: z
          .string()
          .trim()
          .min(1, "Type a message first.")
          .max(limits.copilotMessageMax, `Messages are limited to ${limits.copilotMessageMax} characters.`),
      })
      .strict(),
    z.object({ reply: z.string(), changes: z.number() }),
  ),
  "ai.generateDeckFromBrief": define(
    "action",
    z
      .object({
        deckId: idSchema,
        title: z.string().trim().min(1).max(limits.deckTitleMax),
        startupName: z.string().trim().min(1).max(limits.startupNameMax),
        overview: z.string().trim().min(1).max(limits.overviewMax),
        /** Required when the deck already has slides: the founder confirmed replacing them. */
        replaceExisting: z.boolean().optional(),
      })
      .strict(),
    /** `cancelled`: the founder stopped the draft; the slides written so far stay. */
    z.object({ slides: z.number(), cancelled: z.boolean() }),
  ),
  /** Stop a draft in progress; the slides written so far stay. */
  "ai.cancelGeneration": define("mutation", z.object({ deckId: idSchema }).strict(), z.null()),
  "voiceai.getRecentConversations": define("query", noArgs, z.array(voiceConversationSummarySchema)),
  ...researchFunctions,
  ...voiceFunctions,
  ...sharingFunctions,
  ...modelSettingsFunctions,
} as const;

export type Functions = typeof functions;
export type FunctionName = keyof Functions;
export type ArgsOf<N extends FunctionName> = z.input<Functions[N]["args"]>;
export type ResultOf<N extends FunctionName> = z.output<Functions[N]["result"]>;
export type NamesOfKind<K extends FunctionKind> = {
  [N in FunctionName]: Functions[N]["kind"] extends K ? N : never;
}[FunctionName];

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(functions, name);
}
