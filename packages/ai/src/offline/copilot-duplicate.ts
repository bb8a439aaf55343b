import { limits } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { createSlideOperation } from "./copilot-plan.ts";
import { say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import type { SlideRef } from "./slide-refs.ts";

/**
 * "duplicate slide 5": a copy right after it, titled "… (copy)", in the same layout. The copy is for no
 * section, so the deck never has two slides claiming to be its Market slide.
 */
export function duplicateReply(deck: DeckContext, ref: SlideRef | null): Reply {
  const found = slideOrReply(deck, ref, "duplicate slide 5", "duplicate");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const title = `${slide.title} (copy)`.slice(0, limits.slideTitleMax);
  const copy = {
    title,
    content: slide.content,
    notes: slide.notes,
    ...(slide.body ? { body: slide.body } : {}),
  };
  return say(
    `Added a copy of ${slideName(deck, found.index)} at position ${found.index + 2}, titled "${title}".`,
    [createSlideOperation(copy, found.index + 1)],
  );
}
