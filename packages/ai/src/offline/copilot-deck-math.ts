import type { DeckContext } from "../engine.ts";
import { amount, deckMrr, money } from "./copilot-lookup.ts";

/**
 * Whether the numbers an investor will check against each other add up, worked out from the deck when a
 * founder asks: customers, MRR and the price per seat ("32 customers × $49 isn't anywhere near 18k??").
 * Nothing changes.
 */
export type DeckMath =
  | { kind: "perCustomer" }
  | { kind: "asArr"; mrr: string }
  | { kind: "moreCustomers"; added: number }
  | { kind: "contractValue" }
  | { kind: "valuation"; raise: string; percent: number };

const NOTHING = "I changed nothing.";

export function parseDeckMath(message: string): DeckMath | null {
  const lower = message.toLowerCase();
  // "whats $100k MRR as ARR?"
  const asArr = /(\p{Sc}?\d[\d.,]*\s?[kKmM]?)\s*mrr\s+(?:as|in|to|into)\s+arr\b/iu.exec(message)?.[1];
  if (asArr) return { kind: "asArr", mrr: asArr.trim() };
  // "if we add 8 more customers at our current revenue per customer, what's MRR?"
  const more = /\b(\d{1,4})\s+more\s+(?:customers|logos|clients)\b/u.exec(lower)?.[1];
  if (more && /\bmrr\b/u.test(lower) && /\?|\bwhat\b/u.test(lower))
    return { kind: "moreCustomers", added: Number(more) };
  // "2.5M for 20% — what's the post-money on that", "raising $3M at 15% dilution, what's the pre-money?"
  const priced = /(\p{Sc}?\d[\d.,]*\s?[kKmM]?)\s+(?:for|at)\s+(\d+(?:\.\d+)?)\s*%/u.exec(message);
  if (priced?.[1] && priced[2] && /\b(?:post|pre)[- ]?money\b|\bvaluation\b/u.test(lower))
    return { kind: "valuation", raise: priced[1].trim(), percent: Number(priced[2]) };
  // "the associate emailed 'what's your average contract value?' — can I back into it from the deck?"
  if (
    /\b(?:average|avg|mean)\s+(?:contract|deal|account|customer)\s+(?:value|size)\b|\bacv\b|\barpa\b|\brevenue per (?:customer|account)\b/u.test(
      lower,
    ) &&
    /\?|\bback into\b|\bwork (?:it )?out\b|\bwhat(?:'s| is)\b/u.test(lower) &&
    !/\bseats?\b/u.test(lower) &&
    // "× $7.2k ACV ≈ $200M": an ACV the founder gives is no question about it.
    !/\d[\d.,]*\s?[km]?\s+acv\b|\bacv\s*(?:of|is|=|:)?\s*\p{Sc}?\d/u.test(lower)
  )
    return { kind: "contractValue" };
  // "how many seats does our avg customer have, going off the deck numbers?"
  if (
    /\bhow many seats\b[^?]*\b(?:avg|average|typical|each|per|a)\s+customer\b|\bseats (?:per|a) customer\b\s*\?/u.test(
      lower,
    )
  )
    return { kind: "perCustomer" };
  const asks = /\?|\b(?:does (?:that|this|it)|is something|am i missing)\b/u.test(lower);
  const checks =
    /\b(?:line up|add up|adds up|match(?:es)?|near|off|consistent|math|per customer|a customer)\b/u.test(
      lower,
    );
  if (/\bcustomers?\b/u.test(lower) && /\bmrr\b|\d+k\b/u.test(lower) && /seat/u.test(lower) && checks && asks)
    return { kind: "perCustomer" };
  if (
    /\bcustomers?\b/u.test(lower) &&
    /×|\bx\b|\btimes\b/u.test(lower) &&
    /\bmrr\b|\d+k\b/u.test(lower) &&
    asks
  )
    return { kind: "perCustomer" };
  return null;
}

/** "32 paying customers" anywhere on the deck. */
function deckCustomers(deck: DeckContext): { value: number; index: number } | null {
  for (const [index, slide] of deck.slides.entries()) {
    const found = /(\d[\d,]*)\s+(?:paying\s+|active\s+)?customers\b/iu.exec(
      `${slide.title}\n${slide.content}`,
    );
    if (found?.[1]) return { value: Number(found[1].replace(/,/gu, "")), index };
  }
  return null;
}

/** The price per seat the message says, or else the deck's: "$49 per seat" on any slide. */
export function seatPrice(deck: DeckContext, message = ""): { value: number; text: string } | null {
  const perSeat = /(\p{Sc}\s?\d[\d.,]*)\s*(?:\/|per|a)\s*seat/iu;
  const text = perSeat.exec(message)?.[1] ?? perSeat.exec(deck.slides.map((s) => s.content).join("\n"))?.[1];
  const value = text ? amount(text) : null;
  return text && value ? { value, text } : null;
}

function perCustomer(deck: DeckContext): string {
  const mrr = deckMrr(deck);
  const customers = deckCustomers(deck);
  const price = seatPrice(deck);
  if (!mrr || !customers || !price)
    return `I need the MRR, the customer count and the price per seat on the deck to check that. ${NOTHING}`;
  const perAccount = mrr.value / customers.value;
  const seats = perAccount / price.value;
  const each = money(perAccount, mrr.text);
  return `${mrr.text} MRR from ${customers.value} customers is about ${each} a customer a month. At ${price.text} a seat that is about ${seats.toFixed(1)} seats a customer, so the numbers add up if the average customer pays for ${Math.floor(seats)} to ${Math.ceil(seats)} seats. Say the seats per customer on the business model slide; an investor doing ${customers.value} × ${price.text} in their head will otherwise think the MRR is wrong. ${NOTHING}`;
}

function moreCustomers(deck: DeckContext, added: number): string {
  const mrr = deckMrr(deck);
  const customers = deckCustomers(deck);
  if (!mrr || !customers)
    return `I need the MRR and the customer count on the deck to work that out. ${NOTHING}`;
  const next = mrr.value + (mrr.value / customers.value) * added;
  return `${mrr.text} ÷ ${customers.value} customers ≈ ${money(mrr.value / customers.value, mrr.text)} each; ${customers.value + added} customers at that rate ≈ ${money(next, mrr.text, 1)} MRR. ${NOTHING}`;
}

/** "$2.5M for 20%": the post-money is the raise ÷ the share sold; the pre-money is that less the raise. */
function valuation(raise: string, percent: number): string {
  const value = amount(raise);
  if (!value || percent <= 0 || percent >= 100) return `I couldn't read that raise and share. ${NOTHING}`;
  const currency = /^\p{Sc}/u.exec(raise)?.[0] ?? "$";
  // "$12.5M", not "$13M": a valuation is said to the decimal.
  const exact = (n: number) =>
    n >= 1e6 ? `${currency}${(n / 1e6).toFixed(2).replace(/\.?0+$/u, "")}M` : money(n, currency);
  const post = value / (percent / 100);
  return `${exact(value)} for ${percent}% is a ${exact(post)} post-money valuation (${exact(value)} ÷ ${percent / 100}), so ${exact(post - value)} pre-money. ${NOTHING}`;
}

/** The average contract value backed out of the deck: MRR ÷ customers, a month and a year. */
function contractValue(deck: DeckContext): string {
  const mrr = deckMrr(deck);
  const customers = deckCustomers(deck);
  if (!mrr || !customers)
    return `I need the MRR and the customer count on the deck to work that out. ${NOTHING}`;
  const monthly = mrr.value / customers.value;
  return `${mrr.text} MRR ÷ ${customers.value} customers ≈ ${money(monthly, mrr.text)} a customer a month, about ${money(monthly * 12, mrr.text, 2)} a year: that is your average contract value (ACV), from slide ${mrr.index + 1}. ${NOTHING}`;
}

export function deckMathReply(deck: DeckContext, question: DeckMath): string {
  if (question.kind === "asArr") {
    const value = amount(question.mrr);
    // "100k MRR" said without a currency is in dollars, the deck's own.
    const like = /^\p{Sc}/u.test(question.mrr) ? question.mrr : "$";
    return value
      ? `${question.mrr} MRR × 12 = ${money(value * 12, like)} ARR. On stage say "${money(value * 12, like)} annual run rate". ${NOTHING}`
      : `I couldn't read that amount. ${NOTHING}`;
  }
  if (question.kind === "contractValue") return contractValue(deck);
  if (question.kind === "valuation") return valuation(question.raise, question.percent);
  return question.kind === "moreCustomers" ? moreCustomers(deck, question.added) : perCustomer(deck);
}
