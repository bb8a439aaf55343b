import type { DeckContext } from "../engine.ts";
import { amount, deckMrr, money } from "./copilot-lookup.ts";

/**
 * Whether the numbers an investor will check against each other add up, worked out from the deck when a
 * founder asks: customers, MRR and the price per seat ("32 customers × $49 isn't anywhere near 18k??").
 * Nothing changes.
 */
export type DeckMath = { kind: "perCustomer" };

const NOTHING = "I changed nothing.";

export function parseDeckMath(message: string): DeckMath | null {
  const lower = message.toLowerCase();
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

/** "$49 per seat" anywhere on the deck. */
function deckSeatPrice(deck: DeckContext): { value: number; text: string; index: number } | null {
  for (const [index, slide] of deck.slides.entries()) {
    const found = /(\p{Sc}\s?\d[\d.,]*)\s*(?:\/|per|a)\s*seat/iu.exec(slide.content);
    const value = found?.[1] ? amount(found[1]) : null;
    if (found?.[1] && value) return { value, text: found[1], index };
  }
  return null;
}

function perCustomer(deck: DeckContext): string {
  const mrr = deckMrr(deck);
  const customers = deckCustomers(deck);
  const price = deckSeatPrice(deck);
  if (!mrr || !customers || !price)
    return `I need the MRR, the customer count and the price per seat on the deck to check that. ${NOTHING}`;
  const perAccount = mrr.value / customers.value;
  const seats = perAccount / price.value;
  const currency = /\p{Sc}/u.exec(mrr.text)?.[0] ?? "$";
  const each = perAccount >= 1000 ? money(perAccount, mrr.text) : `${currency}${Math.round(perAccount)}`;
  return `${mrr.text} MRR from ${customers.value} customers is about ${each} a customer a month. At ${price.text} a seat that is about ${seats.toFixed(1)} seats a customer, so the numbers add up if the average customer pays for ${Math.floor(seats)} to ${Math.ceil(seats)} seats. Say the seats per customer on the business model slide; an investor doing ${customers.value} × ${price.text} in their head will otherwise think the MRR is wrong. ${NOTHING}`;
}

export function deckMathReply(deck: DeckContext): string {
  return perCustomer(deck);
}
