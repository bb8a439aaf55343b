/**
 * A request asked as a polite question, or wrapped in apologies and hedges, read as the request it is:
 * "sorry if this is a dumb question but can we add a source to the 40 hours stat?", "could you maybe
 * soften it a bit", "is it ok if the business model slide also mentions annual plans?", "would it maybe
 * make sense to add to the why now slide that …?", "I was thinking perhaps traction should also mention
 * our NRR". Only a verb that changes the deck turns a question into a request: "can you tell me our price?"
 * stays a question.
 */

const HEDGE = String.raw`(?:(?:maybe|possibly|perhaps|please|pls|just|kindly|also)\s+)*`;
const EDIT_VERB = String.raw`(?:update|change|fix|add|put|make|shorten|soften|tone\s+down|delete|drop|remove|cut|move|rename|write|swap|replace|adjust|rewrite|reword|tweak|trim|include|mention|split|turn|simplify|retitle|correct|expand|flesh\s+out|spell\s+out)`;

/** "Sorry, …", "sorry if this is a dumb question but …", "sorry if dumb q but …": the request after it. */
const APOLOGY =
  /^(?:(?:sorry|apologies|hi|hey|hello)[,!.]*\s+)?(?:(?:sorry|apologies)\s+(?:if|for)\s+[^,.!?]{0,40}?\b(?:question|q|silly|dumb|stupid)\b(?:\s+(?:question|q)\b)?[,.!]*\s*(?:but\s+)?|(?:sorry|apologies)[,!.]+\s+)/iu;

const POLITE_FRAMES: readonly [RegExp, string][] = [
  // "could you maybe soften it a bit?", "can we add a source …?" → "soften it a bit." A new slide asked for
  // this way keeps its question mark: "can we add a slide on X? 96% …" hands over its points after it.
  [
    new RegExp(
      String.raw`\b(?:could|can|would|will)\s+(?:you|u|we)\s+${HEDGE}(?!add\s+(?:a|an|one)\s+(?:new\s+)?slide\b)(${EDIT_VERB}\b[^?]*)\?`,
      "giu",
    ),
    "$1.",
  ],
  // "could you maybe soften it a bit", "could you delete it please": the asking goes, the request stays.
  [
    new RegExp(
      String.raw`\b(?:could|can|would)\s+(?:you|u)\s+(?:(?:maybe|possibly|perhaps|just|kindly|please|pls)\s+)*(?=(?!add\b)${EDIT_VERB}\b)`,
      "giu",
    ),
    "",
  ],
  // "is it ok to put the open banking slide after …?", "is it ok if we drop it?"
  [
    new RegExp(
      String.raw`\bis\s+it\s+(?:ok(?:ay)?|alright|fine)\s+(?:to|if\s+(?:we|you|i)\s+)${HEDGE}(${EDIT_VERB}\b[^?]*)\?`,
      "giu",
    ),
    "$1.",
  ],
  // "would it maybe make sense to add …?", "would it be better to write out …?"
  [
    new RegExp(
      String.raw`\bwould\s+it\s+${HEDGE}(?:make\s+sense|be\s+(?:better|good|ok(?:ay)?|smart|worth\s+it))\s+to\s+${HEDGE}(${EDIT_VERB}\b[^?]*)\?`,
      "giu",
    ),
    "$1.",
  ],
  // "is it ok if the business model slide also mentions …?" → "the business model slide should also mention …."
  [
    /\bis\s+it\s+(?:ok(?:ay)?|alright|fine)\s+if\s+((?:the|our|my)\s+[^?]{2,40}?)\s+(also\s+)?(mention|say|show|include|list)s\s+([^?]*)\?/giu,
    "$1 should $2$3 $4.",
  ],
  // "would it maybe make sense for the ask slide to say …?" → "the ask slide should say …."
  [
    /\bwould\s+it\s+(?:maybe\s+)?(?:make\s+sense|be\s+(?:better|good))\s+for\s+((?:the|our|my)\s+[^?]{2,40}?)\s+to\s+(mention|say|show|include|list)\s+([^?]*)\?/giu,
    "$1 should $2 $3.",
  ],
  // "I was thinking perhaps traction should …", "I think maybe the X should …": the request.
  [
    /\bi\s+(?:was\s+)?(?:thinking|think|wonder(?:ing)?|feel)\s+(?:that\s+)?(?:perhaps|maybe)\s+(?=[\p{L}\s'-]{2,40}?\s+should\b)/giu,
    "",
  ],
];

/** "… could you shorten it a bit if it makes sense": the condition adds nothing to the request. */
const TRAILING_HEDGE =
  /[,\s]+(?:if\s+(?:it\s+makes\s+sense|that'?s\s+ok(?:ay)?|possible|you\s+can|you\s+don'?t\s+mind)|when\s+you\s+(?:get\s+a\s+chance|can))\s*([.!?]*)\s*$/iu;

/** "… ? I think that's a plus but not sure": the doubt after a polite question is no part of the request. */
const DOUBT_AFTER = /\?\s+(?:i\s+think|i'?m\s+not\s+sure|not\s+sure|idk|no\s+idea)\b[^?]*$/iu;

/** "… it's $59 now, not $49. update that slide": the slide the news is about, as "update it" says. */
const THAT_SLIDE = /\b(update|change|fix|correct)\s+(?:that|this)\s+(?:slide|one)\b/giu;

export function fromPoliteAsk(text: string): string {
  const plain = text.replace(APOLOGY, "").replace(TRAILING_HEDGE, "$1").replace(DOUBT_AFTER, "?");
  return POLITE_FRAMES.reduce((out, [frame, asked]) => out.replace(frame, asked), plain).replace(
    THAT_SLIDE,
    "$1 it",
  );
}
