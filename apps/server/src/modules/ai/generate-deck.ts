import { randomUUID } from "node:crypto";
import { and, eq, schema, sql } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { saveBrief } from "../briefs/save-brief.ts";
import { listSlides, requireOwnedDeck } from "../decks/owned-deck.ts";
import { createSlide } from "../slides/create-slide.ts";
import { enforceGenerationQuota } from "./generation-quota.ts";

export const GENERATION_FAILED = "Something went wrong while generating your deck. Please try again.";
const STALE_RUN_MS = 10 * 60 * 1000;

interface GenerateArgs {
  deckId: string;
  title: string;
  startupName: string;
  overview: string;
  replaceExisting?: boolean;
}

/**
 * Draft the deck from the brief. Each slide is saved (and shown) as soon as the engine yields it,
 * validated; the run row records progress and how it ended, so a failure is visible and can be retried.
 */
export async function generateDeckFromBrief(
  ctx: FunctionContext,
  args: GenerateArgs,
): Promise<{ slides: number; cancelled: boolean }> {
  const user = requireUser(ctx);
  const deck = await requireOwnedDeck(ctx, args.deckId);
  const existing = await listSlides(ctx, deck.id);
  if (existing.length > 0 && !args.replaceExisting) {
    throw new AppError(
      "CONFLICT",
      "This deck already has slides. Confirm that the draft should replace them.",
    );
  }
  const [running] = await ctx.db
    .select({ id: schema.generationRuns.id })
    .from(schema.generationRuns)
    .where(
      and(
        eq(schema.generationRuns.deckId, deck.id),
        eq(schema.generationRuns.status, "running"),
        sql`${schema.generationRuns.startedAt} > ${Date.now() - STALE_RUN_MS}`,
      ),
    );
  if (running) throw new AppError("CONFLICT", "A draft is already being written for this deck.");
  await enforceGenerationQuota(ctx, user.id);

  const runId = randomUUID();
  const brief = { title: args.title, startupName: args.startupName, overview: args.overview };
  await ctx.transact(async (tx) => {
    await tx.db.insert(schema.generationRuns).values({
      id: runId,
      deckId: deck.id,
      ownerId: user.id,
      status: "running",
      engine: ctx.services.ai.label,
      startedAt: Date.now(),
    });
    await tx.db.update(schema.decks).set({ title: brief.title }).where(eq(schema.decks.id, deck.id));
    if (existing.length > 0) await tx.db.delete(schema.slides).where(eq(schema.slides.deckId, deck.id));
    await saveBrief(tx, { deckId: deck.id, ...brief });
  });

  let written = 0;
  // Only a run still "running" is finished here: a cancelled run keeps its status.
  const finish = (status: "succeeded" | "failed", error: string | null) =>
    ctx.transact(async (tx) => {
      await tx.db
        .update(schema.generationRuns)
        .set({ status, error, finishedAt: Date.now(), slidesWritten: written })
        .where(and(eq(schema.generationRuns.id, runId), eq(schema.generationRuns.status, "running")));
      await saveBrief(tx, { deckId: deck.id, ...brief });
    });
  const cancelled = async () => {
    const [run] = await ctx.db
      .select({ status: schema.generationRuns.status })
      .from(schema.generationRuns)
      .where(eq(schema.generationRuns.id, runId));
    return run?.status === "cancelled";
  };
  const abort = new AbortController();
  try {
    for await (const slide of ctx.services.ai.draftDeck(brief, { signal: abort.signal })) {
      if (await cancelled()) {
        abort.abort();
        return { slides: written, cancelled: true };
      }
      await ctx.transact(async (tx) => {
        await createSlide(tx, {
          deckId: deck.id,
          title: slide.title,
          content: slide.content,
          notes: slide.notes,
        });
        await tx.db
          .update(schema.generationRuns)
          .set({ slidesWritten: written + 1 })
          .where(eq(schema.generationRuns.id, runId));
      });
      written++;
    }
    if (written === 0) throw new Error("the engine produced no slides");
    await finish("succeeded", null);
    return { slides: written, cancelled: false };
  } catch (error) {
    ctx.log.error("deck generation failed", { error, deckId: deck.id, written });
    const note = written > 0 ? `Stopped after ${written} slides.` : "No slides were written.";
    await finish("failed", note).catch((finishError: unknown) =>
      ctx.log.error("could not record failed generation", { error: finishError }),
    );
    throw new AppError("UPSTREAM_FAILED", GENERATION_FAILED);
  }
}
