import type { Placement } from "./copilot-placement.ts";
import { SLIDE_CONCEPTS } from "./slide-concepts.ts";
import type { SlideRef } from "./slide-refs.ts";

/**
 * Slides named in passing, where the founder says no "slide": "traction after why now pls", "the vs one
 * should follow product", "make market #3". Each mention is a kind of slide (by any word founders use for
 * it) or a number with "slide" or "#", found where it sits in the message.
 */
export interface Mention {
  ref: SlideRef;
  index: number;
  end: number;
}

const WORDS = SLIDE_CONCEPTS.flatMap((concept) =>
  [...concept.primary, ...concept.related].map((word) => ({ word, concept: concept.name })),
)
  .filter(({ word }) => word.length > 2 || word === "vs")
  .sort((a, b) => b.word.length - a.word.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&").replace(/[\s-]+/gu, "[\\s-]+");

const CONCEPT_WORD = new RegExp(
  // "mid-market", "up-market": a kind of customer, not the market slide.
  String.raw`(?<![\p{L}\p{N}]|\b(?:up|mid|down)[\s-])(?:${WORDS.map(({ word }) => escape(word)).join("|")})(?![\p{L}\p{N}]|[\s-]+days?\b)`,
  "giu",
);

/** "traction → 44 customers", "biz model: $52/seat": a line that opens with the slide it is for. */
export const SLIDE_HEAD = new RegExp(
  String.raw`(?:the\s+)?(?:${WORDS.map(({ word }) => escape(word)).join("|")}|biz model|slide\s*\d+)(?:\s+slide)?\s*(?:→|->|=>|:|—|–)`,
  "iu",
);

const NUMBERED = /\bslides?\s*#?(\d{1,2})\b|#(\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th)\s+slide\b/giu;

/** "Sam" is a teammate; "SAM" or "sam" is the serviceable market. */
const isPersonNamed = (word: string) => /^Sam$/u.test(word);

/** Every slide named in `text`, in order; overlapping words count once (the longest). */
export function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(NUMBERED)) {
    const number = Number(match[1] ?? match[2] ?? match[3]);
    found.push({ ref: { kind: "number", number }, index: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(CONCEPT_WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((m) => start < m.end && end > m.index) || isPersonNamed(match[0])) continue;
    found.push({ ref: { kind: "phrase", phrase: match[0].toLowerCase() }, index: start, end });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A slide's new place said against another slide or a number: after, before, in front of, "#3". */
const RELATION =
  /\b(?:(?:right|directly|just|immediately|straight)\s+)?(after|before|in front of|ahead of|behind|following|follows?|precedes?)\b|\b(?:to|at|as|into)\s+(?:position|spot|slot|place)\s*#?(\d{1,2})\b|(?:^|\s)#(\d{1,2})\b(?!\s*:)|\b(?:be|to|as)\s+(?:the\s+)?slide\s*#?(\d{1,2})\b|(?:→|->|=>)\s*(?:slot|position|spot|#)\s*(\d{1,2})\b/iu;

/** Words that say a slide is to go somewhere, not be added, removed or rewritten. */
const MOVING =
  /\b(?:move|put|place|push|bump|shift|drag|slot|sit|sits|go|goes|come|comes|belongs?|follow|follows|land|lands|make)\b/iu;

const OTHER_EDIT =
  /\b(?:add|create|insert|new|delete|remove|drop|cut|rewrite|rename|retitle|merge|combine)\b/iu;

const AFTER = new Set(["after", "behind", "following", "follow", "follows"]);

/** A clause of the message: sentences, and "…, so X should…" asides. */
const clauses = (message: string) =>
  message.split(/(?:[.!?](?!\d))+|[;\n]+|,\s*so\s+|\s[—–]\s/u).filter((c) => c.trim());

/**
 * "traction after why now pls", "product should come directly after that timing slide", "timing slide
 * belongs right in front of the ask", "make the market slide #3", "team is buried at 10. move it right
 * after solution": the slide to move, and its place. The slide is the first named before the place, or the
 * one an earlier sentence named when this one says "it".
 */
export function relationMove(message: string): { target: SlideRef; placement: Placement } | null {
  const parts = clauses(message);
  for (let at = parts.length - 1; at >= 0; at -= 1) {
    const clause = parts[at]!;
    const relation = RELATION.exec(clause);
    if (!relation || OTHER_EDIT.test(clause)) continue;
    const before = clause.slice(0, relation.index);
    const own = mentions(before)[0];
    const earlier = /\b(?:it|this one|that one)\b/iu.test(before)
      ? mentions(parts[at - 1] ?? "").find((mention) => mention.index <= 4)
      : undefined;
    const subject = own ?? earlier;
    if (!subject) continue;
    const leads = own !== undefined && own.index <= 5;
    const arrow = relation[5] !== undefined;
    if (!MOVING.test(before) && !leads && !arrow) continue;
    const number = relation[2] ?? relation[3] ?? relation[4] ?? relation[5];
    if (number) return { target: subject.ref, placement: { kind: "position", number: Number(number) } };
    const anchor = mentions(clause.slice(relation.index + relation[0].length))[0];
    if (!anchor || JSON.stringify(anchor.ref) === JSON.stringify(subject.ref)) continue;
    const kind = AFTER.has(relation[1]!.toLowerCase()) ? "after" : "before";
    return { target: subject.ref, placement: { kind, ref: anchor.ref } };
  }
  return null;
}
