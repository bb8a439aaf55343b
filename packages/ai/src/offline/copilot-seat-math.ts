import type { DeckContext } from "../engine.ts";
import { addFactsReply } from "./copilot-add-facts.ts";
import { seatPrice } from "./copilot-deck-math.ts";
import { say, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/**
 * A customer's contract worked out from seats: "at $49 per seat, customer with 20 seats pays how much in one
 * year?" is answered; "slide 7 — write it such that investor understand ACV directly … assume typical
 * customer is 15 seats" also puts the sum on the slide (the business model slide unless another is named).
 * The price is the message's own or the deck's "$49 per seat".
 */
export interface SeatMath {
  seats: number;
  /** Put the sum on a slide, not only answer it. */
  write: boolean;
  target: SlideRef | null;
  /** The message, for a price said in it. */
  message: string;
}

const SEATS =
  /(?<!\b(?:over|under|above|below|than|to|from)\s)\b(\d{1,5})[\s-]*(?:seats?|users?|licen[cs]es?)\b/iu;
/** The seats are one customer's: "customer with 20 seats", "a 15 seat customer", "typical customer is 15 seats". */
const CUSTOMERS_SEATS =
  /\b(?:customer|client|account|contract)s?\s+(?:with|is|has|of|at|=)\s+(?:about\s+|~)?\d|\b\d{1,5}[\s-]*(?:seats?|users?|licen[cs]es?)\s+(?:customer|client|account|contract)\b|\b(?:typical|average|avg)\s+(?:customer|client|account)\b|\b(?:closes|signs|lands|converts|comes in)\s+(?:at|with|for)\s+(?:about\s+|~)?\d/iu;
/** What makes a seat count a contract's size: the ACV, a year. */
const CONTRACT =
  /\b(?:acv|contract value|pays?|costs?|a year|per year|in one year|yearly|annual(?:ly)?|how much|per customer|add to (?:mrr|arr|revenue)|at list price)\b/iu;
const WRITE =
  /\b(?:write|rewrite|show|put|add(?!\s+to\s+(?:mrr|arr|revenue))|include|state|spell (?:it )?out|make (?:it|the slide) (?:show|say))\b/iu;
const ASKS = /\?|\bhow much\b|\bwhat(?:'s| is| does| would)\b/iu;

export function parseSeatMath(message: string): SeatMath | null {
  const seats = SEATS.exec(message)?.[1];
  // "… 2% monthly churn — whats LTV at $49/seat?" is the lifetime value, answered on its own.
  if (
    !seats ||
    !CUSTOMERS_SEATS.test(message) ||
    !CONTRACT.test(message) ||
    /\b(?:ltv|churn|lifetime)\b/iu.test(message)
  )
    return null;
  const write = WRITE.test(message) && !ASKS.test(message.slice(0, 40));
  if (!write && !ASKS.test(message)) return null;
  return { seats: Number(seats), write, target: parseSlideRef(message), message };
}

const dollars = (value: number, currency: string) =>
  `${currency}${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

export function seatMathReply(deck: DeckContext, math: SeatMath): Reply {
  const price = seatPrice(deck, math.message);
  if (!price)
    return say(
      `I need the price per seat to work that out; the deck doesn't say it. Say e.g. "at $49 per seat". I changed nothing.`,
    );
  const currency = /^\p{Sc}/u.exec(price.text)?.[0] ?? "$";
  const monthly = price.value * math.seats;
  const sum = `${math.seats} seats × ${price.text} = ${dollars(monthly, currency)} a month, ${dollars(monthly * 12, currency)} a year`;
  if (!math.write)
    return say(
      `${sum}: the annual contract value (ACV) of a ${math.seats}-seat customer. I changed nothing.`,
    );
  return addFactsReply(deck, {
    target: math.target ?? { kind: "phrase", phrase: "business model" },
    text: `A typical customer has ${math.seats} seats: ${dollars(monthly * 12, currency)} a year (ACV)`,
    names: [],
  });
}
