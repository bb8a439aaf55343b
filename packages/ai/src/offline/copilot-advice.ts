import { findPlaceholders } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { findingsReply, notFound, say, slideName, whichSlide, type Reply } from "./copilot-reply.ts";
import { reviewDeck, sectionOfSlide } from "./review.ts";
import { SECTIONS } from "./sections.ts";
import type { SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";

/**
 * A founder asking how to make a slide better ("what should I put on the market slide?", "make the ask more
 * specific", "how do I improve the traction slide?") gets what that slide is for and what it still asks,
 * not a rewrite: the offline engine cannot add facts it was not given. Nothing changes.
 */
export function adviceReply(deck: DeckContext, ref: SlideRef | null): Reply {
  if (!ref || ref.kind === "all") return say(findingsReply(reviewDeck(deck)));
  const found = findSlide(ref, deck);
  if (found.kind === "missing") return notFound(deck, ref, "what should I put on slide 5?");
  if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "what should I put on");
  const slide = deck.slides[found.index]!;
  const section = sectionOfSlide(slide) ?? (found.index === 0 ? "title" : null);
  const hint = section
    ? SECTIONS[section].note(null)
    : "Make the title the one takeaway, and back it with a figure or a customer's words.";
  const open = findPlaceholders(`${slide.title}\n${slide.content}`);
  const asks = open.length > 0 ? ` It still asks: ${open.join(", ")}.` : "";
  return say(
    `For ${slideName(deck, found.index)}: ${hint}${asks} I changed nothing: add your facts with Edit, then ask me to tighten the wording if you like.`,
  );
}

/** Undo is a button on each reply that changed the deck, so the founder picks which change to take back. */
export const UNDO_TEXT =
  'To take back a change, press "Undo these changes" under the reply that made it. I changed nothing.';
