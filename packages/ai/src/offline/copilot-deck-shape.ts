import type { DeckContext } from "../engine.ts";
import { slideName } from "./copilot-reply.ts";
import { sectionOfSlide } from "./review.ts";
import { SECTIONS, type SectionKey } from "./sections.ts";
import { NUMBER_WORDS } from "@pds/kit";

/**
 * Questions about the deck's shape, answered without changing it: which slides to keep for a short
 * version ("2 min elevator version — which 5 slides would you keep?"), and which titles still only name
 * their section ("which slides still have generic titles vs real headlines?").
 */
export type DeckShape = { kind: "keep"; count: number } | { kind: "genericTitles" };

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
  return question.kind === "keep" ? keep(deck, question.count) : genericTitles(deck);
}
