import type { VoiceMetrics } from "@pds/contracts";
import { analyseTurn } from "./listen/analyse-turn.ts";
import { topicsOf } from "./listen/topics.ts";
import { questionOf, type SpokenTurn } from "./timing.ts";
import { isDodge } from "./text/words.ts";

export type AnswerScorecard = NonNullable<VoiceMetrics["answers"]>[number];

const QUOTE_MAX = 160;
/** What backs a claim up: a named source of knowledge, an example, a measurement, a customer's words. */
const EVIDENCE =
  /\b(for example|for instance|such as|told us|said|interview(?:ed|s)?|survey(?:ed)?|we measured|measured|data shows?|our data|we tested|pilot(?:s|ed)?|case study|customer called|signed|contract|letters? of intent|because|which is why|last (?:week|month|quarter|year)|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i;

/** The founder's own words, cut at a word boundary. */
function quote(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= QUOTE_MAX) return clean;
  return `${clean.slice(0, clean.lastIndexOf(" ", QUOTE_MAX - 1))}…`;
}

/**
 * One scorecard per answer to a VC question: the question, the founder's words quoted, and three checks a
 * partner makes. Direct: it is not a dodge and speaks to the question's topic (when the question has one
 * the classifier knows). Specific: it states a number. Evidence: it names how the founder knows (an
 * example, a measurement, a customer's words, a signed contract).
 */
export function scoreAnswers(turns: readonly SpokenTurn[]): AnswerScorecard[] {
  const cards: AnswerScorecard[] = [];
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i];
    const question = turn?.role === "assistant" ? questionOf(turn.text) : "";
    if (!question) continue;
    const answer: string[] = [];
    for (let j = i + 1; j < turns.length && turns[j]?.role === "user"; j++) answer.push(turns[j]?.text ?? "");
    const text = answer.join(" ").trim();
    if (!text) continue;
    const asked = topicsOf(question);
    const heard = analyseTurn(text);
    const onTopic = asked.size === 0 || [...asked].some((topic) => heard.topics.has(topic));
    cards.push({
      question,
      quote: quote(text),
      direct: !isDodge(text) && onTopic,
      specific: heard.claims.length > 0 || /\d/.test(text),
      evidence: EVIDENCE.test(text),
    });
  }
  return cards;
}
