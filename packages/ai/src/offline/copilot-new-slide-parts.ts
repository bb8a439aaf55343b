import { parsePlacement, type Placement } from "./copilot-placement.ts";
import { slideItems } from "./copilot-slide-items.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * What a request for a new slide says besides its title: where it goes ("after competition", "near the
 * end") and its points (after a colon or dash, or numbered "1) … 2) …").
 */

/** A quoted title; an apostrophe between letters is part of it ("'What's new'"). */
export const QUOTED = String.raw`["“'‘]((?:[^"”'’]|(?<=\p{L})['’](?=\p{L})){3,60})["”'’]`;

/** "after competition", "before the ask": where the slide goes, from the words between. */
export const placeIn = (said: string): Placement | null => {
  // Not from the points: "2) chased startups before mid-market", "79% GM after inference costs" place nothing.
  const text = said.split(/(?:^|\s)1[).]\s|:\s*[^:]*\d[^:]*,[^:]*\d/u)[0]!;
  const where =
    /\b(?:right\s+|just\s+|directly\s+)?(?:before|after)\s+(?:the\s+)?[\p{L}$\d.\s-]+?(?=\s*(?:[:—–,]|pls|please|w\/|with|$))/iu.exec(
      text,
    )?.[0];
  if (where) return parsePlacement(where);
  // "… near the end", "at the start": the end, or right after the cover.
  if (/\b(?:at|near|towards?|close to)\s+the\s+end\b/iu.test(text)) return parsePlacement("to the end");
  return /\bat the (?:start|beginning|front)\b/iu.test(text) ? parsePlacement("after the cover") : null;
};

/** The points after a colon or dash, unless they only say how many placeholders to leave. */
export function pointsAfter(text: string): string[] | undefined {
  // "…, Enterprise custom. leave the old biz model slide for now": what to do after the points is no point.
  const rest = /[:—–]\s*(.+)$/su
    .exec(text)?.[1]
    ?.replace(
      /[.!]\s+(?:leave|keep|i'?ll|we'?ll|don'?t|do not|pls|please|thx|thanks|one (?:line|bullet|point|row) (?:per|each|for)|slot it|put it|place it|it goes|goes|can you|could you)\b.*$/isu,
      "",
    )
    .trim();
  if (!rest || /^["“'‘]/u.test(rest)) return undefined;
  // "3 milestones, leave them as placeholders": that many gaps for the founder to fill.
  const gaps = /^(\d|two|three|four|five)\s+([\p{L}-]+?)s?\b[^.]*\bplaceholders?\b/iu.exec(rest);
  if (gaps?.[1] && gaps[2]) {
    const count = /\d/u.test(gaps[1])
      ? Number(gaps[1])
      : ["two", "three", "four", "five"].indexOf(gaps[1]) + 2;
    return Array.from({ length: Math.min(count, 6) }, (_, i) => `[Add ${gaps[2]!.toLowerCase()} ${i + 1}]`);
  }
  if (/\bplaceholders?\b/iu.test(rest)) return undefined;
  // "3 bullets, only pull from what's already in the deck": how to write it, not what it says.
  if (/^\d+\s+(?:bullets?|points?|lines?)\b|\b(?:don'?t|do not) invent\b|\bonly (?:pull|use)\b/iu.test(rest))
    return undefined;
  const items = slideItems(`slide: ${rest}`);
  return items && items.length > 0 ? items : undefined;
}

/** "1) priced too low at launch 2) chased 20-person startups": the numbered points, without the request after. */
export function numbered(text: string): string[] | undefined {
  if (!/(?:^|\s)1[).]\s/u.test(text)) return undefined;
  const items = text
    .replace(/^[^1]*?(?=1[).]\s)/su, "")
    .split(/(?:^|\s)\d[).]\s+/u)
    .map((item) => item.replace(/[.!]\s+(?:put|move|add|place|make)\b.*$/isu, "").trim())
    .map((item) => capitalize(cleanBullet(item)))
    .filter(Boolean);
  return items.length >= 2 ? items : undefined;
}
