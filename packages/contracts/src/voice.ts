import { z } from "zod";
import { define } from "./define.ts";
import { firmTagSchema, idSchema, limits, transcriptEntrySchema } from "./entities.ts";

/** The Start Practice deck option: a deck id, or "freestyle" for no deck. */
export const deckOptionSchema = z.union([z.literal("freestyle"), idSchema]);
/** Slides to rehearse first (the ones investors skimmed on the deck's share links), by id. */
export const focusSlideIdsSchema = z.array(z.string().max(100)).max(5);

/** One concrete suggestion in a session review, optionally linked to a slide of the session's deck. */
export const voiceFeedbackItemSchema = z.object({
  message: z.string(),
  /** A slide of the deck practised with; the server drops ids that are not in that deck. */
  slideId: z.string().optional(),
});
export type VoiceFeedbackItem = z.infer<typeof voiceFeedbackItemSchema>;

/**
 * Who wrote a review's feedback. `rule-based` is the offline analysis in @pds/voice; `model` is the
 * configured language model. While `pending`, the rule-based feedback is shown and the model has not run
 * yet (it runs when the review is first opened); `fallbackReason` says why a model run did not replace it.
 * Rows saved before this field existed are rule-based.
 */
export const feedbackOriginSchema = z.object({
  source: z.enum(["model", "rule-based"]),
  /** The engine's label, e.g. "openai · gpt-4o-mini" (model feedback, or the model being waited for). */
  model: z.string().optional(),
  pending: z.boolean().optional(),
  fallbackReason: z.enum(["timeout", "rate_limited", "upstream", "invalid_output", "aborted"]).optional(),
});
export type FeedbackOrigin = z.infer<typeof feedbackOriginSchema>;

const answerLengthSchema = z.object({
  /** Founder answers in the Q&A (see `computeMetrics`). */
  count: z.number(),
  /** From the first to the last word of an answer; null without timings (the vapi path). */
  medianMs: z.number().nullable(),
  p90Ms: z.number().nullable(),
  medianWords: z.number(),
  p90Words: z.number(),
});

const responseLatencySchema = z.object({
  /** Founder answers that directly follow a timed VC turn. */
  count: z.number(),
  medianMs: z.number().nullable(),
  maxMs: z.number().nullable(),
  /** Answers that started more than `RESPONSE_LATENCY_FLAG_MS` after the question, slowest first (at most 5). */
  slow: z.array(z.object({ question: z.string(), latencyMs: z.number() })),
  slowCount: z.number(),
});

/** A founder answer that starts later than this after the VC stops is flagged (DESIGN "Session review metrics"). */
export const RESPONSE_LATENCY_FLAG_MS = 3_000;
/** Speaking longer than this without letting the VC in loses the room: the review and the feedback flag it. */
export const MONOLOGUE_FLAG_MS = 90_000;

/**
 * The review of a saved session. Fields added after the first release are optional so that rows stored
 * before them (metrics are stored as JSON) still parse.
 */
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
  /** Talk ratio in the pitch and in the Q&A apart; null for a phase the session did not have. */
  talkRatioByPhase: z.object({ pitch: z.number().nullable(), qa: z.number().nullable() }).optional(),
  answerLength: answerLengthSchema.optional(),
  /** The founder's longest stretch of speech without the VC speaking. */
  longestMonologue: z.object({ durationMs: z.number().nullable(), words: z.number() }).optional(),
  responseLatency: responseLatencySchema.optional(),
  questions: z.array(z.string()),
  coverage: z.array(
    z.object({ topic: z.string(), state: z.enum(["answered", "volunteered", "dodged", "not-reached"]) }),
  ),
  contradictions: z.array(z.object({ figure: z.string(), spoken: z.string(), slide: z.string() })),
  /** A scorecard per answer to a VC question, quoting the founder (absent from older reviews). */
  answers: z
    .array(
      z.object({
        question: z.string(),
        quote: z.string(),
        direct: z.boolean(),
        specific: z.boolean(),
        evidence: z.boolean(),
      }),
    )
    .optional(),
  feedback: z.array(voiceFeedbackItemSchema),
  feedbackOrigin: feedbackOriginSchema.optional(),
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

/**
 * A transcript entry as a caller sends it: bounded, so one save cannot hold megabytes of text. Entries
 * already stored are read with the unbounded schema, so nothing saved before becomes unreadable.
 */
const boundedTranscriptEntrySchema = transcriptEntrySchema.extend({
  content: z.string().max(limits.transcriptEntryMax, {
    message: `A transcript entry can hold at most ${limits.transcriptEntryMax.toLocaleString("en-US")} characters.`,
  }),
});

export const likelyQuestionSchema = z.object({
  question: z.string(),
  reason: z.string(),
  slideId: z.string().nullable(),
});
export type LikelyQuestion = z.infer<typeof likelyQuestionSchema>;

/** The deck areas a partner's topics belong to, in a deck's order: how readiness compares across firms. */
export const readinessAreas = [
  "Vision",
  "Problem",
  "Solution",
  "Product",
  "Why now",
  "Market",
  "Competition",
  "Business model",
  "Go-to-market",
  "Traction",
  "Team",
  "Financials",
] as const;
export type ReadinessArea = (typeof readinessAreas)[number];

/**
 * One session on the readiness trend: the share of the firm's topics covered, which were left open, and
 * the deck areas asked about (covered when every topic of the area was), which compare across firms.
 */
export const readinessPointSchema = z.object({
  _id: z.string(),
  firmTag: z.string(),
  _creationTime: z.number(),
  readiness: z.number(),
  covered: z.array(z.string()),
  open: z.array(z.string()),
  areas: z.array(z.object({ area: z.string(), covered: z.boolean() })),
});
export type ReadinessPoint = z.infer<typeof readinessPointSchema>;

/** Voice practice: persona config, saved sessions and their review. The live audio uses /api/voice. */
export const voiceFunctions = {
  /** The caller's last sessions with a review, oldest first: readiness per session for the trend chart. */
  "voiceai.getReadinessTrend": define("query", z.object({}).strict(), z.array(readinessPointSchema)),
  /** Before a session: what this firm is likely to ask about the chosen deck (its gaps and its figures). */
  "voiceai.getLikelyQuestions": define(
    "query",
    z.object({ firmTag: firmTagSchema, deckOption: deckOptionSchema }).strict(),
    z.array(likelyQuestionSchema),
  ),
  "voiceai.getVapiAssistantConfig": define(
    "action",
    z
      .object({
        firmTag: firmTagSchema,
        deckOption: deckOptionSchema,
        focusSlideIds: focusSlideIdsSchema.optional(),
      })
      .strict(),
    z.record(z.string(), z.unknown()),
  ),
  "voiceai.saveConversation": define(
    "mutation",
    z
      .object({
        firmTag: firmTagSchema,
        deckId: idSchema.optional(),
        transcript: z
          .array(boundedTranscriptEntrySchema)
          .min(1)
          .max(limits.transcriptEntriesMax, {
            message: `A transcript can hold at most ${limits.transcriptEntriesMax} entries.`,
          }),
        /** How long the call ran, in seconds, for a call the browser's provider ran (vapi): counted
         * against the user's voice minutes for the day. */
        durationSeconds: z.number().int().min(0).max(86_400).optional(),
      })
      .strict(),
    z.string(),
  ),
  "voiceai.getConversation": define(
    "query",
    z.object({ conversationId: z.string().max(200) }).strict(),
    voiceConversationSchema.nullable(),
  ),
  /**
   * Has the configured language model write the feedback of a saved session whose review is pending
   * (idempotent: a review that is not pending is returned as it is). On a model failure the rule-based
   * feedback stays, with the reason recorded. Another user's session is NOT_FOUND.
   */
  "voiceai.generateSessionFeedback": define(
    "action",
    z.object({ conversationId: z.string().max(200) }).strict(),
    feedbackOriginSchema,
  ),
};
