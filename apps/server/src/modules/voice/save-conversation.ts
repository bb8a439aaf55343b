import { randomUUID } from "node:crypto";
import type { FirmTag, TranscriptEntry } from "@pds/contracts";
import { schema } from "@pds/db";
import { computeMetrics, type SpokenTurn } from "@pds/voice";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, topics, type FunctionContext } from "../../functions/context.ts";
import { deckNotFound, findOwnedDeck, listSlides } from "../decks/owned-deck.ts";
import { initialFeedbackOrigin } from "./generate-session-feedback.ts";
import { userEngine } from "../settings/user-engine.ts";

export interface SaveConversationInput {
  firmTag: FirmTag;
  /** Omitted for freestyle. A deck that is not the caller's (or was deleted meanwhile) is not linked. */
  deckId?: string | null;
  transcript: TranscriptEntry[];
  /** The timed segments the local pipeline heard; the vapi path has only the transcript. */
  turns?: SpokenTurn[];
  durationMs?: number;
  /** The API call refuses a deck that is not the caller's; a session whose deck was deleted mid-call still saves. */
  requireDeck?: boolean;
}

/**
 * Store a finished practice session with its review metrics (rule-based feedback; see
 * `generateSessionFeedback` for the model's) and tell the dashboard. Only non-empty
 * transcripts are saved (the spec's rule); the caller decides what to do with an empty one.
 */
export async function saveConversation(ctx: FunctionContext, input: SaveConversationInput): Promise<string> {
  const user = requireUser(ctx);
  const transcript = input.transcript.filter((entry) => entry.content.trim());
  if (transcript.length === 0)
    throw new AppError("INVALID_INPUT", "There is nothing to save: the transcript is empty.");
  const deckRow = input.deckId ? await findOwnedDeck(ctx, input.deckId) : null;
  if (input.deckId && !deckRow && input.requireDeck) throw deckNotFound();
  const slides = deckRow ? await listSlides(ctx, deckRow.id) : [];
  const deck = deckRow
    ? { title: deckRow.title, slides: slides.map((s) => ({ id: s.id, title: s.title, content: s.content })) }
    : null;
  const metrics = {
    ...computeMetrics({
      firmTag: input.firmTag,
      deck,
      turns: input.turns ?? transcript.map((entry) => ({ role: entry.role, text: entry.content })),
      durationMs: input.durationMs,
    }),
    // With a model configured, it rewrites the feedback when the review is first opened.
    feedbackOrigin: initialFeedbackOrigin(await userEngine(ctx)),
  };
  const id = randomUUID();
  await ctx.transact(async (tx) => {
    await tx.db.insert(schema.voiceConversations).values({
      id,
      ownerId: user.id,
      firmTag: input.firmTag,
      deckId: deckRow?.id ?? null,
      transcript,
      metrics,
      createdAt: Date.now(),
    });
    tx.publish(topics.userVoice(user.id));
  });
  return id;
}
