import type { DeckContext } from "../engine.ts";
import { slideName } from "./copilot-reply.ts";
import { hasGap, sectionOfSlide } from "./review.ts";
import { describeSlides, parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { capitalize } from "./text.ts";
import { SECTIONS, type SectionKey } from "./sections.ts";
import { NUMBER_WORDS } from "@pds/kit";

/**
 * Questions about the deck's shape, answered without changing it: which slides to keep for a short
 * version ("2 min elevator version — which 5 slides would you keep?"), and which titles still only name
 * their section ("which slides still have generic titles vs real headlines?").
 */
export type DeckShape =
  | { kind: "keep"; count: number }
  | { kind: "genericTitles" }
  | { kind: "quote"; slide: SlideRef; titleOnly: boolean };

const NOTHING = "I changed nothing.";

/** The slides a short version keeps first: the story an investor needs in the fewest slides. */
const PRIORITY: readonly SectionKey[] = [
  "title",
  "problem",
  "solution",
  "traction",
  "ask",
  "product",
  "market",
  "team",
  "businessModel",
  "competition",
  "whyNow",
  "financials",
];

export function parseDeckShape(message: string): DeckShape | null {
  const quoted = parseQuoteAsk(message);
  if (quoted) return quoted;
  const lower = message.toLowerCase();
  const keep =
    /\bwhich\s+(\d+|three|four|five|six|seven|eight)\s+slides?\s+(?:would|should|do|to)\s+(?:you|i|we)?\s*(?:keep|show|use|pick)\b/u.exec(
      lower,
    )?.[1];
  if (keep) return { kind: "keep", count: /\d/u.test(keep) ? Number(keep) : (NUMBER_WORDS[keep] ?? 5) };
  if (
    /\b(?:which|what|any)\b[^.?!]*\b(?:generic|placeholder|boring|default|section)\s+(?:titles?|headings?)\b/u.test(
      lower,
    )
  )
    return { kind: "genericTitles" };
  return null;
}

function keep(deck: DeckContext, count: number): string {
  const bySection = new Map<SectionKey, number>();
  deck.slides.forEach((slide, index) => {
    const section = sectionOfSlide(slide) ?? (index === 0 ? "title" : null);
    if (section && !bySection.has(section)) bySection.set(section, index);
  });
  const kept = PRIORITY.flatMap((key) => {
    const index = bySection.get(key);
    return index === undefined ? [] : [index];
  })
    .slice(0, count)
    .sort((a, b) => a - b);
  if (kept.length === 0) return `I can't tell the deck's sections apart to pick from. ${NOTHING}`;
  return `For a short version I'd keep ${kept.map((index) => slideName(deck, index)).join(", ")}: who has the problem, what you do about it, the proof it works and what you're asking for. Say the rest out loud if they ask. ${NOTHING}`;
}

function genericTitles(deck: DeckContext): string {
  const generic = deck.slides.flatMap((slide, index) => {
    const section = sectionOfSlide(slide);
    const names = Object.values(SECTIONS).map((spec) => spec.title.toLowerCase());
    return index > 0 && section && names.includes(slide.title.trim().toLowerCase()) ? [index] : [];
  });
  if (generic.length === 0)
    return `Every slide after the cover already has a headline of its own. ${NOTHING}`;
  return `${generic.length} slide${generic.length === 1 ? " still has a title" : "s still have titles"} that only name${generic.length === 1 ? "s" : ""} the section: ${generic.map((index) => slideName(deck, index)).join(", ")}. Say "make all titles headlines" and I'll write each from its strongest point. ${NOTHING}`;
}

export function deckShapeReply(deck: DeckContext, question: DeckShape): string {
  if (question.kind === "quote") return quote(deck, question.slide, question.titleOnly);
  return question.kind === "keep" ? keep(deck, question.count) : genericTitles(deck);
}

/**
 * "what's the exact line on the cover rn?", "copy me exactly what slide 7 says", "what does the deck
 * actually say our price is", "my board chair asked what our competition slide is titled": the slide's
 * own words, quoted.
 */
function parseQuoteAsk(message: string): DeckShape | null {
  const lower = message.toLowerCase();
  const asks =
    /\b(?:what(?:'s|s| is| does)?|read me|copy me|paste|tell me)\b[^?]*\b(?:say|says|line|lines|titled|title|called|has|exactly)\b/u.test(
      lower,
    );
  if (!asks || /\b(?:should|could|would|better|change|make|rewrite|suggest)\b/u.test(lower)) return null;
  const slide =
    /\bslide\s*(\d{1,2})\b/u.exec(lower)?.[1] ??
    /\b(?:the|our|my)\s+(cover|[\p{L}\s-]{2,20}?)\s+slide\b/u.exec(lower)?.[1] ??
    (/\bon the cover\b|\bthe cover\b/u.test(lower) ? "cover" : undefined) ??
    (/\bour price\b|\bwhat do (?:we|you) charge\b/u.test(lower) ? "business model" : undefined);
  const ref = slide
    ? /^\d+$/u.test(slide)
      ? { kind: "number" as const, number: Number(slide) }
      : parseSlideRef(`the ${slide} slide`)
    : null;
  if (!ref || ref.kind === "all") return null;
  return {
    kind: "quote",
    slide: ref,
    titleOnly: /\btitled|title\b|\bcalled\b/u.test(lower) && !/\bline\b/u.test(lower),
  };
}

function quote(deck: DeckContext, ref: SlideRef, titleOnly: boolean): string {
  const found = findSlide(ref, deck);
  if (found.kind !== "found")
    return `I couldn't tell which slide you mean. ${describeSlides(deck)} ${NOTHING}`;
  const slide = deck.slides[found.index]!;
  const name = capitalize(slideName(deck, found.index));
  if (titleOnly) return `Slide ${found.index + 1} is called "${slide.title}". ${NOTHING}`;
  const lines = slide.content.split("\n").filter((line) => line.trim() && !hasGap(line));
  const open = slide.content.split("\n").filter((line) => hasGap(line)).length;
  const said =
    lines.length > 0
      ? ` It says: ${lines.map((line) => `"${line.trim()}"`).join(" / ")}.`
      : " It has no finished line yet.";
  const gaps = open > 0 ? ` ${open} line${open === 1 ? " still asks" : "s still ask"} for your facts.` : "";
  return `${name} is titled "${slide.title}".${said}${gaps} ${NOTHING}`;
}
