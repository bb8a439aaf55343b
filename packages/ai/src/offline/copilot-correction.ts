import type { DeckContextSlide } from "../engine.ts";

const SMALL = new Set(["the", "and", "for", "our", "just", "only", "with", "from", "that", "this"]);

/**
 * A correction ("is now …, not …", "actually …, not …") of words the slide does not have: "advisors slide: Petra is now ex-CFO Delivery Hero, not
 * Zalando" on a team slide that never named Zalando. Returns those words, so the reply asks instead of
 * adding the correction as a new line; null when the item corrects nothing, or something the slide says
 * (in any of its words: "not just '10 yrs in fintech'" corrects "10 years in fintech").
 */
export function correctsWhatIsNotThere(slide: DeckContextSlide, items: readonly string[]): string | null {
  const text =
    `${slide.title} ${slide.content} ${slide.body ? JSON.stringify(slide.body) : ""}`.toLowerCase();
  for (const item of items) {
    // "Halden is 'Halden Group' now": a name changed, which the slide must say.
    const renamed =
      /^(\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*){0,2})\s+(?:is|are)\s+(?:now\s+)?(?:called\s+)?["“'‘][^"”'’]{2,40}["”'’](?:\s+now)?\s*[.!]?$/u.exec(
        item.trim(),
      )?.[1];
    if (renamed && !text.includes(renamed.toLowerCase())) return renamed;
    if (!/\b(?:is|are|was|were)\s+(?:now|actually)\b|\bactually\b|\bcorrection\b/iu.test(item)) continue;
    const said =
      /,\s+(?:not|instead of|rather than)\s+(?:just\s+)?["“'‘]?([^"”'’.,;!?]{2,40})["”'’]?\s*[.!]?\s*$/iu.exec(
        item,
      )?.[1];
    if (!said) continue;
    const words = said.toLowerCase().match(/[\p{L}\p{N}$%]+/gu) ?? [];
    const telling = words.filter((word) => word.length >= 3 && !SMALL.has(word));
    if (telling.length > 0 && !telling.some((word) => text.includes(word))) return said.trim();
  }
  return null;
}
