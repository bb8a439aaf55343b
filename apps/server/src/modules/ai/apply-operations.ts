import type { CopilotOperation } from "@pds/ai";
import { convertLayout, type SlideLayout } from "@pds/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";
import { requireOwnedSlide } from "../decks/owned-deck.ts";
import { rowBody } from "../decks/slide-body.ts";
import { updateDeck } from "../decks/update-deck.ts";
import { createSlide } from "../slides/create-slide.ts";
import { deleteSlide } from "../slides/delete-slide.ts";
import { reorderSlides } from "../slides/reorder-slides.ts";
import { updateSlide } from "../slides/update-slide.ts";

/** A slide the copilot names must be in the deck being discussed, whoever else owns what. */
async function requireSlideInDeck(ctx: FunctionContext, deckId: string, slideId: string) {
  const { slide } = await requireOwnedSlide(ctx, slideId);
  if (slide.deckId !== deckId) throw new AppError("NOT_FOUND", "Slide not found in this deck.");
  return slide;
}

/** Redraws the slide in `layout` with its text kept; what the layout has no place for joins the notes. */
async function changeLayout(ctx: FunctionContext, deckId: string, slideId: string, layout: SlideLayout) {
  const slide = await requireSlideInDeck(ctx, deckId, slideId);
  const next = convertLayout({ body: rowBody(slide), content: slide.content, notes: slide.notes }, layout);
  await updateSlide(ctx, { slideId, body: next.body, content: next.content, notes: next.notes });
}

/** Applies one edit; a created slide's id is returned (undo removes it). */
async function applyOne(
  ctx: FunctionContext,
  deckId: string,
  operation: CopilotOperation,
): Promise<string | void> {
  switch (operation.type) {
    case "createSlide":
      return createSlide(ctx, {
        deckId,
        title: operation.title,
        content: operation.content,
        notes: operation.notes,
        position: operation.position,
        section: operation.section ?? null,
        ...(operation.body ? { body: operation.body } : {}),
      });
    case "updateSlide":
      await requireSlideInDeck(ctx, deckId, operation.slideId);
      await updateSlide(ctx, {
        slideId: operation.slideId,
        title: operation.title,
        content: operation.content,
        notes: operation.notes,
        ...(operation.body ? { body: operation.body } : {}),
      });
      return;
    case "deleteSlide":
      await requireSlideInDeck(ctx, deckId, operation.slideId);
      await deleteSlide(ctx, { slideId: operation.slideId });
      return;
    case "reorderSlides":
      await reorderSlides(ctx, { deckId, slideIds: operation.slideIds });
      return;
    case "renameDeck":
      await updateDeck(ctx, { deckId, title: operation.title });
      return;
    case "changeLayout":
      await changeLayout(ctx, deckId, operation.slideId, operation.layout);
      return;
    case "setTheme":
      await updateDeck(ctx, { deckId, theme: operation.theme });
      return;
  }
}

/**
 * Apply the copilot's edits one by one through the same ownership-checked operations the editor uses.
 * Each is its own transaction; one that fails (say, a slide that no longer exists) is skipped and reported.
 */
export async function applyOperations(ctx: FunctionContext, deckId: string, operations: CopilotOperation[]) {
  let applied = 0;
  const skipped: string[] = [];
  const created: string[] = [];
  for (const operation of operations) {
    try {
      const id = await ctx.transact((tx) => applyOne(tx, deckId, operation));
      if (id) created.push(id);
      applied++;
    } catch (error) {
      ctx.log.warn("copilot operation skipped", { error, operation: operation.type });
      skipped.push(operation.type);
    }
  }
  return { applied, skipped, created };
}
