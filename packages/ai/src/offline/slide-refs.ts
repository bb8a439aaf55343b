import type { DeckContext } from "../engine.ts";
import { NUMBER_WORDS } from "@pds/kit";
import { sectionOfSlide } from "./review.ts";
import { SECTION_KEYS, type SectionKey } from "./sections.ts";
import { findSlide } from "./slide-target.ts";

/**
 * How a founder points at a slide: "slide 3", "the 2nd slide", "the last slide", "the traction slide",
 * "the slide about pricing". Resolution against the deck is separate so parsing stays pure.
 */
export type SlideRef =
  | { kind: "number"; number: number }
  /** `back`: "the second to last slide" is 1 back from the last. */
  | { kind: "last"; back?: number }
  /** `except`: "shorten everything except the team slide". */
  | { kind: "all"; except?: SlideRef[] }
  /** `nth`: "the second go-to-market slide" is the second slide matching "go-to-market". */
  | { kind: "phrase"; phrase: string; nth?: number }
  /** "the slide right before thank you": `offset` slides from the one `of` names. */
  | { kind: "beside"; of: SlideRef; offset: number }
  /** "the slide with the 32 customers": the one slide whose words hold these. */
  | { kind: "holding"; words: string };

/** Words that name the deck's own title, never a slide: "the file name", "deck title", "the sidebar name". */
export const NAMES_THE_DECK =
  /\b(?:file|deck|presentation|document|doc|sidebar|tab)(?:'s|’s)?\s*(?:name|title)\b|\btitle of the deck\b/iu;

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];
const NOT_A_NAME = new Set([
  "new",
  "next",
  "whole",
  "entire",
  "same",
  "one",
  "a",
  "another",
  "this",
  "that",
  "the",
  "my",
  "our",
]);

export function parseSlideRef(text: string): SlideRef | null {
  const lower = text.toLowerCase();
  if (/\b(?:every|each|all(?:\s+(?:the|of the|my|our))?)\s+slides?\b|\bthe whole deck\b/u.test(lower)) {
    return { kind: "all" };
  }
  const beside =
    /\b(?:the\s+(?:slide|one)|whatever(?:\s+slide)?\s+(?:comes|is|sits))\s+(?:right\s+|just\s+|directly\s+)?(before|after)\s+(?:the\s+)?(?!slide\b)([\p{L}\p{N}\s'-]+?)(?:\s+slide)?(?:\s*[—–,;.!?]|\s+(?:pls|please)\b|$)/u.exec(
      lower,
    );
  if (beside?.[1] && beside[2]) {
    const of = parseSlideRef(
      /^\d+$/u.test(beside[2].trim()) ? `slide ${beside[2]}` : `the ${beside[2].trim()} slide`,
    );
    if (of && of.kind !== "all") return { kind: "beside", of, offset: beside[1] === "before" ? -1 : 1 };
  }
  const fromEnd =
    /\b(second|third|2nd|3rd)[\s-]+(?:to|from)[\s-]+(?:the\s+)?last\s+slide\b|\b(?:penultimate|next[\s-]to[\s-]last)\s+slide\b/u.exec(
      lower,
    );
  if (fromEnd) return { kind: "last", back: fromEnd[1] === "third" || fromEnd[1] === "3rd" ? 2 : 1 };
  const nthNamed =
    /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|other)\s+((?:["“]?[\p{L}\p{N}'’&-]+["”]?\s+){1,4}?)slide\b/u.exec(
      lower,
    );
  if (nthNamed?.[1] && nthNamed[2]) {
    const nth = nthNamed[1] === "other" ? 2 : ORDINALS.indexOf(nthNamed[1]) + 1;
    return { kind: "phrase", phrase: nthNamed[2].replace(/["“”]/gu, "").trim(), nth };
  }
  const numbered =
    /\bslides?\s*(?:#|no\.?\s*|number\s+)?(\d+)\b/u.exec(lower) ??
    /\b(\d+)(?:st|nd|rd|th)\s+slide\b/u.exec(lower);
  if (numbered?.[1]) return { kind: "number", number: Number(numbered[1]) };
  // "slide nine", "slide three".
  const spelled =
    /\bslide\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)\b/u.exec(
      lower,
    )?.[1];
  if (spelled && NUMBER_WORDS[spelled]) return { kind: "number", number: NUMBER_WORDS[spelled] };
  const ordinal =
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|end)\s+slide\b/u.exec(
      lower,
    );
  if (ordinal?.[1]) {
    return ordinal[1] === "last" || ordinal[1] === "final" || ordinal[1] === "end"
      ? { kind: "last" }
      : { kind: "number", number: ORDINALS.indexOf(ordinal[1]) + 1 };
  }
  const about = /\bslide\s+(?:about|on|titled|called|named|for)\s+["“']?([^"”']+?)["”']?\s*$/u.exec(lower);
  // "remove the traction slide for now", "…slide for the Sequoia version": when, or for whom, not a topic.
  const forWhen =
    /^(?:now|today|tomorrow|later|this week|the moment)$|\b(?:version|pitch|meeting|call|deck|investors?|submission)\b/u;
  if (about?.[1] && !forWhen.test(about[1].trim())) return { kind: "phrase", phrase: about[1].trim() };
  // "put the slide with the 32 customers as number 4": the slide that says it.
  const holding =
    /\bthe\s+(?:slide|one)\s+(?:with|that\s+(?:has|says|shows|mentions)|showing|mentioning)\s+(?:the\s+|our\s+)?["“']?([^"”',.;:!?]{2,80}?)["”']?(?=\s*(?:[,.;:!?]|$)|\s+[—–-]\s|\s+(?:as|to|at|after|before|first|last|up|down|and|on|in|into|so|because)\b)/iu.exec(
      text,
    );
  if (holding?.[1] && /[\d$%]|\p{L}{4,}/u.test(holding[1]))
    return { kind: "holding", words: holding[1].trim() };
  // "the traction slide", or a message that opens with the slide: "solution slide just repeats the cover".
  const named =
    /\b(?:the|my|our|this|that)\s+((?:["“]?[\p{L}\p{N}'’&$€£%-]+(?:\.\d+[\p{L}%]*)?["”]?\s+){1,4}?)slide\b/u.exec(
      lower,
    ) ?? /^((?:[\p{L}'’&-]+\s+){1,2})slide\b/u.exec(lower.trim());
  const phrase = named?.[1]?.replace(/["“”]/gu, "").trim();
  if (phrase && !NOT_A_NAME.has(phrase)) return { kind: "phrase", phrase };
  return null;
}

/** The 0-based index the reference points at (the best guess, exact or not), or null when none does. */
export function resolveSlideRef(ref: SlideRef, deck: DeckContext): number | null {
  const target = findSlide(ref, deck);
  if (target.kind === "found") return target.index;
  return target.kind === "ambiguous" ? (target.indexes[0] ?? null) : null;
}

/** "1. Title, 2. Problem, …" so a reply can say which slides exist. */
export function describeSlides(deck: DeckContext): string {
  if (deck.slides.length === 0) return "The deck has no slides yet.";
  const list = deck.slides.map((s, i) => `${i + 1}. ${s.title}`).join(", ");
  return `The deck has ${deck.slides.length} slide${deck.slides.length === 1 ? "" : "s"}: ${list}.`;
}

/**
 * Where a new slide for `key` belongs: before the first slide (after the cover) whose section comes later
 * in the standard order; at the end when none does.
 */
export function standardPosition(key: SectionKey, deck: DeckContext): number {
  const rank = SECTION_KEYS.indexOf(key);
  const later = deck.slides.findIndex((slide, i) => {
    if (i === 0) return false;
    const section = sectionOfSlide(slide);
    return section !== null && SECTION_KEYS.indexOf(section) > rank;
  });
  return later >= 0 ? later : deck.slides.length;
}
