import { randomUUID } from "node:crypto";
import { themeFor } from "@pds/contracts";
import { desc, eq, inArray, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { listSlides, requireOwnedDeck } from "../decks/owned-deck.ts";
import { rowBody, rowSection } from "../decks/slide-body.ts";
import { applyOperations } from "./apply-operations.ts";
import { undoRecord } from "./copilot-undo-record.ts";
import { copilotVersionName, saveVersion, snapshotDeck } from "../versions/deck-snapshot.ts";
import { userEngine } from "../settings/user-engine.ts";

export const SEND_FAILED = "Failed to send message. Please try again.";
const HISTORY_TURNS = 20;
const STREAM_FLUSH_MS = 120;

/**
 * One copilot turn: store the founder's message, stream the reply into an assistant message, apply the
 * edits the copilot made. On failure both messages are removed, so the founder can simply send again.
 */
export async function chatWithAI(
  ctx: FunctionContext,
  args: { deckId: string; userMessage: string },
): Promise<{ reply: string; changes: number }> {
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const [slides, [brief], history] = await Promise.all([
    listSlides(ctx, deck.id),
    ctx.db.select().from(schema.briefs).where(eq(schema.briefs.deckId, deck.id)),
    ctx.db
      .select({ role: schema.messages.role, content: schema.messages.content })
      .from(schema.messages)
      .where(eq(schema.messages.deckId, deck.id))
      .orderBy(desc(schema.messages.createdAt))
      .limit(HISTORY_TURNS),
  ]);
  const userId = randomUUID();
  const assistantId = randomUUID();
  const now = Date.now();
  await ctx.transact(async (tx) => {
    await tx.db.insert(schema.messages).values([
      {
        id: userId,
        deckId: deck.id,
        role: "user",
        content: args.userMessage,
        status: "done",
        createdAt: now,
      },
      {
        id: assistantId,
        deckId: deck.id,
        role: "assistant",
        content: "",
        status: "streaming",
        createdAt: now + 1,
      },
    ]);
    tx.publish(topics.deckMessages(deck.id));
  });

  let streamed = "";
  let flushed = 0;
  let writes = Promise.resolve();
  const writeReply = (content: string, status: "streaming" | "done", undo?: schema.CopilotUndoRecord) => {
    writes = writes.then(async () => {
      await ctx.db
        .update(schema.messages)
        .set({ content, status, ...(undo ? { undo } : {}) })
        .where(eq(schema.messages.id, assistantId));
      ctx.publish(topics.deckMessages(deck.id));
    });
    return writes;
  };

  try {
    const engine = await userEngine(ctx);
    const result = await engine.chat(
      {
        message: args.userMessage,
        history: history.reverse(),
        deck: {
          title: deck.title,
          theme: themeFor(deck.theme).id,
          slides: slides.map((s) => ({
            id: s.id,
            title: s.title,
            content: s.content,
            notes: s.notes,
            body: rowBody(s),
            section: rowSection(s),
          })),
        },
        brief: brief
          ? { title: brief.title, startupName: brief.startupName, overview: brief.overview }
          : null,
      },
      {
        onText: (delta) => {
          streamed += delta;
          if (Date.now() - flushed < STREAM_FLUSH_MS) return;
          flushed = Date.now();
          void writeReply(streamed, "streaming");
        },
      },
    );
    // What the edits replace, read just before they land (the founder may have edited meanwhile).
    const [current, latestSlides] = await Promise.all([
      requireOwnedDeck(ctx, deck.id),
      listSlides(ctx, deck.id),
    ]);
    const before = undoRecord(current, latestSlides, result.operations);
    const snapshot = result.operations.length > 0 ? await snapshotDeck(ctx, current) : null;
    const { applied, skipped, created } = await applyOperations(ctx, deck.id, result.operations);
    // The deck as it was before the edit joins its versions, so any later state can go back to it whole.
    if (applied > 0 && snapshot) {
      await ctx.transact((tx) =>
        saveVersion(tx, current, copilotVersionName(args.userMessage), "copilot", Date.now(), {
          snapshot,
          messageId: assistantId,
        }),
      );
    }
    const reply =
      skipped.length > 0
        ? `${result.reply}\n\n(${skipped.length} change${skipped.length === 1 ? "" : "s"} could not be applied because the slides changed meanwhile.)`
        : result.reply;
    await writeReply(reply, "done", applied > 0 ? { ...before, created } : undefined);
    return { reply, changes: applied };
  } catch (error) {
    ctx.log.error("copilot turn failed", { error, deckId: deck.id });
    await writes.catch(() => undefined);
    await ctx.db
      .delete(schema.messages)
      .where(inArray(schema.messages.id, [userId, assistantId]))
      .catch(() => undefined);
    ctx.publish(topics.deckMessages(deck.id));
    throw new AppError("UPSTREAM_FAILED", SEND_FAILED);
  }
}
