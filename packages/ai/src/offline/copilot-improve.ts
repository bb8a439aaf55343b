import type { ChatInput } from "../engine.ts";
import { edit } from "./copilot-edit-slides.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { splitBulletsReply } from "./copilot-split-bullets.ts";
import type { Tone } from "./copilot-tone.ts";
import { wordLimitReply } from "./copilot-word-limit.ts";
import { namedSlide } from "./copilot-named-slide.ts";
import type { SlideRef } from "./slide-refs.ts";

/**
 * The last reader: a request to improve one named slide in words no other reader has a rule for —
 * "problem slide needs to sting", "why now reads like a textbook", "make the why now slide clearer",
 * "cover tagline 5 words max", "timing slide is a single sentence. turn it into 3 tight bullets". The
 * nearest edit the offline engine can make is made (a word limit, bullets, shorter, or a tone), and the
 * reply says that a new angle is new writing, left to the founder or a connected model.
 */

export type Improvement =
  | { kind: "bullets"; count: number | null }
  | { kind: "words"; max: number }
  | { kind: "shorten" }
  | { kind: "tone"; tone: Tone };

const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

const BULLETS =
  /\b(?:make|turn|split|break|put|restructure|rewrite|format|into|as|give|want|be|needs?)\b[^.!?]{0,30}?\b(\d|one|two|three|four|five)(?:\s*[-–]\s*\d)?\s+(?:short\s+|tight\s+|crisp\s+|clean\s+|quick\s+|clear\s+)?(?:bullets?|bullet points|beats)\b|\bbullet(?:ed)?[\s-]+(?:list|points)\b|\bscannable\b|\bbreak\s+(?:it\s+|this\s+)?(?:up|into)\b|\b(?:as|into|in)\s+bullets\b/iu;
const WORDS =
  /\b(\d{1,2})\s+words?\s+(?:max|maximum|tops|or\s+(?:less|fewer))\b|\b(?:under|max(?:imum)?|at\s+most|no\s+more\s+than|cap(?:ped)?\s+(?:it\s+)?at|within)\s+(\d{1,2})\s+words?\b/iu;
const SHORTER =
  /\b(?:shorter|tight(?:er|en)?|trim)\b|\b(?:into|to|as|down to)\s+(?:one|a single|1)\s+(?:sentence|line)\b|\b(?:one|a single|1)\s+(?:sentence|line)\s+(?:max|only|tops)\b|\b\d\s+sentences?\s+max\b|\bin\s+\d{1,2}\s+seconds\b/iu;
/** "2 bullets max", "cap it at 2 bullets": a limit on the slide, not a request to cut it into two. */
const CAP =
  /\bbullets?\s+(?:max|maximum|tops)\b|\b(?:cap(?:ped)?(?:\s+it)?\s+at|at\s+most|no\s+more\s+than|max(?:imum)?)\s+(?:\d|one|two|three|four|five)\s+bullets?\b/iu;

/** The tone a complaint or wish asks for, in words the tone readers do not take. Plain first: clarity. */
const TONE_CUES: readonly [RegExp, Tone][] = [
  [
    /\bclear(?:er)?\b|\bsimpl(?:er|e|ify)\b|\bjargon\b|\bexplain(?:ed)?\b|\bnormal words\b|\beveryday words\b|\bnon[\s-]?(?:analysts?|experts?|technical|fintech|finance)\b|\bgeneralists?\b|\boutside (?:fintech|finance|the industry|our space)\b|\bnever (?:heard|done)\b|\b(?:my|your|his|her) (?:mom|mother|grandma)\b|\bfor engineers\b|\btoo technical\b|\bbig words\b|\bmeans nothing\b|\btoo abstract\b|\bconfusing\b/iu,
    "plain",
  ],
  [
    /\bprecise\b|\bdry\b|\bclinical\b|\bcalm(?:er)?\b|\bclassy\b|\bunderstated\b|\bless\s+(?:braggy|boastful|cocky|arrogant|aggressive|combative|petty|defensive|chip)|\btoo (?:dramatic|braggy|cocky|aggressive|casual)\b|\bnot begging\b|\b(?:a\s+)?(?:cfo|banker|lawyer|auditor)\s+(?:wrote|would write)\b|\b(?:reads?|sounds?|looks?)\s+like\s+(?:a\s+|an\s+)?(?:landing page|brochure|takedown|sales pitch)\b|\bchip[\s-]on[\s-](?:the[\s-])?shoulder\b/iu,
    "formal",
  ],
  [
    /\bstings?\b|\bhurt(?:s)?\s+more\b|\bteeth\b|\bbite\b|\bwince\b|\b(?:reads?|sounds?|feels?|looks?)\s+like\s+(?:a\s+|an\s+)?(?:textbook|wikipedia|press release|trivia|footnote|form|wishlist|afterthought|homework|spreadsheet|resume|résumé)\b|\bgeneric\b|\bboring\b|\bbland\b|\blazy\b|\bweak\b|\blimp\b|\blifeless\b|\bforgettable\b|\bmemorable\b|\bconvincing\b|\bbold\b|\bmore (?:energy|conviction)\b|\bdead end\b|\bwishy[\s-]washy\b|\bmeh\b/iu,
    "punchy",
  ],
];

/** Words that ask for a change, or complain of a slide as it reads. */
const ASKS =
  /\b(?:make|rewrite|rework|redo|reframe|restructure|turn|fix|tighten|trim|simplify|soften|clean\s+(?:it\s+)?up|give\s+(?:it|them)|needs?|should|could|can\s+(?:you|u|we|it|the|this|that|slide)|pls|plz|please|want\s+(?:it|the)|go)\b|\b(?:reads?|sounds?|feels?|looks?)\s+(?:like|kinda|too|so|a bit|very)\b|\bis\s+(?:too|so|kinda|way too|just|a bit|pretty|still)\b|\bmax\b|\btops\b/iu;

const NEW_WORDS =
  /\binstead of\b|\bnot (?:the|a|our)\b[^.!?]{0,30}\bagain\b|\bsomething (?:new|else|different)\b/iu;
const ADDS = /\b(?:add|include|mention|insert|put in)\b/iu;

/** "can you make it clearer?" is a request; "is that fair?" asks for an opinion (the review answers it). */
const ASKS_AS_QUESTION =
  /\b(?:can|could|would)\s+(?:you|u|we|it|the|this|that|slide)\b(?!(?:\s+[\p{L}-]+){0,4}\s+(?:make sense|land|work|confuse|read well|be clear)\b)/iu;

/**
 * Figures handed over ("$24k", "12%", "340ms", "the CFPB 1033 rule") make a content request no style edit
 * answers. Counts of words, bullets or seconds, slide numbers and times of day are not such figures.
 */
function handsFigures(message: string): boolean {
  const rest = message
    .replace(/\b\d{1,2}:\d{2}\s*(?:am|pm)?\b|\b\d{1,2}\s*(?:am|pm)\b|\bat\s+\d{1,2}\b/giu, " ")
    .replace(/\bslides?\s*#?\d{1,2}\b|#\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\s+slide\b/giu, " ")
    .replace(
      /\b\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+(?:short\s+|tight\s+|crisp\s+|clean\s+|quick\s+|clear\s+)?(?:words?|bullets?|bullet points|beats|sentences?|seconds?|secs?|lines?)\b/giu,
      " ",
    )
    .replace(/\b(?:under|max(?:imum)?|at\s+most|no\s+more\s+than|at|within)\s+\d{1,2}\s+words?\b/giu, " ");
  return /\d|[$€£%]/u.test(rest);
}

export function parseImprovement(message: string): Improvement | null {
  const bullets = CAP.test(message) ? null : BULLETS.exec(message);
  if (bullets) {
    const said = bullets[1]?.toLowerCase();
    return { kind: "bullets", count: said ? (COUNTS[said] ?? Number(said)) : null };
  }
  const words = WORDS.exec(message);
  if (words) return { kind: "words", max: Number(words[1] ?? words[2]) };
  const tone = TONE_CUES.find(([cue]) => cue.test(message));
  if (tone) return { kind: "tone", tone: tone[1] };
  return SHORTER.test(message) ? { kind: "shorten" } : null;
}

/** What each tone edit does, said when it finds nothing to do. */
const NOTHING_TO: Record<Tone, string> = {
  punchy: "it has no hedge or filler to cut and no bullet too long to lead with its point",
  plain: "it has no abbreviation or buzzword I can put in everyday words",
  formal: "it has no contraction or casual word to replace",
};

const NEW_WRITING =
  "A new angle is new writing, which the offline engine leaves to you: type the line you want, or connect a model in Settings → AI model.";

/** The nearest edit for a request to improve one named slide, or null when the message is not one. */
export function improveReply(input: ChatInput, message: string): Reply | null {
  if (!ASKS.test(message) || (message.includes("?") && !ASKS_AS_QUESTION.test(message))) return null;
  // "add the why in one line: …": words to add, which no style edit answers.
  // "… NOT the tagline again", "instead of a table": new words asked for, which no edit of the old makes.
  if (handsFigures(message) || ADDS.test(message) || NEW_WORDS.test(message)) return null;
  const improvement = parseImprovement(message);
  if (!improvement) return null;
  const index = namedSlide(message, input.deck);
  if (index === null) return null;
  const target: SlideRef = { kind: "number", number: index + 1 };
  switch (improvement.kind) {
    case "bullets":
      return splitBulletsReply(input.deck, { target, count: improvement.count, labels: [] });
    case "words":
      return wordLimitReply(input.deck, index, improvement.max);
    case "shorten":
      return edit(input, { kind: "shorten", target });
    case "tone": {
      const toned = edit(input, { kind: "rewrite", target, tone: improvement.tone });
      // Not "already reads that way": the founder asked for more than this edit does.
      if (toned.operations.length === 0)
        return say(
          `I changed nothing on ${slideName(input.deck, index)}: ${NOTHING_TO[improvement.tone]}. ${NEW_WRITING}`,
        );
      return say(`${toned.reply} ${NEW_WRITING}`, toned.operations);
    }
  }
}
