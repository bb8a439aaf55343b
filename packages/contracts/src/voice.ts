import { z } from "zod";
import { define } from "./define.ts";
import { firmTagSchema, idSchema, transcriptEntrySchema } from "./entities.ts";

/** The Start Practice deck option: a deck id, or "freestyle" for no deck. */
export const deckOptionSchema = z.union([z.literal("freestyle"), idSchema]);

export const voiceMetricsSchema = z.object({
  durationMs: z.number(),
  founderWords: z.number(),
  founderSpeakingMs: z.number(),
  wordsPerMinute: z.number().nullable(),
  wpmCurve: z.array(z.object({ atMs: z.number(), wpm: z.number() })),
  fillers: z.object({
    count: z.number(),
    perMinute: z.number().nullable(),
    words: z.record(z.string(), z.number()),
  }),
  hedges: z.number(),
  talkRatio: z.number().nullable(),
  questions: z.array(z.string()),
  coverage: z.array(z.object({ topic: z.string(), state: z.enum(["answered", "dodged", "not-reached"]) })),
  contradictions: z.array(z.object({ figure: z.string(), spoken: z.string(), slide: z.string() })),
  feedback: z.array(z.object({ message: z.string(), slideId: z.string().optional() })),
});
export type VoiceMetrics = z.infer<typeof voiceMetricsSchema>;

export const voiceConversationSchema = z.object({
  _id: z.string(),
  firmTag: z.string(),
  deckId: z.string().nullable(),
  deckTitle: z.string().nullable(),
  transcript: z.array(transcriptEntrySchema),
  metrics: voiceMetricsSchema.nullable(),
  _creationTime: z.number(),
});
export type VoiceConversation = z.infer<typeof voiceConversationSchema>;

/** Voice practice: persona config, saved sessions and their review. The live audio uses /api/voice. */
export const voiceFunctions = {
  "voiceai.getVapiAssistantConfig": define(
    "action",
    z.object({ firmTag: firmTagSchema, deckOption: deckOptionSchema }).strict(),
    z.record(z.string(), z.unknown()),
  ),
  "voiceai.saveConversation": define(
    "mutation",
    z
      .object({
        firmTag: firmTagSchema,
        deckId: idSchema.optional(),
        transcript: z.array(transcriptEntrySchema).min(1).max(2000),
      })
      .strict(),
    z.string(),
  ),
  "voiceai.getConversation": define(
    "query",
    z.object({ conversationId: z.string().max(200) }).strict(),
    voiceConversationSchema.nullable(),
  ),
};
