import { CLAIM_MAX, QUOTE_MAX, type Fact, type FactKind } from "../facts.ts";
import { splitSentences } from "../offline/text.ts";
import { CURRENCY } from "../currency.ts";

const MONEY = new RegExp(
  String.raw`(?:${CURRENCY}\s?\d[\d,.]*\s*(?:trillion|billion|million|thousand|tn|bn|b|mn|m|k)?\b|\b\d[\d,.]*\s*(?:trillion|billion|million)\s*(?:dollars|usd|eur|euros)?\b)`,
  "iu",
);
const MARKET_TERMS =
  /\b(?:TAM|SAM|SOM|total addressable market|serviceable (?:addressable|available|obtainable) market|market size|market (?:is|was) (?:valued|worth|estimated|expected|projected)|market value|CAGR|compound annual growth)\b/iu;
const MARKET_CONTEXT = /\b(?:market|industry|sector|spend(?:ing)?|revenue|sales)\b/iu;
const COUNT_OF_BUYERS =
  /\b\d[\d,.]*\s*(?:thousand|million|billion|k|m)?\s+(?:[\p{L}-]+\s+){0,3}(?:users|customers|businesses|companies|households|clinics|restaurants|merchants|subscribers|buyers|owners|consumers|shops|stores|salons|practices|teams|developers|patients|students)\b/iu;
const COMPETITION_TERMS =
  /\b(?:competitors?|competition|competes?|competing|vs\.?|versus|alternatives?|leaders?|leading|market share|rivals?|incumbents?|players?)\b/iu;
/** Sentences that talk to a reader or a model rather than state a fact are never quoted. */
const INSTRUCTION_LIKE =
  /\b(?:ignore|disregard|forget)\b[^.]*\b(?:instructions?|prompts?|rules|above|previous)\b|\b(?:system prompt|you are (?:now )?(?:an? )?(?:ai|assistant|model)|delete (?:all|every) slides?)\b/iu;
const NAME = /\b[A-Z][\p{L}\p{N}&'’.-]*[\p{L}\p{N}](?:\s+[A-Z][\p{L}\p{N}&'’.-]*[\p{L}\p{N}])*/gu;
const NOT_NAMES = new Set(
  "The A An In On At Of For And But Or It Its This That These Those Their Our We They He She There Here By With From To As Is Are Was Were CAGR TAM SAM SOM US USD EU UK Market Competition Competitors Competitor According Today Some Many Most Other Others While However Unlike Compared Like Both Each Also Leader Leaders Leading Its Top Key Major Analysts Customers Users Companies Businesses Startups Incumbents Rivals Alternatives Players Traditional Current Existing Legacy Several Few Such Only One Two Three Every All No Why How What When Where Who If Because Since Although Today’s Global Online".split(
    " ",
  ),
);

function namesIn(sentence: string): string[] {
  const names: string[] = [];
  for (const match of sentence.matchAll(NAME)) {
    const name = match[0];
    const first = name.split(/\s+/u)[0] ?? "";
    if (NOT_NAMES.has(first.replace(/[.’']$/u, "")) && !/\s/u.test(name)) continue;
    names.push(name);
  }
  return names;
}

/** True for text that talks to a reader or a model ("ignore previous instructions…") rather than states a fact. */
export function isInstructionLike(text: string): boolean {
  return INSTRUCTION_LIKE.test(text);
}

/** What a sentence states, if it is a market or competitor fact; null otherwise. */
export function classifySentence(sentence: string): FactKind | null {
  if (sentence.length > QUOTE_MAX || sentence.length < 20) return null;
  if (INSTRUCTION_LIKE.test(sentence)) return null;
  const hasDigit = /\d/u.test(sentence);
  if (hasDigit && (MARKET_TERMS.test(sentence) || (MONEY.test(sentence) && MARKET_CONTEXT.test(sentence)))) {
    return "market";
  }
  if (hasDigit && COUNT_OF_BUYERS.test(sentence)) return "market";
  if (COMPETITION_TERMS.test(sentence) && namesIn(sentence).length > 0) return "competitor";
  return null;
}

/**
 * Market and competitor facts in a source's text, in reading order: each is one exact sentence of the
 * text. Deterministic and offline; nothing is paraphrased, so no figure can change on the way.
 */
export function extractFacts(source: { id: string; text: string }, limit = 12): Fact[] {
  const facts: Fact[] = [];
  const seen = new Set<string>();
  for (const paragraph of source.text.split(/\n\s*\n/u)) {
    for (const sentence of splitSentences(paragraph)) {
      const kind = classifySentence(sentence);
      if (!kind) continue;
      // splitSentences normalises spaces; quote the source's own characters when they match.
      const quote = source.text.includes(sentence) ? sentence : sentence.replace(/\s+/gu, " ");
      const key = quote.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      facts.push({ sourceId: source.id, quote, kind });
      if (facts.length >= limit) return facts;
    }
  }
  return facts;
}

/**
 * The claim written on a slide for a quote: the quote itself when short, else its opening clauses cut at a
 * clause boundary and marked with "…". Always a verbatim prefix of the quote, so numbers are never rewritten.
 */
export function claimFromQuote(quote: string, max = CLAIM_MAX): string {
  const text = quote.trim();
  if (text.length <= max) return text;
  const window = text.slice(0, max - 1);
  const boundary = Math.max(window.lastIndexOf(", "), window.lastIndexOf("; "), window.lastIndexOf(" — "));
  const cut = boundary > max / 3 ? window.slice(0, boundary) : window.slice(0, window.lastIndexOf(" "));
  return `${cut.trim()}…`;
}

/** True when a claim is the quote itself or a shortened form of it (a verbatim prefix ending in "…"). */
export function claimMatchesQuote(claim: string, quote: string): boolean {
  const normalized = (s: string) => s.replace(/\s+/gu, " ").trim();
  const c = normalized(claim);
  const q = normalized(quote);
  if (c === q) return true;
  return c.endsWith("…") && c.length > 1 && q.startsWith(c.slice(0, -1).trimEnd());
}
