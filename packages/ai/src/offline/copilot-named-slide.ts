import type { DeckContext } from "../engine.ts";
import { mentions } from "./copilot-mentions.ts";
import { conceptOf } from "./slide-concepts.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";

/**
 * The one slide the message names: by number, by "the … slide", or by a word that names a kind of slide
 * ("why now", "cover"). A word for a part of a slide ("numbers", "pricing") counts only with "slide" after
 * it, and "title" only as "title slide", since "no new numbers" or "title unchanged" name no slide.
 */
export function namedSlide(message: string, deck: DeckContext): number | null {
  const strong: SlideRef[] = [];
  const passing: SlideRef[] = [];
  const explicit = parseSlideRef(message);
  if (explicit?.kind === "all") return null;
  if (explicit) strong.push(explicit);
  for (const mention of mentions(message)) {
    if (mention.ref.kind !== "phrase") {
      strong.push(mention.ref);
      continue;
    }
    const concept = conceptOf(mention.ref.phrase);
    const slideAfter = /^\s+(?:slide|one|page)\b/iu.test(message.slice(mention.end));
    if (!concept || ((!concept.primary || concept.word === "title") && !slideAfter)) continue;
    // "per-seat so it grows with the finance team": someone else's team, not the team slide.
    if (
      !slideAfter &&
      /\b(?:finance|sales|accounting|ops|engineering|customers?'?s?|their|its)\s+$/iu.test(
        message.slice(0, mention.index),
      )
    )
      continue;
    (slideAfter ? strong : passing).push(mention.ref);
  }
  // "In the problem slide please to add: … 85 financial controllers …": the slide named as one wins.
  return oneSlide(strong, deck) ?? (strong.length === 0 ? oneSlide(passing, deck) : null);
}

function oneSlide(refs: readonly SlideRef[], deck: DeckContext): number | null {
  const indexes = new Set<number>();
  for (const ref of refs) {
    const found = findSlide(ref, deck);
    if (found.kind === "ambiguous") return null;
    if (found.kind === "found") indexes.add(found.index);
  }
  return indexes.size === 1 ? [...indexes][0]! : null;
}
