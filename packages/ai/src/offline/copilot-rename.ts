import { limits } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { notFound, say, slideName, type Reply } from "./copilot-reply.ts";
import { resolveSlideRef, type SlideRef } from "./slide-refs.ts";

/** "rename slide 3 to Pricing", "rename the deck to Acme seed round": titles as the founder gives them. */

export function retitleReply(deck: DeckContext, ref: SlideRef | null, asked: string): Reply {
  const index = ref ? resolveSlideRef(ref, deck) : null;
  const slide = index === null ? undefined : deck.slides[index];
  if (index === null || !slide) return notFound(deck, ref, "rename slide 3 to Pricing");
  const title = asked.slice(0, limits.slideTitleMax);
  return say(`Renamed ${slideName(deck, index)} to "${title}".`, [
    { type: "updateSlide", slideId: slide.id, title },
  ]);
}

export function renameDeckReply(deck: DeckContext, asked: string): Reply {
  const title = asked.slice(0, limits.deckTitleMax);
  if (title === deck.title) return say(`The deck is already called "${title}", so I changed nothing.`);
  return say(`Renamed the deck to "${title}".`, [{ type: "renameDeck", title }]);
}

/**
 * "Maya's title cleanup: 2 → 'Month-end is still manual', 8 → 'Traction', 9 → 'Why we win'. don't touch the
 * bodies": several slides retitled at once, each by its number.
 */
export function parseTitleList(message: string): Array<{ ref: SlideRef; title: string }> | null {
  if (!/\btitles?\b|\bheadlines?\b|\brename\b/iu.test(message)) return null;
  const pairs = [
    ...message.matchAll(
      /(?:^|[\s,;:(])(?:slide\s*|#|s)?(\d{1,2})\s*(?:→|->|=>|:|=)\s*["“'‘]([^"”'’]{2,80})["”'’]/giu,
    ),
  ];
  if (pairs.length < 2) return null;
  return pairs.map((pair) => ({ ref: { kind: "number", number: Number(pair[1]) }, title: pair[2]!.trim() }));
}
