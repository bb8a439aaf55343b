import type { FirmTag } from "@pds/contracts";
import { personaScript } from "./catalog.ts";
import { deckClaims } from "./deck-claims.ts";
import { placeholders, sectionSlide, type PracticeDeck } from "./deck-gaps.ts";
import { claimFollowUp } from "./follow-ups.ts";

export interface LikelyQuestion {
  question: string;
  /** Why this partner will ask it, from the deck. */
  reason: string;
  slideId: string | null;
}

const MAX_QUESTIONS = 5;
const ORDINALS = ["first", "second", "third"];

/**
 * What this firm's partner is likely to ask about this deck, before the session: the topics the deck has
 * no slide for or left unfinished, then the figures it states (the partner will push on each). Without a
 * deck, the firm's opening questions.
 */
export function likelyQuestions(firmTag: FirmTag, deck: PracticeDeck | null): LikelyQuestion[] {
  const script = personaScript(firmTag);
  const firm = script.name.split(",")[0] ?? firmTag;
  if (!deck || deck.slides.length === 0)
    return script.topics.slice(0, 3).map((topic, index) => ({
      question: topic.question,
      reason: `${firm}'s ${ORDINALS[index]} topic: ${topic.label.toLowerCase()}.`,
      slideId: null,
    }));
  const out: LikelyQuestion[] = [];
  const gaps = placeholders(deck);
  for (const topic of script.topics) {
    const slide = sectionSlide(deck, topic);
    const gap = slide ? gaps.find((g) => g.slide.id === slide.id) : undefined;
    if (!slide)
      out.push({
        question: topic.question,
        reason: `Your deck has no slide on ${topic.label.toLowerCase()}.`,
        slideId: null,
      });
    else if (gap)
      out.push({
        question: topic.question,
        reason: `Your "${slide.title}" slide still says ${gap.text}.`,
        slideId: slide.id,
      });
  }
  for (const { claim, slide } of deckClaims(deck))
    out.push({
      question: claimFollowUp(firmTag, claim),
      reason: `Your "${slide.title}" slide says ${claim.quote}.`,
      slideId: slide.id,
    });
  return out.slice(0, MAX_QUESTIONS);
}
