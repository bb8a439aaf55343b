import { isDodge, words } from "../text/words.ts";
import { findClaims, type Claim } from "./claims.ts";
import { topicsOf, type TopicKey } from "./topics.ts";

/** What the mock VC heard in one founder turn. */
export interface TurnAnalysis {
  claims: Claim[];
  /** Competitors named: from the deck's and brief's names, or after "compete with", "unlike", "versus"… */
  competitors: string[];
  topics: Set<TopicKey>;
  /** A dodge ("not sure", "can't share") or a claim with no number ("a lot of customers"). */
  vague: { kind: "dodge" } | { kind: "unquantified"; phrase: string } | null;
  words: number;
}

const COMPETITOR_CUES =
  /\b(?:compete(?:s|d)? (?:with|against)|competitors? (?:is|are|include)|competing with|(?:win|won|winning|lose|lost|losing)(?: deals)? (?:against|to)|beat|beats|unlike|versus|vs\.?|instead of|switch(?:ing|ed)? from|replace|replaces|better than|cheaper than)\s+((?:[a-z0-9&'.-]+\s?){1,3})/gi;
const STOP =
  /^(the|a|an|them|they|us|we|our|their|it|that|this|those|these|other|others|everyone|anyone|any|most|some|spreadsheets?|paper|email|excel|manual|people|legacy|existing|incumbents?|tools?|software|solutions?|players?|and|or|but|not|just|for|in|on|to|with|who|which|because|is|are)$/i;
const UNQUANTIFIED =
  /\b(a lot of|lots of|tons of|many|several|a bunch of|some|plenty of|a few|hundreds of|thousands of|huge|massive|enormous)\s+(paying\s+)?(customers|clients|users|clinics|schools|companies|businesses|revenue|growth|interest|demand|traction|pilots|sign ?ups|people)\b/i;

/** Capitalised display of a name heard in lower case ("dental intelligence" → "Dental Intelligence"). */
const display = (name: string) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function competitorsIn(text: string, knownNames: readonly string[]): string[] {
  const found: string[] = [];
  const lower = ` ${words(text).join(" ")} `;
  for (const name of knownNames) {
    const key = words(name).join(" ");
    if (key && lower.includes(` ${key} `) && !found.includes(name)) found.push(name);
  }
  for (const match of text.matchAll(COMPETITOR_CUES)) {
    const phrase = (match[1] ?? "").split(/\s+(?:and|or|but|because|who|which|is|are|,)\s*/i)[0] ?? "";
    const parts = phrase
      .replace(/[.,;:!?]+$/, "")
      .split(/\s+/)
      .filter(Boolean);
    while (parts.length && STOP.test(parts.at(-1) ?? "")) parts.pop();
    if (parts.length === 0 || STOP.test(parts[0] ?? "")) continue;
    const name = display(parts.join(" "));
    if (!found.some((known) => known.toLowerCase() === name.toLowerCase())) found.push(name);
  }
  return found;
}

/**
 * Reads a founder's turn the way a partner listens: the claims (metric, value, unit, period), the
 * competitors named (the deck's and brief's own names help, since speech-to-text loses capitals), the
 * topics it covers, and whether it dodged or stayed vague.
 */
export function analyseTurn(text: string, knownNames: readonly string[] = []): TurnAnalysis {
  const claims = findClaims(text);
  const unquantified = UNQUANTIFIED.exec(text);
  const vague: TurnAnalysis["vague"] = isDodge(text)
    ? { kind: "dodge" }
    : unquantified && claims.length === 0
      ? { kind: "unquantified", phrase: unquantified[0].toLowerCase() }
      : null;
  return {
    claims,
    competitors: competitorsIn(text, knownNames),
    topics: topicsOf(text, claims),
    vague,
    words: words(text).length,
  };
}
