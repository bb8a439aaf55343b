import { findPlaceholders } from "@pds/contracts";
import type { DiligenceTopic } from "./catalog.ts";

export interface PracticeSlide {
  id: string;
  title: string;
  content: string;
}

/** The selected deck, as the persona and the review see it (null = freestyle). */
export interface PracticeDeck {
  title: string;
  slides: PracticeSlide[];
}

/** A placeholder the founder has not filled in yet ("[Add TAM with a source]", "[How many mills pay?]"). */
export interface Placeholder {
  slide: PracticeSlide;
  text: string;
}

export function placeholders(deck: PracticeDeck | null): Placeholder[] {
  if (!deck) return [];
  return deck.slides.flatMap((slide) =>
    findPlaceholders(`${slide.title}\n${slide.content}`).map((text) => ({ slide, text })),
  );
}

/** The slide that backs a topic up, by title words; undefined when the deck has no such section. */
export function sectionSlide(deck: PracticeDeck, topic: DiligenceTopic): PracticeSlide | undefined {
  return deck.slides.find((slide) => topic.section.some((word) => slide.title.toLowerCase().includes(word)));
}

/** What the deck says (or fails to say) about a topic, phrased as the partner would raise it. */
export function deckRemark(deck: PracticeDeck | null, topic: DiligenceTopic): string | null {
  if (!deck || deck.slides.length === 0) return null;
  const slide = sectionSlide(deck, topic);
  if (!slide) return `I did not see a slide on ${topic.label.toLowerCase()} in your deck.`;
  const gap = placeholders(deck).find((p) => p.slide.id === slide.id);
  if (gap) return `Your "${slide.title}" slide still says ${gap.text}, so I will ask you directly.`;
  return null;
}
