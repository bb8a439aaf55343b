import type { DeckContext } from "../engine.ts";
import type { Placement } from "./copilot-intent.ts";
import { notFound, say, slideName, type Reply } from "./copilot-reply.ts";
import { slideCalled } from "./review.ts";
import { capitalize } from "./text.ts";
import { resolveSlideRef, type SlideRef } from "./slide-refs.ts";

/** Reordering: "move slide 5 to position 2", "move X before Y", "move slide 3 up", "swap 2 and 3". */

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** "market should come first": first after the cover, which opens the deck. */
const startOf = (deck: DeckContext) => {
  const first = deck.slides[0];
  return first && (first.section === "title" || first.body?.layout === "cover") ? 1 : 0;
};

/** Where a new slide goes (0-based insert index), or a ref that did not resolve. */
export function insertIndex(placement: Placement, deck: DeckContext): number | { missing: SlideRef } | null {
  const count = deck.slides.length;
  switch (placement.kind) {
    case "position":
      return clamp(placement.number - 1, 0, count);
    case "start":
      return startOf(deck);
    case "end":
      return count;
    case "before":
    case "after":
    case "where": {
      const index = resolveSlideRef(placement.ref, deck);
      if (index === null) return { missing: placement.ref };
      return placement.kind === "after" ? index + 1 : index;
    }
    default:
      return null;
  }
}

function reorderReply(deck: DeckContext, ids: string[], from: number): Reply {
  const to = ids.indexOf(deck.slides[from]?.id ?? "");
  const called = deck.slides[from] ? slideCalled(deck.slides[from]) : `slide ${from + 1}`;
  if (to === from)
    return say(`${capitalize(called)} is already at position ${from + 1}, so I changed nothing.`);
  return say(`Moved ${called} from position ${from + 1} to position ${to + 1}.`, [
    { type: "reorderSlides", slideIds: ids },
  ]);
}

export function moveSlide(deck: DeckContext, target: SlideRef | null, placement: Placement | null): Reply {
  const from = target ? resolveSlideRef(target, deck) : null;
  if (from === null) return notFound(deck, target, "move slide 5 to position 2");
  const slide = deck.slides[from];
  if (!slide) return notFound(deck, target, "move slide 5 to position 2");
  if (!placement) {
    return say(
      `Where should ${slideName(deck, from)} go? Say e.g. "move slide ${from + 1} to position 2", "… up", "… down" or "… before the market slide". I changed nothing.`,
    );
  }
  const rest = deck.slides.filter((s) => s.id !== slide.id).map((s) => s.id);
  let at: number;
  switch (placement.kind) {
    case "position":
      at = clamp(placement.number - 1, 0, rest.length);
      break;
    case "start":
      at = from === 0 ? 0 : startOf(deck);
      break;
    case "end":
      at = rest.length;
      break;
    case "up":
      at = Math.max(0, from - (placement.steps ?? 1));
      break;
    case "down":
      at = Math.min(rest.length, from + (placement.steps ?? 1));
      break;
    case "before":
    case "after": {
      const anchor = resolveSlideRef(placement.ref, deck);
      const anchorId = anchor === null ? undefined : deck.slides[anchor]?.id;
      if (anchorId === undefined) return notFound(deck, placement.ref, "move slide 5 before slide 2");
      if (anchorId === slide.id) return say(`That is the same slide, so I changed nothing.`);
      at = rest.indexOf(anchorId) + (placement.kind === "after" ? 1 : 0);
      break;
    }
    case "where": {
      const held = resolveSlideRef(placement.ref, deck);
      if (held === null) return notFound(deck, placement.ref, "move slide 5 to where slide 2 is");
      if (held === from) return say(`That is the same slide, so I changed nothing.`);
      at = held;
      break;
    }
  }
  rest.splice(at, 0, slide.id);
  return reorderReply(deck, rest, from);
}

export function swapSlides(deck: DeckContext, first: SlideRef | null, second: SlideRef | null): Reply {
  const a = first ? resolveSlideRef(first, deck) : null;
  if (a === null) return notFound(deck, first, "swap slide 2 and slide 3");
  const b = second ? resolveSlideRef(second, deck) : null;
  if (b === null) return notFound(deck, second, "swap slide 2 and slide 3");
  if (a === b) return say("That is the same slide, so I changed nothing.");
  const ids = deck.slides.map((s) => s.id);
  const idA = ids[a];
  const idB = ids[b];
  if (idA === undefined || idB === undefined) return notFound(deck, first, "swap slide 2 and slide 3");
  ids[a] = idB;
  ids[b] = idA;
  return say(`Swapped ${slideName(deck, a)} and ${slideName(deck, b)}.`, [
    { type: "reorderSlides", slideIds: ids },
  ]);
}
