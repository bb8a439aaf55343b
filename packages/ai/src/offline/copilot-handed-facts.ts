import type { DeckContext } from "../engine.ts";
import { addFactsReply, type FactsToAdd } from "./copilot-add-facts.ts";
import type { Reply } from "./copilot-reply.ts";
import { slideWordRef } from "./copilot-message-refs.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, cleanBullet } from "./text.ts";

/** "add those two", "add that to traction, small", "put it on 8": the facts said around it, added. */
const ADD_THEM =
  /\b(?:add|put|include|stick|throw|append)\s+(?:that|this|those|these|it|them|both)(?:\s+(?:two|three|numbers|figures|lines|bits|facts))?(?:\s+(?:to|on|in|into|under)\s+([^,.;!?]+))?[^.!?]*[.!?]*/iu;
/** "traction also …", "slide 7 append: …", "team:": the slide a message opens with. */
const HEAD =
  /^(?:(?:slide\s+\d{1,2})|(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?(?=\s+(?:also|append|too|fyi)\b|\s*[:—–]))\s*(?:also|append|too|fyi)?\s*[:—–]?\s*/iu;

/** A section named on its own ("to traction") or as a slide ("to the team slide", "to slide 8"). */
function slideNamed(text: string): SlideRef | null {
  const words = text.trim().replace(/^(?:the|my|our)\s+/iu, "");
  if (/\bslide\b/iu.test(words)) return parseSlideRef(words) ?? slideWordRef(words);
  return parseSlideRef(`the ${words} slide`);
}

/**
 * Facts handed over for a slide, with the request only pointing at them: "traction also churn is under
 * 1% monthly and net revenue retention is 128% add those two", "heard back from Greylock, first question was
 * churn. we've lost 1 customer in 14 months. add that to traction, small". Only sentences with a figure are
 * facts; the chat around them ("heard back from Greylock") is not added.
 */
export function parseHandedFacts(message: string): FactsToAdd | null {
  const verb = ADD_THEM.exec(message);
  const head = HEAD.exec(message);
  const target =
    (verb?.[1] ? slideNamed(verb[1]) : null) ??
    (head ? slideNamed(head[0].replace(/[:—–]|\b(?:also|append|too|fyi)\b/giu, "")) : null);
  if (!target || target.kind === "all") return null;
  const said = (verb ? message.slice(0, verb.index) + message.slice(verb.index + verb[0].length) : message)
    .slice(verb || !head ? 0 : head[0].length)
    .replace(HEAD, "");
  const facts = figureSentences(said, 2);
  if (facts.length === 0 || (!verb && !/\b(?:append|also)\b/iu.test(head?.[0] ?? ""))) return null;
  return { target, text: facts.join("\n"), names: [] };
}

/**
 * The sentences (or "… and X is …" clauses) of `text` that state a figure, of at least `minWords` words,
 * as points: an aside in brackets goes unless it holds a figure ("(they got acquired)" goes, "(12k
 * downloads)" stays). The chat around them ("heard back from Greylock") has no figure and is left out.
 */
export function figureSentences(text: string, minWords: number): string[] {
  return text
    .split(/(?<=[.!?])\s+|\s+and\s+(?=[\p{L}\s-]{2,40}\bis\b)/u)
    .map((sentence) => capitalize(cleanBullet(sentence.replace(/\s*\((?![^)]*\d)[^)]*\)/gu, "").trim())))
    .filter((sentence) => /\d/u.test(sentence) && sentence.split(/\s+/u).length >= minWords);
}

export function handedFactsReply(deck: DeckContext, message: string): Reply | null {
  const facts = parseHandedFacts(message);
  return facts ? addFactsReply(deck, facts) : null;
}
