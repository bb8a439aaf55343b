import { amount, money } from "./copilot-lookup.ts";
import { say, type Reply } from "./copilot-reply.ts";

/**
 * Three sums founders ask in passing, worked out from the figures in the message, with the arithmetic
 * shown and nothing changed: months of runway ("if we raise the 2.5M and burn ~90k/mo, how many months is
 * that?"), the burn a runway implies ("$2.5M over ~18mo of runway → implied burn/mo?") and the months
 * compounding growth takes ("if we keep 15% MoM from $18k, when do we hit the
 * $100k?").
 */

const MONEY = String.raw`\p{Sc}?\s?\d[\d.,]*\s?(?:k|m|b|million|billion)?`;
const ASKS = /\?|\bhow (?:many|long)\b|\bwhen\b|\bcalc(?:ulate)?\b|\bmath\b/iu;

const RUNWAY = new RegExp(
  String.raw`(?<total>${MONEY})[^.?!]{0,60}?\bburn(?:ing)?\s+(?:of\s+|at\s+|is\s+)?~?(?<burn>${MONEY})\s*(?:\/\s*mo(?:nth)?|a\s+month|per\s+month|monthly)`,
  "iu",
);
const SPREAD = new RegExp(
  String.raw`(?<total>${MONEY})\s+(?:over|for|across|lasting)\s+~?(?<months>\d{1,2})\s*(?:mo|mos|months?)\b`,
  "iu",
);
const GROWTH = new RegExp(
  String.raw`(?<rate>\d+(?:\.\d+)?)\s?%\s*(?:mom|m\/m|month[\s-]over[\s-]month|a month|monthly)[^.?!]{0,30}?\bfrom\s+(?<from>${MONEY})[^?!]{0,60}?(?<to>${MONEY})`,
  "iu",
);

const NOTHING = "I changed nothing.";

export function quickMathReply(message: string): Reply | null {
  if (!ASKS.test(message)) return null;
  const runway = RUNWAY.exec(message)?.groups;
  if (runway?.total && runway.burn && /\bmonths?\b|\brunway\b|\bhow long\b/iu.test(message)) {
    const total = amount(runway.total);
    const burn = amount(runway.burn);
    if (total && burn && total > burn) {
      const months = total / burn;
      return say(
        `${money(total, runway.total.trim())} ÷ ${money(burn, runway.burn.trim())} a month ≈ ${months.toFixed(1).replace(/\.0$/u, "")} months of runway, before any revenue. ${NOTHING}`,
      );
    }
  }
  const spread = /\bburn\b/iu.test(message) ? SPREAD.exec(message)?.groups : undefined;
  if (spread?.total && spread.months) {
    const total = amount(spread.total);
    const months = Number(spread.months);
    if (total && months > 0)
      return say(
        `${money(total, spread.total.trim())} ÷ ${months} months ≈ ${money(total / months, spread.total.trim())} of burn a month, if the round is all that is spent. ${NOTHING}`,
      );
  }
  const growth = GROWTH.exec(message)?.groups;
  if (growth?.rate && growth.from && growth.to) {
    const rate = Number(growth.rate) / 100;
    const from = amount(growth.from);
    const to = amount(growth.to);
    if (rate > 0 && from && to && to > from) {
      const months = Math.log(to / from) / Math.log(1 + rate);
      return say(
        `At ${growth.rate}% a month from ${money(from, growth.from.trim())}, ${money(to, growth.to.trim())} takes log(${(to / from).toFixed(2)}) ÷ log(${(1 + rate).toFixed(2)}) ≈ ${months.toFixed(1)} months, so month ${Math.ceil(months)} if the rate holds. ${NOTHING}`,
      );
    }
  }
  return null;
}
