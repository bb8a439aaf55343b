import type { FactDump } from "./copilot-slide-facts.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/**
 * Rows handed over for the comparison, wherever the message says so: "Tom says a 1-row comparison looks
 * lazy. add rows: price — ledgerly $49/seat/mo, blackline ~$100k+/yr. AI matching — ledgerly yes,
 * blackline partial", "add a row to competition: SOC 2 — ledgerly yes, blackline yes". Without a slide
 * named, the rows go on the competition slide; each row is a criterion and the columns' answers.
 */
const NEW_ROWS =
  /(?:^|[.!?]\s+|\s)(?:pls\s+|please\s+|can you\s+|also\s+)?(?:add|needs?|put in|include)\s+(?:(?:a|an|another|new|more|some|two|three|2|3|2nd|second|extra)\s+)*rows?\b(?:\s+(?:to|on|in)\s+((?:the\s+)?[\p{L}\d\s-]{2,30}?))?\s*(?::|—|–)\s*(.+)$/isu;

/** A row of the list: "price — ledgerly $49/seat/mo, blackline ~$100k+/yr" (a criterion, then answers). */
const ROW = /^[^—–:→]{2,60}(?:—|–|:|→|->)\s*\S/u;

/** "slide 9", "the moat slide", or a bare name: "competition", "the comparison". */
function namedSlide(words: string): SlideRef | null {
  return parseSlideRef(words) ?? parseSlideRef(`the ${words.replace(/^the\s+/iu, "")} slide`);
}

export function parseNewRows(message: string): FactDump | null {
  const found = NEW_ROWS.exec(message);
  if (!found?.[2]) return null;
  const items = found[2]
    .split(/\.\s+(?=\p{L})|;\s*|\n+/u)
    .map((item) => item.trim().replace(/[.!]+$/u, ""))
    .filter((item) => item.length > 0);
  if (items.length === 0 || !items.every((item) => ROW.test(item))) return null;
  const named = found[1] ? namedSlide(found[1].trim()) : null;
  if (found[1] && !named) return null;
  const target: SlideRef = named ?? { kind: "phrase", phrase: "competition" };
  return { target, items };
}
