import { limits } from "@pds/contracts";
import { asOwnPoint, capitalize, cleanBullet, wordCount, words } from "./text.ts";
import { CURRENCY } from "../currency.ts";

/** A headline longer than this reads as a paragraph on the slide. */
export const HEADLINE_MAX_WORDS = 14;
/** A headline shorter than this says too little ("We grow"). */
const HEADLINE_MIN_WORDS = 3;

/**
 * Openers that carry no meaning in a headline: "We have 32 paying customers" → "32 paying customers".
 * Only a lead that leaves a whole statement behind is dropped ("We are raising $2M" keeps "Raising $2M").
 */
const FILLER_LEADS = [
  /^(?:today|currently|right now|so far|to date|honestly|basically|overall|also),?\s+/iu,
  new RegExp(String.raw`^we(?:'ve| have)\s+(?=${CURRENCY}?\d)`, "iu"),
  /^we(?:'re| are)\s+(?=(?:live|growing|used|raising|seeing|now)\b)/iu,
  new RegExp(
    String.raw`^there (?:are|is)\s+(?=(?:about|roughly|around|over|nearly|more than)?\s*${CURRENCY}?\d)`,
    "iu",
  ),
];

/**
 * The slide's lead fact as its headline — the takeaway an investor reads first — when it is a short,
 * whole statement in the founder's own words: no word is added, figures stay as written, only an empty
 * opener goes. Null when the fact is too long or too short to be one (the slide keeps its section name).
 */
/**
 * Words a headline cannot open with: a subordinate clause ("When a small business floods"), a
 * continuation ("Then re-type everything"), or a pronoun whose subject is in another sentence ("It works
 * inside Word").
 */
const NOT_A_HEADLINE_START =
  /^(?:when|whenever|if|because|since|then|while|although|though|after|before|until|unless|as|whereas|so|and|but|or|plus|ever|it|it's|its|they|they're|this|that|these|those|which|who)\b/iu;

/**
 * A phrase that opens with a preposition and a comma, with no word that could be its verb, is an aside cut
 * from its sentence: "Under EUDR, the new EU deforestation regulation". "In March, we signed…" is a statement.
 */
const PREPOSITION_THEN_COMMA =
  /^(?:under|with|for|in|on|at|by|from|across|after|before|during|without|thanks to|according to)\b[^,]*,/iu;
const VERBISH =
  /\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|must|should|may|might|do|does|did|\p{L}{2,}ed|\p{L}{2,}s)\b/iu;

export function headlineFrom(fact: string): string | null {
  if (/\?\s*$/u.test(fact)) return null;
  let text = cleanBullet(fact);
  for (const lead of FILLER_LEADS) text = text.replace(lead, "");
  text = capitalize(text.trim());
  if (NOT_A_HEADLINE_START.test(text) || (PREPOSITION_THEN_COMMA.test(text) && !VERBISH.test(text)))
    return null;
  const count = wordCount(text);
  if (count < HEADLINE_MIN_WORDS || count > HEADLINE_MAX_WORDS) return null;
  if (text.length > limits.slideTitleMax || /\[[^\]]*\]/u.test(text)) return null;
  return text;
}

/** A clause of the lead fact this long at most can lead as the headline, the rest staying a bullet. */
const LEAD_CLAUSE_MAX_WORDS = 12;

/**
 * Where a statement may be cut in two: a semicolon or colon, a comma before "and", "but", "so",
 * "while" or "which" (", and 1 in 5 claims …"), or the reason a founder gives ("… every April because
 * nobody told them…"). A bare comma may sit inside a list ("scans Slack, Jira and
 * Notion") or an aside, so it is no break.
 */
const CLAUSE_BREAK = /(?:[;:]|,(?=\s+(?:and|but|so|while|which|yet)\b)|(?=\s+(?:because|whereas)\s))\s+/gu;

/**
 * The headline for a slide whose lead fact is `fact`, and what of the fact stays in the body: the whole
 * fact when it reads as a headline and the slide has other facts; else its first clause when that does and the rest makes a bullet
 * ("Front desks spend 12 hours a week on the phone with insurers" / "1 in 5 claims is denied for
 * eligibility errors"). Only a punctuated break is used, so no bullet loses its subject ("… and hate the
 * handoff" stays whole). Every word of the fact is kept, in order.
 */
export function leadHeadline(
  fact: string,
  /** The slide has no other fact: the headline must leave a bullet behind. */
  alone = false,
): { headline: string; rest: string[] } | null {
  const whole = alone ? null : headlineFrom(fact);
  if (whole) return { headline: whole, rest: [] };
  for (const match of fact.matchAll(CLAUSE_BREAK)) {
    const left = fact.slice(0, match.index);
    if (wordCount(left) > LEAD_CLAUSE_MAX_WORDS) break;
    // "…, which is why 60% switched" leaves "That's why 60% switched", as a chunk cut before "which" does.
    const right = cleanBullet(asOwnPoint(words(fact.slice(match.index + match[0].length))).join(" "));
    // A figure's thousands separator ("135,000") is no clause break.
    if (/\d$/u.test(left) && /^\d/u.test(fact.slice(match.index + 1))) continue;
    const headline = headlineFrom(left);
    if (headline && wordCount(right) >= 4) return { headline, rest: [right] };
  }
  return null;
}
