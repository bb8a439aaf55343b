import type { ChatInput } from "../engine.ts";
import { slideReviewReply } from "./copilot-advice.ts";
import { handedFactsReply } from "./copilot-handed-facts.ts";
import { handedLineReply } from "./copilot-handed-line.ts";
import { quickMathReply } from "./copilot-quick-math.ts";
import { improveReply } from "./copilot-improve.ts";
import { asksForPitchSummary, pitchSummaryReply } from "./copilot-pitch-summary.ts";
import { slideWordRef } from "./copilot-message-refs.ts";
import { findingsReply, HELP_TEXT, say, type Reply } from "./copilot-reply.ts";
import { reviewDeck } from "./review.ts";
import { parseSlideRef } from "./slide-refs.ts";

/** "just tell me", "honest take —", "is that fair": an opinion asked for, with no request to change. */
const OPINION =
  /\b(?:just tell me|honest(?:ly)? take|be honest|your take|thoughts on|what do you think|is (?:that|this|she|he|it) (?:fair|right|true|a problem)|no (?:edits?|changes))\b/iu;

/**
 * What is left to do with a message no reader understood: figures handed over for a slide ("… add those
 * two"), a request to improve one named slide in words no reader has a rule for ("problem slide needs to
 * sting"), or a question about a slide ("point nine's partner called our market slide 'hand-wavy'. is
 * that fair?"), answered with that slide's review, or an opinion asked of the deck, with the deck's review;
 * otherwise what the offline engine can do.
 */
export function lastResort(input: ChatInput, message: string): Reply {
  const { deck } = input;
  const facts = handedFactsReply(deck, message);
  if (facts) return facts;
  if (asksForPitchSummary(message)) return pitchSummaryReply(deck, message);
  const sum = quickMathReply(message);
  if (sum) return sum;
  const opinion = OPINION.test(message);
  const improved = opinion ? null : (improveReply(input, message) ?? handedLineReply(deck, message));
  if (improved) return improved;
  // "our advisor says the raise slide …": the slide named as one, not the advisor.
  const named = opinion || message.includes("?") ? (slideWordRef(message) ?? parseSlideRef(message)) : null;
  if (named && named.kind !== "all") {
    const review = slideReviewReply(deck, named, message);
    if (review.operations.length === 0 && !/^I couldn't find/u.test(review.reply)) return review;
  }
  return opinion ? say(findingsReply(reviewDeck(deck))) : say(HELP_TEXT);
}
