import type { DeckContext } from "../engine.ts";
import { amount, deckMrr, money } from "./copilot-lookup.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { findFigures } from "./layouts/figures.ts";
import { hasGap } from "./review.ts";
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
  | { kind: "growthBenchmark"; rate: number }
  | { kind: "covers"; terms: string[] }
  | { kind: "repeats" }
  | { kind: "titlesStory" };

const NOTHING = "I changed nothing.";
const STOP = new Set(
  "is are there anything any in here about the a an our my deck slide slides which covers cover mentions mention talks talk say says again do does we i investors always ask where".split(
    " ",
  ),
);

export function parseQuestion(message: string): Question | null {
  const lower = message.toLowerCase();
  if (/\bhow many (?:seats|users|licen[cs]es)\b/u.test(lower) && /\/\s*seat|per seat|a seat/u.test(lower))
    return { kind: "seats", message };
  const rate = /(\d+(?:\.\d+)?)\s?%\s*(?:mom|m\/m|month over month|monthly|a month|per month)/u.exec(lower);
  if (rate?.[1] && /\bcompound/u.test(lower)) {
    const months = /\b(\d+)\s*months?\b/u.exec(lower)?.[1];
    return { kind: "compound", rate: Number(rate[1]), months: months ? Number(months) : 12 };
  }
  if (
    rate?.[1] &&
    /\b(?:is (?:that|this|it)|is \d+(?:\.\d+)?\s?%[^?]*)\s+(?:good|bad|ok|okay|strong|enough|impressive)\b/u.test(
      lower,
    )
  )
    return { kind: "growthBenchmark", rate: Number(rate[1]) };
  const covers =
    /\b(?:is there )?anything (?:in here |in the deck |on the deck )?(?:about|on|re|regarding)\s+(.+?)\??(?:\s+investors\b.*)?$/u.exec(
      lower,
    ) ??
    /\bwhich slide (?:covers|mentions|talks about|has|says|is about)\s+(.+?)(?:\s+again)?\s*\??$/u.exec(
      lower,
    );
  if (covers?.[1]) {
    const terms = covers[1]
      .split(/\s+(?:or|and)\s+|,\s*/u)
      .map((phrase) => (phrase.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP.has(word)).join(" "))
      .filter(Boolean);
    if (terms.length > 0 && terms.join(" ").split(" ").length <= 4) return { kind: "covers", terms };
  }
  if (
    /\b(?:same|repeat\w*|duplicat\w*|word for word)\b/u.test(lower) &&
    /\?\s*$|\bis (?:that|this|it) (?:bad|ok|fine)\b/u.test(lower)
  )
    return { kind: "repeats" };
  if (/\bonly read (?:my |the )?(?:slide )?titles\b|\btitles? alone\b|\bjust the titles\b/u.test(lower))
    return { kind: "titlesStory" };
  return null;
}

/** The deck's price per seat: "$49 per seat" on any slide. */
function seatPrice(deck: DeckContext, message: string): { value: number; text: string } | null {
  const said = /(\p{Sc}\s?\d[\d.,]*)\s*(?:\/|per|a)\s*seat/iu.exec(message);
  const onDeck = /(\p{Sc}\s?\d[\d.,]*)\s*(?:\/|per|a)\s*seat/iu.exec(
    deck.slides.map((s) => s.content).join("\n"),
  );
  const text = said?.[1] ?? onDeck?.[1];
  const value = text ? amount(text) : null;
  return text && value ? { value, text } : null;
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

function compound(rate: number, months: number): string {
  const factor = (1 + rate / 100) ** months;
  const base = (1 + rate / 100).toFixed(3).replace(/0+$/u, "");
  return `${rate}% a month for ${months} months compounds to ${factor.toFixed(2)}× (${base}^${months}), about +${Math.round((factor - 1) * 100)}%. ${NOTHING}`;
}

function growthBenchmark(rate: number): string {
  const verdict =
    rate >= 20
      ? "exceptional if it holds for several months"
      : rate >= 15
        ? "strong: top-quartile for seed B2B SaaS"
        : rate >= 10
          ? "good: around 10% a month is the usual bar at seed"
          : "below the ~10% a month most seed investors look for";
  return `${rate}% MoM growth is ${verdict}. It compounds to ${((1 + rate / 100) ** 12).toFixed(1)}× a year. Investors will ask how long it has held and from what base, so show at least six months of it. ${NOTHING}`;
}

function covers(deck: DeckContext, terms: readonly string[]): string {
  // A phrase is covered where a slide has each of its words.
  const wanted = terms.map((phrase) => phrase.split(" ").map(stem));
  const found = deck.slides.flatMap((slide, index) => {
    const text = `${slide.title}\n${slide.content}\n${slide.notes}`.toLowerCase();
    const words = new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
    return wanted.some((phrase) => phrase.every((word) => words.has(word))) ? [slideName(deck, index)] : [];
  });
  const asked = terms.join(" or ");
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

export function questionReply(deck: DeckContext, question: Question): Reply {
  switch (question.kind) {
    case "seats":
      return say(seats(deck, question.message));
    case "compound":
      return say(compound(question.rate, question.months));
    case "growthBenchmark":
      return say(growthBenchmark(question.rate));
    case "covers":
      return say(covers(deck, question.terms));
    case "repeats":
      return say(repeats(deck));
    case "titlesStory":
      return say(titlesStory(deck));
  }
}
