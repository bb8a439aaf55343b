import type { DeckContext } from "../engine.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { hasGap } from "./review.ts";
import { capitalize, stem } from "./text.ts";
import { SECTION_KEYS, SECTIONS, type SectionKey } from "./sections.ts";

/**
 * Questions about the deck's own facts ("wait whats the MoM growth I put in", "remind me what MRR we
 * have on the deck") are answered from the slides, quoting them; and "TAM vs SAM, do I need both?" is
 * answered from what the market slide shows. Nothing changes.
 */
export type Lookup =
  | { kind: "fact"; terms: string[] }
  | { kind: "marketSizes" }
  | { kind: "define"; term: string }
  | { kind: "impliedArr" }
  | { kind: "monthsTo"; message: string };

/** What founders ask to have explained, in a sentence an investor would agree with. */
const GLOSSARY: Record<string, string> = {
  TAM: "TAM (total addressable market) is what every possible customer spends on this problem a year: the ceiling.",
  SAM: "SAM (serviceable addressable market) is the part of the TAM your product and channels can reach today: one segment, region or company size, not everyone who could ever buy.",
  SOM: "SOM (serviceable obtainable market) is the share of the SAM you can realistically win in the next few years.",
  CAC: "CAC (customer acquisition cost) is what sales and marketing spend to win one customer.",
  LTV: "LTV (lifetime value) is the gross profit a customer brings over their whole life with you; investors like it at 3× CAC or more.",
  ARR: "ARR (annual recurring revenue) is the subscription revenue you would book over the next twelve months at today's rate: MRR × 12.",
  MRR: "MRR (monthly recurring revenue) is the subscription revenue you bill each month.",
  NRR: "NRR (net revenue retention) is this year's revenue from last year's customers, as a share of what they paid last year; over 100% means they expand.",
  MOM: "MoM (month over month) growth is how much a figure grew since the month before.",
  PAYBACK: "Payback is how many months of a customer's gross profit it takes to earn back their CAC.",
  RUNWAY: "Runway is how many months the cash in the bank lasts at the current burn.",
  BURN: "Burn is the cash the company spends each month beyond what it earns.",
  CHURN: "Churn is the share of customers (or revenue) lost in a period.",
};

const ASKS = /\b(?:what(?:'s|s)?|who(?:'s|s)?|how (?:much|many|fast)|remind me|which)\b/iu;
const OWN =
  /(?<!\b(?:should|could|can|would|do|shall|must|to)\s)\b(?:i|we)\s+(?:put|have|had|wrote|said|used|gave|listed|claim(?:ed)?|show(?:ed)?)\b|\b(?:on|in)\s+(?:the|my|our)\s+deck\b|\bremind me\b|\baccording to (?:the|my|our) (?:deck|slides)\b|^(?:so\s+|ok\s+|hey\s+)?(?:what(?:'s|s| is| are)|who(?:'s|s| is| are))\s+(?:our|my)\s+(?:main\s+|current\s+|latest\s+)?[\p{L}-]+\s*\??$|\bdoes (?:the deck|the [\p{L}\s-]{2,20}? slide|it) (?:currently |actually )?say\b/iu;
const FILLER = new Set(
  "wait what whats what's is was are were did how much many fast remind me which the a an our my i we put have had wrote said used gave listed claim claimed show showed on in deck again for of do does that this it there here so hey ok okay number figure say says currently actually about slide people s double checking before call forgot lol who whos who's main according current latest to".split(
    " ",
  ),
);

const DEFINE =
  /\b(?:what(?:'s|s| is| does| do)?\s+(?:an?\s+|the\s+)?([a-z]+)\s+(?:mean|stand for)|what(?:'s|s| is)\s+(?:an?\s+)?([a-z]+)\s*\?|(?:define|explain)\s+(?:what\s+)?(?:an?\s+)?([a-z]+)\b|what\s+([a-z]+)\s+means)/iu;

export function parseLookup(message: string): Lookup | null {
  const lower = message.toLowerCase();
  const defined = DEFINE.exec(message);
  const term = defined?.slice(1).find(Boolean)?.toUpperCase();
  // "if we add 8 more customers…, what's MRR?" asks for a sum, not a definition.
  if (term && GLOSSARY[term] && !/\d/u.test(message)) return { kind: "define", term };
  if (
    /\b(?:implied|annuali[sz]ed|run-?rate)\s+(?:ARR|revenue)\b|\bARR\b[^.?!]*\b(?:implied|based on)\b/iu.test(
      message,
    ) ||
    // "Homebrew asked for our ARR. going off the deck, what number do I give them?"
    (/\bARR\b/u.test(message) &&
      /\bwhat (?:number|do i|should i|(?:'s|s|is) (?:our|my))\b|\btell (?:them|him|her)\b/iu.test(message) &&
      !/\b(?:add|put|show)\b/iu.test(message))
  )
    return { kind: "impliedArr" };
  if (
    /\bhow (?:many|long)\b[^.?!]*\b(?:months?|weeks?|until|till|to (?:hit|reach|get to))\b/iu.test(message) &&
    /\b(?:MRR|ARR|revenue|customers)\b/iu.test(message)
  )
    return { kind: "monthsTo", message };
  if (/\btam\b/u.test(lower) && /\b(?:sam|som)\b/u.test(lower) && /\?|\bdo i\b|\bneed\b/u.test(lower))
    return { kind: "marketSizes" };
  if (!ASKS.test(message) || !OWN.test(message)) return null;
  // "what headline did i give the 12th slide?": a slide's title, not a figure.
  if (/\b(?:headline|title|heading)\b/u.test(lower) && /\bslide\b/u.test(lower)) return null;
  const terms = (lower.match(/[\p{L}\p{N}%$]+/gu) ?? []).filter((word) => !FILLER.has(word));
  return terms.length > 0 && terms.length <= 4 ? { kind: "fact", terms } : null;
}

/** Each slide's lines that carry every term ("mom growth" finds "15% MoM", "growing 15% MoM"). */
function linesWith(deck: DeckContext, terms: readonly string[]): Array<{ index: number; line: string }> {
  const wanted = terms.map(stem);
  const found: Array<{ index: number; line: string; hits: number }> = [];
  for (const [index, slide] of deck.slides.entries()) {
    for (const line of [slide.title, ...slide.content.split("\n")]) {
      if (!line.trim() || hasGap(line)) continue;
      const words = new Set((line.toLowerCase().match(/[\p{L}\p{N}%$]+/gu) ?? []).map(stem));
      const hits = wanted.filter((term) => words.has(term)).length;
      if (hits > 0) found.push({ index, line: line.trim(), hits });
    }
  }
  const best = Math.max(0, ...found.map((f) => f.hits));
  // One line a slide, the shortest: the card "15% MoM" rather than the headline that repeats it.
  const shortest = new Map<number, { index: number; line: string }>();
  for (const f of found.filter((f) => f.hits === best && /\d/u.test(f.line))) {
    const had = shortest.get(f.index);
    if (!had || f.line.length < had.line.length) shortest.set(f.index, f);
  }
  return [...shortest.values()].slice(0, 3);
}

export function lookupReply(deck: DeckContext, lookup: Lookup): Reply {
  if (lookup.kind === "marketSizes") return say(marketSizesAnswer(deck));
  if (lookup.kind === "define")
    return say(`${GLOSSARY[lookup.term]} ${whereUsed(deck, lookup.term)}I changed nothing.`);
  if (lookup.kind === "impliedArr") return say(impliedArr(deck));
  if (lookup.kind === "monthsTo") return say(monthsTo(deck, lookup.message));
  const found = linesWith(deck, lookup.terms);
  const asked = lookup.terms.join(" ");
  // "who's our main competitor?", "what's our TAM": the slide of that kind, when no line has the word.
  const section = sectionAsked(lookup.terms);
  const onIt = section ? deck.slides.findIndex((slide) => slide.section === section) : -1;
  if (onIt >= 0 && !found.some(({ index }) => index === onIt)) {
    const slide = deck.slides[onIt]!;
    const line = slide.content.split("\n").find((text) => text.trim() && !hasGap(text));
    const title =
      slide.title.trim().toLowerCase() === SECTIONS[section!].title.toLowerCase() ? "" : slide.title;
    const figure = (text: string) => text.match(/\$?\d[\d.,]*\s?[kmb%]?/giu)?.join(" ") ?? text;
    const repeats = title && line && figure(line) === figure(title);
    const says = [title, repeats ? "" : line].filter(Boolean).map((text) => `"${text!.trim()}"`);
    return say(`${capitalize(slideName(deck, onIt))} says ${says.join(" and ")}. I changed nothing.`);
  }
  if (found.length === 0)
    return say(`The deck has no figure for "${asked}" yet, so there is nothing to quote. I changed nothing.`);
  const quoted = found.map(({ index, line }) => `${slideName(deck, index)}: "${line}"`).join("; ");
  return say(`For "${asked}", the deck says ${quoted}. I changed nothing.`);
}

/** "competitor", "TAM", "pricing": a word naming a kind of slide (one of its one-word names), not a word on one. */
function sectionAsked(terms: readonly string[]): SectionKey | null {
  const asked = new Set(terms.map((term) => stem(term.toLowerCase())));
  return (
    SECTION_KEYS.find((key) =>
      SECTIONS[key].aliases.some((alias) => !alias.includes(" ") && asked.has(stem(alias))),
    ) ?? null
  );
}

function marketSizesAnswer(deck: DeckContext): string {
  const market = deck.slides.findIndex((slide) => slide.section === "market");
  const open = market >= 0 && /\[[^\]]*\bSAM\b/iu.test(deck.slides[market]!.content);
  const where =
    market < 0
      ? "The deck has no market slide yet."
      : open
        ? `${capitalize(slideName(deck, market))} shows a TAM and still asks for the SAM.`
        : `${capitalize(slideName(deck, market))} already shows both.`;
  return `Yes, keep both, and say which is which. TAM is the whole market's spend: it tells an investor the ceiling. SAM (serviceable addressable market) is the part your product and channels can reach today: it tells them you know where the first revenue comes from. A bottom-up SAM (buyers you can reach × what each pays) convinces more than a second analyst figure. ${where} I changed nothing.`;
}

/** Where the deck uses or asks for the term: "Slide 5 (the Market slide) still asks for one. ". */
function whereUsed(deck: DeckContext, term: string): string {
  const pattern = new RegExp(`\\b${term}\\b`, "iu");
  const index = deck.slides.findIndex((slide) => pattern.test(`${slide.title}\n${slide.content}`));
  if (index < 0) return "";
  const asks = new RegExp(`\\[[^\\]]*\\b${term}\\b`, "iu").test(deck.slides[index]!.content);
  return `${capitalize(slideName(deck, index))} ${asks ? "still asks for one" : "uses it"}. `;
}

/** "$18k" → 18000; null when the text holds no amount. */
export function amount(text: string): number | null {
  const found = /(\d[\d.,]*)\s?(k|m|b|million|billion)?\b/iu.exec(text);
  if (!found?.[1]) return null;
  const scale = { k: 1e3, m: 1e6, b: 1e9, million: 1e6, billion: 1e9 }[(found[2] ?? "").toLowerCase()] ?? 1;
  return Number(found[1].replace(/,/gu, "")) * scale;
}

/** An amount in the deck's own currency: 216000 with "€18k" → "€216k". */
export const money = (value: number, like: string, decimals = 0) => {
  const currency = /^\p{Sc}/u.exec(like)?.[0] ?? "";
  // "$563" a customer, not "$1k"; "$22.5k" when asked for a figure to say out loud.
  if (value < 1e3) return `${currency}${Math.round(value)}`;
  return value >= 1e6
    ? `${currency}${(value / 1e6).toFixed(value >= 1e7 ? 0 : 1).replace(/\.0$/u, "")}M`
    : `${currency}${(value / 1e3).toFixed(decimals).replace(/\.0+$/u, "")}k`;
};

/** The deck's MRR: the card or line with a money figure next to "MRR". */
export function deckMrr(deck: DeckContext): { value: number; index: number; text: string } | null {
  for (const [index, slide] of deck.slides.entries()) {
    if (slide.section === "ask") continue;
    for (const line of slide.content.split("\n")) {
      const found = /(\p{Sc}\s?\d[\d.,]*\s?[kKmM]?)\s+MRR\b/u.exec(line);
      const value = found?.[1] ? amount(found[1]) : null;
      if (value) return { value, index, text: found![1]! };
    }
  }
  return null;
}

function impliedArr(deck: DeckContext): string {
  const mrr = deckMrr(deck);
  if (!mrr) return "The deck shows no MRR to work from, so I can't say. I changed nothing.";
  return `${mrr.text} MRR on ${slideName(deck, mrr.index)} is ${money(mrr.value * 12, mrr.text)} ARR (MRR × 12). Say "ARR run-rate" if you show it, since it is not booked revenue. I changed nothing.`;
}

function monthsTo(deck: DeckContext, message: string): string {
  const mrr = deckMrr(deck);
  const rate =
    /(\d+(?:\.\d+)?)\s?%\s*(?:MoM|month)/iu.exec(message) ??
    /(\d+(?:\.\d+)?)\s?%\s*MoM/iu.exec(deck.slides.map((s) => s.content).join("\n"));
  const targetText =
    /(\p{Sc}?\s?\d[\d.,]*\s?[kKmM])\s+MRR/u.exec(message)?.[1] ??
    /reach\s+(\p{Sc}\s?\d[\d.,]*\s?[kKmM]?)\s+MRR/iu.exec(deck.slides.map((s) => s.content).join("\n"))?.[1];
  const target = targetText ? amount(targetText) : null;
  const growth = rate?.[1] ? Number(rate[1]) / 100 : null;
  if (!mrr || !target || !growth)
    return "I need today's MRR, the target and a monthly growth rate on the deck or in your message to work that out. I changed nothing.";
  if (target <= mrr.value)
    return `You are already at ${mrr.text} MRR, past ${money(target, mrr.text)}. I changed nothing.`;
  const months = Math.log(target / mrr.value) / Math.log(1 + growth);
  return `From ${mrr.text} MRR at ${rate![1]}% MoM, ${money(target, mrr.text)} MRR is about ${Math.ceil(months)} months away (${mrr.text} × ${(1 + growth).toFixed(2)}^${Math.ceil(months)}), if the growth rate holds. I changed nothing.`;
}
