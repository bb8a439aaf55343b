import { AiUnavailableError, type AiEngine, type DeckContext } from "@pds/ai";
import {
  slideBySection,
  firmTagSchema,
  transcriptEntrySchema,
  voiceMetricsSchema,
  type FeedbackOrigin,
  type VoiceMetrics,
} from "@pds/contracts";
import { and, eq, schema } from "@pds/db";
import { personaScript, summarizeMetrics } from "@pds/voice";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import { findOwnedDeck, listSlides } from "../decks/owned-deck.ts";
import { rowSection } from "../decks/slide-body.ts";
import { userEngine } from "../settings/user-engine.ts";

/** Past this the rule-based feedback stands: the founder is on the review page, waiting. */
export const FEEDBACK_TIMEOUT_MS = 45_000;

type FeedbackWriter = AiEngine & Required<Pick<AiEngine, "sessionFeedback">>;
type ConversationRow = typeof schema.voiceConversations.$inferSelect;

export const canWriteFeedback = (ai: AiEngine): ai is FeedbackWriter =>
  ai.kind === "model" && typeof ai.sessionFeedback === "function";

/**
 * The origin a newly saved review starts with: rule-based, and pending when a model is configured. The
 * model runs when the review is first opened (`generateSessionFeedback`), outside the save's transaction, so
 * saving stays instant and a session nobody reviews costs no tokens.
 */
export function initialFeedbackOrigin(ai: AiEngine): FeedbackOrigin {
  return canWriteFeedback(ai)
    ? { source: "rule-based", model: ai.label, pending: true }
    : { source: "rule-based" };
}

/** Runs in progress on this server, by conversation id: a second caller waits for the first. */
const inFlight = new Map<string, Promise<FeedbackOrigin>>();

/**
 * Has the model write a pending review's feedback. Another user's session is NOT_FOUND; a review that is
 * not pending is returned as it is. On a timeout or a model failure the rule-based feedback stays, the
 * reason is recorded, and the failure is logged.
 */
export async function generateSessionFeedback(
  ctx: FunctionContext,
  args: { conversationId: string },
): Promise<FeedbackOrigin> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(schema.voiceConversations)
    .where(
      and(
        eq(schema.voiceConversations.id, args.conversationId),
        eq(schema.voiceConversations.ownerId, user.id),
      ),
    );
  if (!row) throw notFound("Session");
  const metrics = voiceMetricsSchema.safeParse(row.metrics);
  if (!metrics.success) return { source: "rule-based" };
  const origin = metrics.data.feedbackOrigin ?? { source: "rule-based" };
  if (!origin.pending) return origin;
  const running = inFlight.get(row.id);
  if (running) return running;
  const run = writeFeedback(ctx, row, metrics.data).finally(() => inFlight.delete(row.id));
  inFlight.set(row.id, run);
  return run;
}

async function practiceDeck(ctx: FunctionContext, deckId: string | null): Promise<DeckContext | null> {
  const deck = deckId ? await findOwnedDeck(ctx, deckId) : null;
  if (!deck) return null;
  const slides = await listSlides(ctx, deck.id);
  return {
    title: deck.title,
    slides: slides.map((s) =>
      slideBySection({
        id: s.id,
        title: s.title,
        content: s.content,
        notes: s.notes,
        section: rowSection(s),
      }),
    ),
  };
}

function personaLine(firmTag: string): string {
  const tag = firmTagSchema.safeParse(firmTag);
  if (!tag.success) return firmTag;
  const script = personaScript(tag.data);
  return `${script.name}; must-ask topics: ${script.topics.map((t) => t.label).join(", ")}`;
}

async function writeFeedback(
  ctx: FunctionContext,
  row: ConversationRow,
  metrics: VoiceMetrics,
): Promise<FeedbackOrigin> {
  const ai = await userEngine(ctx);
  if (!canWriteFeedback(ai)) return store(ctx, row, { feedbackOrigin: { source: "rule-based" } });
  const deck = await practiceDeck(ctx, row.deckId);
  const transcript = z.array(transcriptEntrySchema).catch([]).parse(row.transcript);
  const timeout = AbortSignal.timeout(FEEDBACK_TIMEOUT_MS);
  try {
    const result = await ai.sessionFeedback(
      { persona: personaLine(row.firmTag), transcript, deck, measurements: summarizeMetrics(metrics) },
      { signal: timeout },
    );
    // The engine checks links against the deck it was given; check again against this deck, whoever the engine.
    const slideIds = new Set(deck?.slides.map((slide) => slide.id));
    const dropped = [...result.droppedSlideIds];
    const feedback = result.feedback.map(({ message, slideId }) => {
      if (slideId && slideIds.has(slideId)) return { message, slideId };
      if (slideId) dropped.push(slideId);
      return { message };
    });
    if (dropped.length > 0)
      ctx.log.warn("session feedback named slides that are not in the deck; links dropped", {
        conversationId: row.id,
        slideIds: dropped,
      });
    if (feedback.length === 0) throw new AiUnavailableError("invalid_output", 1);
    return await store(ctx, row, { feedback, feedbackOrigin: { source: "model", model: ai.label } });
  } catch (error) {
    const fallbackReason = timeout.aborted
      ? "timeout"
      : error instanceof AiUnavailableError
        ? error.code
        : "upstream";
    ctx.log.warn("session feedback: the model failed; the rule-based feedback stands", {
      conversationId: row.id,
      reason: fallbackReason,
      error,
    });
    return store(ctx, row, {
      feedbackOrigin: { source: "rule-based", model: ai.label, fallbackReason },
    });
  }
}

/** Writes the new feedback into the stored review (re-read in the transaction) and tells the viewers. */
async function store(
  ctx: FunctionContext,
  row: ConversationRow,
  change: Pick<VoiceMetrics, "feedbackOrigin"> & Partial<Pick<VoiceMetrics, "feedback">>,
): Promise<FeedbackOrigin> {
  await ctx.transact(async (tx) => {
    const [current] = await tx.db
      .select({ metrics: schema.voiceConversations.metrics })
      .from(schema.voiceConversations)
      .where(eq(schema.voiceConversations.id, row.id))
      .for("update");
    const metrics = voiceMetricsSchema.safeParse(current?.metrics);
    if (!metrics.success) return;
    await tx.db
      .update(schema.voiceConversations)
      .set({ metrics: { ...metrics.data, ...change } })
      .where(eq(schema.voiceConversations.id, row.id));
    tx.publish(topics.userVoice(row.ownerId));
  });
  return change.feedbackOrigin ?? { source: "rule-based" };
}
