/**
 * The parts of a slide a founder can point at instead of the slide: "line 1", "the SAM line", "the
 * photo", "the first bullet". A delete that names one removes words, never the slide.
 */

/** What a slide is made of. */
const PARTS = String.raw`line|bullet|row|column|cell|sentence|paragraph|word|phrase|stat|quote|caption|footnote|citation|header|tagline|subtitle|logo|photo|picture|image|chart|graph`;

/** Words that name some of a slide's wording by what is wrong with it: "the jargon", "the hedge". */
const WORDING = String.raw`part|bit|point|emoji|duplication|duplicate|repetition|redundancy|repeat|buzzword|jargon|claim|adjective|hedge`;

/** Parts a slide can have that are not its wording: "the market slide has a photo that looks cheap". */
const PICTURES = String.raw`logo|photo|picture|image|chart|graph|diagram|screenshot|icon|table|quote|caption|footnote`;

/**
 * A remark about a part ("the first bullet", "line 1", "the title", "has a photo"), not about how the
 * slide is ("is one line").
 */
export const PART_OF_SLIDE = new RegExp(
  String.raw`\b(?:(?:the|this|that|its|first|second|third|last|top|bottom)\s+(?:[\p{L}-]+\s+)?(?:${PARTS}|title)s?|(?:${PARTS}|title)s?\s*#?\d|(?:has|have|with|there'?s|there is|got|uses|shows)\s+(?:a|an|one|some)\s+(?:[\p{L}-]+\s+)?(?:${PICTURES})s?)\b`,
  "iu",
);

/**
 * "drop that line", "remove the SAM line", "delete the photo", "drop the 'for the first time' bit": a
 * delete of a part of a slide (not "the title slide", not "the photo slide").
 */
export const DELETES_A_PART = new RegExp(
  String.raw`\b(?:delete|remove|drop|cut|lose|kill|ditch|scrap|axe|get rid of)\s+(?:that|the|this|those|these|our|my)\s+(?:["“'‘][^"”'’]{1,60}["”'’]\s+|(?:[\p{L}\p{N}$%'-]+\s+){0,3}?)(?:${PARTS}|${WORDING})s?\b(?!\s+slides?\b)`,
  "u",
);
