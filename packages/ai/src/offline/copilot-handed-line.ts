import type { DeckContext } from "../engine.ts";
import { addFactsReply } from "./copilot-add-facts.ts";
import { namedSlide } from "./copilot-named-slide.ts";
import type { Reply } from "./copilot-reply.ts";
import { pointBefore } from "./copilot-slide-kinds.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * The last reader of words handed over for one named slide, in shapes no other reader takes:
 * "In the problem slide please to add: as per our own survey …, 71% still close in Excel", "ML dashboard
 * numbers for the product slide: 95.6% auto-match rate …, anomaly flags are 88% precise. add both", "The
 * product now also does automatic accruals … mention these two in the product slide". The words become a
 * line on that slide; asides around them ("rest keep same", "pls") stay out.
 */

/** "add:", "please to add:", "add that": the words after it. */
const AFTER_ADD = /\b(?:add|mention|include|put)(?:\s+(?:that|this|these|the following))?\s*:\s*(.+)$/isu;
/** "add that as a bullet": "that" points back, so what follows is no line. */
const ADD_THAT =
  /\b(?:pls\s+|please\s+(?:to\s+)?)?add\s+that\s+(?!(?:as|to|in|on|too|here|there|for|under|onto|below|above)\b)(.+)$/isu;
/** "X for the product slide: …. add both": the words between the head's colon and the short request. */
const HEAD_THEN_ADD =
  /^[^:\n]{3,80}\bslide\s*:\s*(.+?)[.!]?\s+(?:pls\s+|please\s+)?(?:add|use|include|put)\s+(?:both|them|it|these|all|all three|those)\b[^.!?]*[.!?]?\s*$/isu;
/** "… mention these two in the product slide", "put that on slide 6": the news before the request. */
const POINTS_BACK =
  /\b(?:mention|add|put|include)\s+(?:these(?:\s+two|\s+three)?|those|them|it|that|this|both)\s+(?:in|on|to|into)\s+(?:the\s+|slide\s*\d)/iu;

/** What is not part of the line: "rest keep same", "pls", a remark after a dash, the end's punctuation. */
function tidy(words: string): string | null {
  const line = cleanBullet(
    words
      .split(
        /(?<=[.!?])\s+(?=(?:rest|the rest|everything else|keep|thx|thanks|ty|pls|please|lol|tbh)\b)/iu,
      )[0]!
      .replace(/,?\s*\b(?:rest|the rest)\s+(?:keep|stays?)\b.*$/iu, "")
      .replace(/\s+(?:pls|please|thx|thanks)\s*[.!]*$/iu, "")
      .replace(/^(?:that|as per)\s+/iu, (lead) => (/^as per/iu.test(lead) ? lead : "")),
  );
  const count = line.split(/\s+/u).length;
  return count >= 3 && count <= 45 ? capitalize(line) : null;
}

export function handedLineReply(deck: DeckContext, message: string): Reply | null {
  const index = namedSlide(message, deck);
  if (index === null) return null;
  const words =
    HEAD_THEN_ADD.exec(message)?.[1] ??
    AFTER_ADD.exec(message)?.[1] ??
    ADD_THAT.exec(message)?.[1] ??
    (POINTS_BACK.test(message) ? pointBefore(message, POINTS_BACK) : null);
  const line = words ? tidy(words) : null;
  if (!line) return null;
  return addFactsReply(deck, { target: { kind: "number", number: index + 1 }, text: line, names: [] });
}
