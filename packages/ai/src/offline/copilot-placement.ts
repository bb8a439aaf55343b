import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/** Where a slide should go; `number` is 1-based as the founder says it. */
export type Placement =
  | { kind: "position"; number: number }
  | { kind: "before" | "after"; ref: SlideRef }
  /** "where traction is now": the place that slide holds, whichever side of it the moved one comes from. */
  | { kind: "where"; ref: SlideRef }
  | { kind: "start" | "end" }
  | { kind: "up" | "down"; steps?: number };

/** "before the ask", "after team": a section named without the word "slide" (strict placements need one). */
const SECTION_NAME =
  /^(?:the\s+)?(?:ask|raise|cover|problem|solution|why now|market|product|business model|pricing|traction|competition|team|financials|go-to-market|gtm|closing slide|thank you)$/u;

/** Finds "after slide 3", "before the market slide", "at position 2", "to the end", "up"… */
export function parsePlacement(text: string, strict = false): Placement | null {
  // "right after the cover. 3 bullets, the whole pitch": the place ends with its sentence.
  const lower = text
    .toLowerCase()
    .replace(/(?<!\d)[.!?]\s.*$/su, "")
    .replace(/[\s.!?]+$/u, "");
  const position =
    /\b(?:to|at|in|into)\s+(?:position|slot|place|spot)\s*#?(\d+)\b|\b(?:on|in|at|to|into)\s+(?:the\s+)?(\d+)(?:st|nd|rd|th)\s+(?:place|position|spot|slot)\b|\bas\s+(?:the\s+)?(?:slide\s+(\d+)|(\d+)(?:st|nd|rd|th)\s+slide)\b/u.exec(
      lower,
    ) ?? (strict ? null : /\bto\s+(?:slide\s+)?(\d+)$/u.exec(lower));
  // "team should be slide 3", "…be the 3rd slide".
  const leading = strict
    ? null
    : /^(?:the\s+)?(?:slide\s*#?(\d+)|(\d+)(?:st|nd|rd|th)\s+slide|(first|second|third|fourth|fifth)\s+slide)$/u.exec(
        lower,
      );
  const word = leading?.[3]
    ? String(["first", "second", "third", "fourth", "fifth"].indexOf(leading[3]) + 1)
    : undefined;
  const number = word ?? (position ?? leading)?.slice(1).find((g) => g !== undefined && /^\d+$/u.test(g));
  if (number) return { kind: "position", number: Number(number) };
  if (!strict && /^(?:the\s+)?(?:second[\s-]to[\s-]last|penultimate)(?:\s+(?:slide|one))?$/u.test(lower))
    return { kind: "before", ref: { kind: "last" } };
  // "between 7 and 8": right after the first of two neighbours.
  const between = /^between\s+(?:slides?\s+)?(\d{1,2})\s+(?:and|&)\s+(?:slide\s+)?(\d{1,2})$/u.exec(lower);
  if (between && Number(between[2]) === Number(between[1]) + 1)
    return { kind: "after", ref: { kind: "number", number: Number(between[1]) } };
  const where = /^(?:to\s+)?where\s+(?:the\s+)?(.+?)\s+(?:slide\s+)?(?:is|sits|lives|goes)\b/u.exec(
    lower,
  )?.[1];
  const held = where ? parseSlideRef(where.includes("slide") ? where : `the ${where} slide`) : null;
  if (held) return { kind: "where", ref: held };
  const relative =
    /\b(before|after|above|below|ahead of|behind)\s+(.+?)(?:\s+(?:(?:with|that|which|so|for)\b|w\/).*|,.*|\s+[—–+-]\s.*)?$/u.exec(
      lower,
    );
  if (
    relative?.[1] &&
    relative[2] &&
    (!strict || /\bslides?\b/u.test(relative[2]) || SECTION_NAME.test(relative[2]))
  ) {
    const ref = parseSlideRef(relative[2].includes("slide") ? relative[2] : `the ${relative[2]} slide`);
    const before = ["before", "above", "ahead of"].includes(relative[1]);
    if (ref) return { kind: before ? "before" : "after", ref };
  }
  if (/\b(?:to|at)\s+the\s+(?:very\s+)?(?:start|beginning|top|front)\b|\bup\s+front$|\bfirst$/u.test(lower))
    return { kind: "start" };
  if (/\b(?:to|at|near|towards?)\s+the\s+(?:very\s+)?(?:end|bottom|back)\b|\blast$/u.test(lower))
    return { kind: "end" };
  if (strict) return null;
  // "bump team up two spots": how far, when the founder says.
  const by =
    /\b(?:by\s+)?(\d+|one|two|three|four|five|six)\s+(?:spots?|places?|positions?|slides?|notches?)\b/u.exec(
      lower,
    )?.[1];
  const steps = by
    ? /\d/u.test(by)
      ? Number(by)
      : ["one", "two", "three", "four", "five", "six"].indexOf(by) + 1
    : 1;
  // "bottoms-up" and "fill in later" place nothing.
  if (/(?<![\w-])(?:up|earlier|forward)\b/u.test(lower)) return { kind: "up", steps };
  if (
    /(?<![\w-])(?:down|back)\b|\blater\b(?!\s+(?:on|this|that|today|tonight|in))/u.test(lower) &&
    !/\b(?:fill|add|do|send)\b[^.]*\blater\b/u.test(lower)
  )
    return { kind: "down", steps };
  return null;
}
