import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import type { RunEnd } from "../../functions/run-lifecycle.ts";
import { saveBrief } from "../briefs/save-brief.ts";
import { listSlides, nextDeckVersion, requireOwnedDeck } from "../decks/owned-deck.ts";
import { createSlide } from "../slides/create-slide.ts";
import { draftRuns } from "./draft-runs.ts";
import { enforceGenerationQuota } from "./generation-quota.ts";
import { userEngine } from "../settings/user-engine.ts";

export const GENERATION_FAILED = "Something went wrong while generating your deck. Please try again.";

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
  const brief = { title: args.title, startupName: args.startupName, overview: args.overview };
  const engine = await userEngine(ctx);
  const run = await draftRuns.start(ctx, {
    open: async (tx) => {
      const deck = await requireOwnedDeck(tx, args.deckId);
      const existing = await listSlides(tx, deck.id);
      if (existing.length > 0 && !args.replaceExisting) {
        throw new AppError(
          "CONFLICT",
          "This deck already has slides. Confirm that the draft should replace them.",
        );
      }
      return { deckId: deck.id, replacing: existing.length > 0 };
    },
    admit: (tx) => enforceGenerationQuota(tx, user.id),
    values: { engine: engine.label },
    begin: async (tx, { deckId, replacing }) => {
      await tx.db
        .update(schema.decks)
        .set({ title: brief.title, ...nextDeckVersion() })
        .where(eq(schema.decks.id, deckId));
      if (replacing) await tx.db.delete(schema.slides).where(eq(schema.slides.deckId, deckId));
      await saveBrief(tx, { deckId, ...brief });
    },
  });
  const { deckId } = run;

  let written = 0;
  // Saving the brief again touches the deck, so the owner's deck list shows when the draft ended.
  const finish = (end: RunEnd, error: string | null) =>
    ctx.transact(async (tx) => {
      await run.finish(tx, end, error, { slidesWritten: written });
      await saveBrief(tx, { deckId, ...brief });
    });
  try {
    for await (const slide of engine.draftDeck(brief, { signal: run.signal })) {
      if (await run.cancelled(ctx)) return { slides: written, cancelled: true };
      await ctx.transact(async (tx) => {
        // The body's content is derived from its fields (bodyColumns in createSlide); bullets keep the text.
        await createSlide(tx, {
          deckId,
          title: slide.title,
          content: slide.content,
          notes: slide.notes,
          body: slide.body,
          section: slide.section ?? null,
        });
        await tx.db
          .update(schema.generationRuns)
          .set({ slidesWritten: written + 1 })
          .where(eq(schema.generationRuns.id, run.id));
      });
      written++;
    }
    if (written === 0) throw new Error("the engine produced no slides");
    await finish("succeeded", null);
    return { slides: written, cancelled: false };
  } catch (error) {
    // A cancel aborts the engine's call mid-slide; the run is already recorded as stopped.
    if (run.signal.aborted) return { slides: written, cancelled: true };
    ctx.log.error("deck generation failed", { error, deckId, written });
    const note = written > 0 ? `Stopped after ${written} slides.` : "No slides were written.";
    await finish("failed", note).catch((finishError: unknown) =>
      ctx.log.error("could not record failed generation", { error: finishError }),
    );
    throw new AppError("UPSTREAM_FAILED", GENERATION_FAILED);
  } finally {
    run.release();
  }
}
