import { findFigures } from "./layouts/figures.ts";
import { namesIn } from "./copilot-add-facts.ts";
import { headRef, type FactDump } from "./copilot-slide-facts.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * News handed over with where it goes, in the founder's own order: "avg close time went from 9.5 days →
 * 2.8 days. get it on traction", "new hire!! Omar Haddad joined as Head of Sales 🙌 team slide pls",
 * "we shipped intercompany reconciliation last week. product slide should say so". The parts that state
 * facts become the slide's new line; the part that says where names the slide.
 */

/** The part of the message that says where the news goes; its first group is the slide. */
const DESTINATIONS: readonly RegExp[] = [
  /\b(?:get|put|add|drop|stick|throw|pop|include)\s+(?:it|that|this|them|those|these)\s+(?:on|to|in|into|onto)\s+(?:the\s+)?(.+?)(?:\s+(?:slide|too|as well))?\s*(?:pls|please|plz)?\W*$/iu,
  /\b(?:belongs?|goes|go|fits?)\s+(?:on|in|into)\s+(?:the\s+)?(.+?)(?:\s+slide)?(?:,?\s*right)?\W*(?:\s+add\s+it\W*)?$/iu,
  /^(?:the\s+)?(.+?)\s+slide\s+(?:pls|please|plz)\W*$/iu,
  /^(?:the\s+)?(.+?)\s+(?:slide\s+)?(?:should|needs? to|has to)\s+(?:say|mention|show|include|reflect)\s+(?:so|that|it|this)\W*$/iu,
];

/** A part that states news: a figure, a name, or something the team did. */
function statesFact(part: string): boolean {
  return (
    findFigures(part).length > 0 ||
    namesIn(part.replace(/^\p{Lu}/u, "")).length > 0 ||
    /\b(?:we|we've|we're|our|he|she|they)\b[^.?!]*\b(?:shipped|launched|joined|signed|started|hired|closed|won|released|partnered|added|moved|went)\b/iu.test(
      part,
    )
  );
}

/** The slide a place names: "traction", "the team slide", "slide 8". */
function slideAt(where: string): SlideRef | null {
  const ref = parseSlideRef(`${where} slide`) ?? headRef(where)?.ref ?? null;
  return ref && ref.kind !== "all" ? ref : null;
}

/** The slides a destination part names: "add it to traction, and also drop it into the business model slide". */
function destinations(part: string): SlideRef[] {
  const refs: SlideRef[] = [];
  for (const piece of part.split(
    /,?\s+(?:and\s+)?also\s+|,\s+and\s+(?=(?:get|put|add|drop|stick|throw|pop|include)\b)/iu,
  )) {
    for (const pattern of DESTINATIONS) {
      const where = pattern.exec(piece.trim())?.[1];
      const ref = where ? slideAt(where.replace(/\s+(?:slide\s+)?as\s+.*$/iu, "")) : null;
      if (ref) {
        refs.push(ref);
        break;
      }
    }
  }
  return refs;
}

/** Openers that are excitement, not news: "new hire!!", "ok so", "fyi". */
const OPENER = /^(?:(?:ok(?:ay)?|so|fyi|also|btw|update|news|new hire|big news|honestly)[\s,:!]*)+/iu;

export function parseHandover(message: string): FactDump[] | null {
  const parts = message
    .replace(/\p{Extended_Pictographic}+/gu, ". ")
    .split(/(?<=[.!?])\s+|\s+[—–]\s+|;\s+/u)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
  if (parts.length < 2) return null;
  const where = parts.map(destinations);
  const at = where.findIndex((refs) => refs.length > 0);
  if (at < 1) return null;
  const facts = parts
    .slice(0, at)
    .map((part) =>
      part
        .replace(OPENER, "")
        .replace(/[.!?]+$/u, "")
        .trim(),
    )
    .filter((part) => part.split(/\s+/u).length >= 3 && statesFact(part));
  if (facts.length === 0) return null;
  const text = facts.map((fact) => cleanBullet(fact.replace(/\bw\/\s*/giu, "with "))).join("; ");
  return where[at]!.map((target) => ({ target, items: [capitalize(text)] }));
}
