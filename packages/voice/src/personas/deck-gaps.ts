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
  /** Ids of slides to rehearse first (investors skimmed them on the deck's share links). */
  focus?: readonly string[];
}

/** The focus slides, in deck order. */
export const focusSlides = (deck: PracticeDeck | null): PracticeSlide[] =>
  deck?.focus?.length ? deck.slides.filter((slide) => deck.focus!.includes(slide.id)) : [];

/** "“Market” and “Traction”": slide titles as the partner says them. */
export function quotedTitles(slides: readonly PracticeSlide[]): string {
  const titles = slides.map((slide) => `"${slide.title}"`);
  return titles.length <= 1 ? (titles[0] ?? "") : `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
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

/** Whether a topic is about one of the focus slides (its section words in the slide's title). */
export const isFocusTopic = (deck: PracticeDeck | null, topic: DiligenceTopic) =>
  focusSlides(deck).some((slide) => topic.section.some((word) => slide.title.toLowerCase().includes(word)));

/** The topics about a focus slide first (in their usual order), then the rest. */
export function focusFirst<T extends DiligenceTopic>(topics: readonly T[], deck: PracticeDeck | null): T[] {
  const focused = (topic: T) => isFocusTopic(deck, topic);
  return [...topics.filter(focused), ...topics.filter((topic) => !focused(topic))];
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
