import type { DeckContext } from "../engine.ts";
import { amount, deckMrr, money } from "./copilot-lookup.ts";
import { deckMathReply, parseDeckMath, seatPrice, type DeckMath } from "./copilot-deck-math.ts";
import { orderReply, parseOrderQuestion, type OrderQuestion } from "./copilot-order-advice.ts";
import { deckShapeReply, parseDeckShape, type DeckShape } from "./copilot-deck-shape.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { findFigures } from "./layouts/figures.ts";
import { hasGap } from "./review.ts";
import { namesIn } from "./copilot-add-facts.ts";
import { capitalize, stem } from "./text.ts";

/**
 * Questions a founder asks about the deck while working on it, answered from the slides with nothing
 * changed: the arithmetic behind a figure ("at $49/seat how many seats for the $100k MRR?", "15% MoM
 * compounded over a year?"), whether a growth rate is good, where the deck covers a topic ("is there
 * anything about churn?", "which slide covers open banking?"), lines repeated across slides, and the
 * story the titles tell on their own.
 */
export type Question =
  | { kind: "seats"; message: string }
  | { kind: "compound"; rate: number; months: number }
  | { kind: "monthsTo"; rate: number; target: string; from: string | null }
  | { kind: "growthBenchmark"; rate: number; bar?: number }
  | { kind: "covers"; terms: string[] }
  | { kind: "repeats" }
  | { kind: "titlesStory" }
  | { kind: "runway"; message: string }
  | { kind: "mrrIn"; rate: number; months: number }
  | { kind: "titleOf"; number: number }
  | { kind: "ltv"; message: string }
  | { kind: "buyer" }
  | DeckMath
  | DeckShape
  | OrderQuestion;

const NOTHING = "I changed nothing.";
const STOP = new Set(
  "is are there anything any in here about the a an our my your s deck slide slides which covers cover mentions mention talks talk say says again do does we i investors always ask where".split(
    " ",
  ),
);

export function parseQuestion(message: string): Question | null {
  const math = parseDeckMath(message) ?? parseDeckShape(message) ?? parseOrderQuestion(message);
  if (math) return math;
  const lower = message.toLowerCase();
  if (
    /\bhow (?:many months|long)\b[^?]*\b(?:last|lasts|runway)\b|\bhow long\b[^?]*\blasts?\b/u.test(lower) &&
    /\/\s*mo|burn|a month|per month|lasts?/u.test(lower)
  )
    return { kind: "runway", message };
  const keep = /(\d+(?:\.\d+)?)\s?%\s*(?:mom|m\/m|a month|monthly)/u.exec(lower);
  const inMonths = /\bmrr\b[^?]*\bin\s+(\d+)\s*months?\b/u.exec(lower);
  if (keep?.[1] && inMonths?.[1])
    return { kind: "mrrIn", rate: Number(keep[1]), months: Number(inMonths[1]) };
  const called =
    /\bwhat(?:'s|s| is)\s+slide\s*(\d+)\s+(?:called|titled|named)\b/u.exec(lower) ??
    /\bwhat (?:headline|title|heading) did (?:i|we) (?:give|put on)\s+(?:the\s+)?(?:slide\s*(\d+)|(\d+)(?:st|nd|rd|th)\s+slide)/u.exec(
      lower,
    );
  const number = called?.[1] ?? called?.[2];
  if (number) return { kind: "titleOf", number: Number(number) };
  if (
    /\b(?:who|what size|what kind|size\/kind)\b[^?]*\b(?:buyer|we sell to|sell to|customer is|icp|companies)\b/u.test(
      lower,
    ) &&
    /\bdeck\b|\?/u.test(lower)
  )
    return { kind: "buyer" };
  // "if a VC asks 'why won't BlackLine just build this', does anything in the deck answer that?"
  const answering =
    /\bdoes (?:anything|any slide|the deck)\b[^?]*\b(?:answer|address|cover|say|mention)/u.exec(lower);
  const asked = answering ? message.slice(0, answering.index).replace(/^.*?\basks?\b/iu, "") : "";
  const named = namesIn(asked).filter((name) => !/^(?:VC|YC|CEO|CTO|CFO|I)$/u.test(name));
  if (named.length > 0) return { kind: "covers", terms: named };
  if (/\bltv\b/u.test(lower) && /\bchurn\b/u.test(lower) && /\bwhat|\bhow much|\?/u.test(lower))
    return { kind: "ltv", message };
  if (/\bhow many (?:seats|users|licen[cs]es)\b/u.test(lower) && /\/\s*seat|per seat|a seat/u.test(lower))
    return { kind: "seats", message };
  const rate =
    /(\d+(?:\.\d+)?)\s?%\s*(?:\/\s*mo\b|mom|m\/m|month over month|monthly|a month|per month)/u.exec(lower);
  // "18k compounding at 15%/mo — when do we cross 100k?"
  const until =
    /\b(?:when|how long|how many months)\b[^?]*?\b(?:cross|hit|reach|get to|pass)\s+\$?(\d[\d.,]*\s?k?)\b/u.exec(
      lower,
    );
  if (rate?.[1] && until?.[1]) {
    const from = /\$?(\d[\d.,]*\s?k)\b(?=[^?]*\b(?:compound|grow|at\s+\d))/u.exec(lower)?.[1];
    return { kind: "monthsTo", rate: Number(rate[1]), target: until[1], from: from ?? null };
  }
  if (rate?.[1] && /\bcompound/u.test(lower)) {
    const months = /\b(\d+)\s*months?\b/u.exec(lower)?.[1];
    return { kind: "compound", rate: Number(rate[1]), months: months ? Number(months) : 12 };
  }
  if (
    rate?.[1] &&
    (/\b(?:is (?:that|this|it)|is \d+(?:\.\d+)?\s?%[^?]*)\s+(?:good|bad|ok|okay|strong|enough|impressive)\b/u.test(
      lower,
    ) ||
      /\bis (?:it|that|this) (?:actually|really|true)\b|\b(?:clear|clears|beat|beats|meet|meets)\b[^?]*\?|\bbest[- ]in[- ]class\b[^?]*\?/u.test(
        lower,
      ))
  )
    return { kind: "growthBenchmark", rate: Number(rate[1]), bar: yearlyBar(lower) };
  const covers =
    /\b(?:is there )?anything (?:in here |in the deck |on the deck )?(?:about|on|re|regarding)\s+(.+?)\??(?:\s+investors\b.*)?$/u.exec(
      lower,
    ) ??
    /\bwhich slide (?:covers|mentions|talks about|has|says|is about)\s+(.+?)(?:\s+again)?\s*\??$/u.exec(
      lower,
    ) ??
    /\bdoes any slide (?:mention|say|cover|talk about)\s+(.+?)\s*\?/u.exec(lower) ??
    // "does the deck now answer 'what's your burn'?"
    /\bdoes (?:the|this|my|our) deck (?:now |still |even |actually )?(?:answer|address)\s+["'“‘](.+?)["'”’]/u.exec(
      lower,
    ) ??
    // "does the deck mention churn?", "is churn anywhere in this deck at all?"
    /\b(?:does|do) (?:the|this|my|our) deck (?:mention|say anything about|talk about|cover|show)\s+(.+?)\s*(?:\?|$)/u.exec(
      lower,
    ) ??
    /\bis\s+([\p{L}\s-]{2,30}?)\s+(?:anywhere|mentioned|covered)\b(?:\s+in\s+(?:the|this|my|our)\s+deck)?/u.exec(
      lower,
    ) ??
    /\bdo (?:we|i) (?:show|have|mention|say)\s+(.+?)\s+anywhere\b/u.exec(lower);
  if (covers?.[1]) {
    const terms = covers[1]
      .split(/\s+(?:or|and)\s+|,\s*/u)
      .map((phrase) => (phrase.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP.has(word)).join(" "))
      .filter(Boolean);
    if (terms.length > 0 && terms.join(" ").split(" ").length <= 4) return { kind: "covers", terms };
  }
  if (
    /\b(?:same|repeat\w*|duplicat\w*|word for word)\b/u.test(lower) &&
    /\?\s*$|\bis (?:that|this|it) (?:bad|ok|fine|a problem)\b/u.test(lower)
  )
    return { kind: "repeats" };
  if (
    /\bonly (?:read|reads|reading) (?:my |the |our )?(?:slide )?titles\b|\btitles? alone\b|\bjust the titles\b/u.test(
      lower,
    )
  )
    return { kind: "titlesStory" };
  return null;
}

function seats(deck: DeckContext, message: string): string {
  const price = seatPrice(deck, message);
  const targetText = /(\p{Sc}?\s?\d[\d.,]*\s?[kKmM])\s+MRR/u.exec(message)?.[1];
  const target = targetText ? { value: amount(targetText)!, text: targetText } : deckMrr(deck);
  if (!price || !target?.value)
    return `I need a price per seat and an MRR (on the deck or in your message) to work that out. ${NOTHING}`;
  // Seats needed for a target round up; "how many seats is that" rounds.
  const needed = /\b(?:need|reach|get to|hit|for the)\b/iu.test(message);
  const count = (needed ? Math.ceil : Math.round)(target.value / price.value);
  return `${money(target.value, price.text)} MRR ÷ ${price.text} a seat a month ≈ ${count.toLocaleString("en-US")} seats. ${NOTHING}`;
}

/** Months for MRR to reach `target` at `rate`% a month, from the message's figure or the deck's MRR. */
function monthsTo(deck: DeckContext, rate: number, target: string, from: string | null): string {
  const start = from ? amount(from) : (deckMrr(deck)?.value ?? null);
  const goal = amount(target);
  if (!start || !goal || rate <= 0) return `I need today's MRR and the target to work that out. ${NOTHING}`;
  if (goal <= start) return `${money(start, "$")} is already past ${money(goal, "$")}. ${NOTHING}`;
  const months = Math.log(goal / start) / Math.log(1 + rate / 100);
  return `At ${rate}% a month, ${money(start, "$")} MRR crosses ${money(goal, "$")} in about ${Math.ceil(months)} months (${months.toFixed(1)}: ln(${(goal / start).toFixed(2)}) ÷ ln(${(1 + rate / 100).toFixed(2)})). ${NOTHING}`;
}

function compound(rate: number, months: number): string {
  const factor = (1 + rate / 100) ** months;
  const base = (1 + rate / 100).toFixed(3).replace(/0+$/u, "");
  return `${rate}% a month for ${months} months compounds to ${factor.toFixed(2)}× (${base}^${months}), about +${Math.round((factor - 1) * 100)}%. ${NOTHING}`;
}

/** "bessemer's bar for seed is ~3x YoY": the yearly multiple the founder measures against. */
function yearlyBar(lower: string): number | undefined {
  const bar = /(\d+(?:\.\d+)?)\s?x\s*(?:yoy|a year|per year|annual|year over year)/u.exec(lower)?.[1];
  return bar ? Number(bar) : undefined;
}

function growthBenchmark(rate: number, bar?: number): string {
  const yearly = (1 + rate / 100) ** 12;
  const against =
    bar === undefined
      ? ""
      : ` (1 + ${rate}%)^12 = ${yearly.toFixed(1)}×, so held for a year it ${yearly >= bar ? "clears" : "misses"} a ${bar}× a year bar.`;
  return `${growthVerdict(rate)}${against} ${NOTHING}`;
}

function growthVerdict(rate: number): string {
  const verdict =
    rate >= 20
      ? "exceptional if it holds for several months"
      : rate >= 15
        ? "strong: top-quartile for seed B2B SaaS"
        : rate >= 10
          ? "good: around 10% a month is the usual bar at seed"
          : "below the ~10% a month most seed investors look for";
  return `${rate}% MoM growth is ${verdict}. It compounds to ${((1 + rate / 100) ** 12).toFixed(1)}× a year. Investors will ask how long it has held and from what base, so show at least six months of it.`;
}

function covers(deck: DeckContext, terms: readonly string[]): string {
  // A phrase is covered where a slide has each of its words.
  const wanted = terms.map((phrase) => phrase.toLowerCase().split(" ").map(stem));
  const has = (text: string) => {
    const words = new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
    return wanted.some((phrase) => phrase.every((word) => words.has(word)));
  };
  const lines = (content: string, gap: boolean) =>
    content
      .split("\n")
      .filter((line) => hasGap(line) === gap)
      .join("\n");
  const found = deck.slides.flatMap((slide, index) =>
    has(`${slide.title}\n${lines(slide.content, false)}`) ? [slideName(deck, index)] : [],
  );
  // "do we show burn anywhere yet or is it still blank?": only an open question asks for it.
  const asking = deck.slides.flatMap((slide, index) =>
    has(lines(slide.content, true)) ? [slideName(deck, index)] : [],
  );
  const asked = terms.join(" or ");
  if (found.length === 0 && asking.length > 0)
    return `Not yet: ${asking.join(", ")} still ${asking.length === 1 ? "has a blank that asks" : "have blanks that ask"} for ${asked}. ${NOTHING}`;
  if (found.length === 0)
    return `No slide mentions ${asked} yet. If investors will ask, add a line with your figure (say "add a line to the traction slide that …"). ${NOTHING}`;
  return `${capitalize(asked)} comes up on ${found.join(", ")}. ${NOTHING}`;
}

/** Lines that appear word for word on more than one slide. */
function repeats(deck: DeckContext): string {
  const seen = new Map<string, number[]>();
  for (const [index, slide] of deck.slides.entries()) {
    for (const line of new Set(slide.content.split("\n").map((l) => l.trim()))) {
      if (!line || hasGap(line) || line.split(/\s+/u).length < 4) continue;
      seen.set(line, [...(seen.get(line) ?? []), index]);
    }
  }
  const repeated = [...seen.entries()].filter(([, at]) => at.length > 1);
  if (repeated.length === 0) return `No line repeats word for word across slides. ${NOTHING}`;
  const listed = repeated
    .map(([line, at]) => `"${line}" is on ${at.map((index) => slideName(deck, index)).join(", ")}`)
    .join("; ");
  return `Yes, the same line repeated reads as filler: ${listed}. Keep it on the cover and the closing slide, and make the other slides say something new (Solution: how you do it, with a figure). ${NOTHING}`;
}

function titlesStory(deck: DeckContext): string {
  const titles = deck.slides.map((slide, index) => `${index + 1}. ${slide.title}`);
  const labels = deck.slides.filter(
    (slide) => slide.title.split(/\s+/u).length <= 2 && !findFigures(slide.title).length,
  ).length;
  const verdict =
    labels > deck.slides.length / 3
      ? `Not yet: ${labels} titles are labels ("Solution", "Team") that say nothing on their own. Say "make all titles headlines" and each becomes the slide's point.`
      : "Mostly: most titles state a point, so the story reads from the titles alone.";
  return `Read on their own, the titles go:\n${titles.join("\n")}\n${verdict} ${NOTHING}`;
}

/** "how many months does $2.5M last at $120k/mo burn?", "does the ask say how long the $2.5M lasts us?" */
function runway(deck: DeckContext, message: string): string {
  const amounts = findFigures(message).filter((figure) => /\p{Sc}|\d[kKmM]\b/u.test(figure.text));
  const burnText =
    /(\p{Sc}?\s?\d[\d.,]*\s?[kKmM]?)\s*(?:\/\s*mo|a month|per month|monthly)?\s*burn|burn[^\d$€£]*(\p{Sc}?\s?\d[\d.,]*\s?[kKmM]?)/iu.exec(
      message,
    );
  const burn = burnText ? amount(burnText[1] ?? burnText[2] ?? "") : null;
  const raise =
    amounts.map((figure) => amount(figure.text)).find((value) => value !== null && value !== burn) ?? null;
  if (raise && burn) {
    const months = raise / burn;
    return `${money(raise, amounts[0]!.text)} at ${money(burn, amounts[0]!.text)} a month lasts about ${months.toFixed(1).replace(/\.0$/u, "")} months. Investors want 18–24 months of runway from a seed round. ${NOTHING}`;
  }
  const asks = deck.slides.findIndex((slide) => slide.section === "ask" || /\braising\b/iu.test(slide.title));
  const says = deck.slides.some(
    (slide) =>
      /\brunway\b|\bmonths\b/iu.test(slide.content) &&
      !hasGap(slide.content.match(/.*(?:runway|months).*/iu)?.[0] ?? ""),
  );
  return says
    ? `The deck states a runway; say it on the ask slide too, next to the amount. ${NOTHING}`
    : `No: ${asks >= 0 ? slideName(deck, asks) : "the deck"} doesn't say how many months the round lasts, and the burn is still an open question on the financials. Give the monthly burn and I'll work out the runway. ${NOTHING}`;
}

function mrrIn(deck: DeckContext, rate: number, months: number): string {
  const mrr = deckMrr(deck);
  if (!mrr) return `The deck shows no MRR to grow from. ${NOTHING}`;
  const future = mrr.value * (1 + rate / 100) ** months;
  return `${mrr.text} MRR growing ${rate}% a month is about ${money(future, mrr.text)} MRR in ${months} months (${mrr.text} × ${(1 + rate / 100).toFixed(2)}^${months}). ${NOTHING}`;
}

function ltv(deck: DeckContext, message: string): string {
  const seats = /(\d+(?:\.\d+)?)\s*seats?/iu.exec(message)?.[1];
  const churn = /(\d+(?:\.\d+)?)\s?%\s*(?:monthly\s+)?churn|churn[^\d]*(\d+(?:\.\d+)?)\s?%/iu.exec(message);
  const price = /(\p{Sc}\s?\d[\d.,]*)\s*(?:\/|per|a)\s*seat/iu.exec(
    `${message}\n${deck.slides.map((s) => s.content).join("\n")}`,
  )?.[1];
  const rate = churn ? Number(churn[1] ?? churn[2]) / 100 : null;
  const perSeat = price ? amount(price) : null;
  if (!seats || !rate || !perSeat)
    return `I need seats per customer, the price per seat and the monthly churn to work out LTV. ${NOTHING}`;
  const monthly = Number(seats) * perSeat;
  const value = Math.round(monthly / rate);
  const currency = /^\p{Sc}/u.exec(price!)?.[0] ?? "";
  return `${seats} seats × ${price} = ${currency}${monthly.toLocaleString("en-US")} a month; ÷ ${rate * 100}% monthly churn = about ${currency}${value.toLocaleString("en-US")} LTV in revenue (a ${Math.round(1 / rate)}-month average life). Multiply by your gross margin for the LTV investors compare with CAC. ${NOTHING}`;
}

/** Who the deck says it sells to: the lines that name a role or a company size. */
function buyer(deck: DeckContext): string {
  const who =
    /\b(?:CFOs?|controllers?|accountants?|finance teams?|VPs? (?:of )?Finance|founders?|developers?|clinics?|practices?|mid-size|mid-market|enterprises?|SMBs?|small businesses|\d[\d,]*\s*[-–]\s*\d[\d,]*\s+employees?)\b/iu;
  const lines = deck.slides.flatMap((slide, index) =>
    [slide.title, ...slide.content.split("\n")]
      .filter((line) => who.test(line) && !hasGap(line))
      .map((line) => ({ index, line: line.trim() })),
  );
  const seen = new Set<string>();
  const quoted = lines.filter(({ line }) => !seen.has(line) && seen.add(line)).slice(0, 3);
  if (quoted.length === 0)
    return `No slide names the buyer's role or company size yet. Say who signs (e.g. the CFO or controller) and at what size of company. ${NOTHING}`;
  const signer = quoted.some(({ line }) =>
    /\b(?:CFOs?|controllers?|VPs? (?:of )?Finance|heads? of finance)\b/iu.test(line),
  );
  return `The deck describes the buyer as: ${quoted.map(({ index, line }) => `"${line}" (${slideName(deck, index)})`).join("; ")}.${signer ? "" : " It never names the person who signs; investors ask, so name the role (e.g. controller or CFO)."} ${NOTHING}`;
}

export function questionReply(deck: DeckContext, question: Question): Reply {
  switch (question.kind) {
    case "buyer":
      return say(buyer(deck));
    case "runway":
      return say(runway(deck, question.message));
    case "mrrIn":
      return say(mrrIn(deck, question.rate, question.months));
    case "titleOf": {
      const slide = deck.slides[question.number - 1];
      return say(
        slide
          ? `Slide ${question.number} is called "${slide.title}". ${NOTHING}`
          : `The deck has ${deck.slides.length} slides, so there is no slide ${question.number}. ${NOTHING}`,
      );
    }
    case "ltv":
      return say(ltv(deck, question.message));
    case "seats":
      return say(seats(deck, question.message));
    case "monthsTo":
      return say(monthsTo(deck, question.rate, question.target, question.from));
    case "compound":
      return say(compound(question.rate, question.months));
    case "growthBenchmark":
      return say(growthBenchmark(question.rate, question.bar));
    case "covers":
      return say(covers(deck, question.terms));
    case "repeats":
      return say(repeats(deck));
    case "titlesStory":
      return say(titlesStory(deck));
    case "perCustomer":
    case "asArr":
    case "moreCustomers":
    case "contractValue":
    case "valuation":
      return say(deckMathReply(deck, question));
    case "order":
      return say(orderReply(deck, question));
    case "keep":
    case "genericTitles":
    case "quote":
      return say(deckShapeReply(deck, question));
  }
}
