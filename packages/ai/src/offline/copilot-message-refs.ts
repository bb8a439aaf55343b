import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/**
 * Where in a founder's message the slide is: named after the verb ("delete pricing"), between "make" and
 * how ("make the ask more specific"), after a question's preposition ("what's weak about my ask?"), or the
 * whole deck with the slides it leaves out ("shorten everything except the team slide").
 */

/**
 * "move team to the end", "delete pricing": a slide named without the word "slide" — the one to four words
 * after the verb, up to a placement or the end.
 */
function bareRef(message: string, verb: RegExp): SlideRef | null {
  const lower = message.toLowerCase();
  const found = verb.exec(lower);
  if (!found) return null;
  // "delete the financials, we don't have any yet": the name ends where the founder's reason starts.
  // "(the model isn't ready)" is a reason; "(the MRR one)" still says which.
  const after = lower
    .slice(found.index + found[0].length)
    .replace(/\s*\((?:[^)\s]+\s+){3,}[^)]*\)/gu, "")
    .split(/[,;:!?]|\.(?:\s|$)|\s[—–-]\s|\s(?:because|since|so|for now|for the|for this)\b/u)[0]!;
  return namedSlide(
    after.replace(/\b(?:to|before|after|above|below|into|up|down|at|as|first|last|please)\b.*$/u, ""),
  );
}

/** A slide named in one to four words ("the team", "competition slides"); a pronoun names none. */
function namedSlide(text: string): SlideRef | null {
  const phrase = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&\s-]/gu, " ")
    .replace(/^\s*(?:the|my|our|this|that)\s+/u, "")
    .replace(/\s+slides?\s*$/u, "")
    .trim();
  const count = phrase.split(/\s+/u).filter(Boolean).length;
  // "make it sound more exciting" asks which slide.
  if (/^(?:it|them|this|that|these|those|everything|one)(?:\s|$)/u.test(phrase)) return null;
  return count >= 1 && count <= 4 ? { kind: "phrase", phrase } : null;
}

export const refIn = (message: string, verb: RegExp) => parseSlideRef(message) ?? bareRef(message, verb);

/**
 * "get rid of product, it's just the solution slide wearing a different hat", "delete market. but squeeze
 * the $12B into the problem slide": the slide named right after the verb, not one the reason names.
 */
export function refAfterVerb(message: string, verb: RegExp): SlideRef | null {
  const found = verb.exec(message.toLowerCase());
  if (!found) return refIn(message, verb);
  // The verb's own clause: up to a comma, a full stop or a dash.
  const clause = message.slice(found.index).split(/[,;!?]|\.(?:\s|$)|\s[—–-]\s/u)[0]!;
  return refIn(clause, verb) ?? refIn(message, verb);
}

/**
 * One side of "swap the team and competition slides": a reference, the bare name ("the team"), or a bare
 * number ("swap 7 and 8", "can 11 sit where traction is now"), which is the slide's.
 */
export const swapRef = (text: string): SlideRef | null =>
  /^\s*\d{1,2}\s*$/u.test(text)
    ? { kind: "number", number: Number(text) }
    : (parseSlideRef(text) ?? namedSlide(text));

/** "make the problem hit harder", "make the ask more specific": the slide named between "make" and how. */
const MADE =
  /\bmake\s+(?:the\s+|my\s+|our\s+)?([\p{L}][\p{L}\s-]*?)\s+(?:more|less|hit|land|sound|read|feel|punch(?:y|ier)|sharper|stronger|crisper|snappier|bolder|formal|professional)\b/iu;

export const madeRef = (message: string): SlideRef | null => {
  const named = MADE.exec(message)?.[1];
  return named ? swapRef(named) : null;
};

/** "make the ask more specific", "what should I put on the market slide": the slide the question is about. */
export function adviceRef(message: string): SlideRef | null {
  const ref = parseSlideRef(message) ?? madeRef(message);
  if (ref) return ref;
  const named =
    /^(?:so\s+)?what(?:'s| is| are)\s+(?:our|my)\s+(.+?)\s*\??$/iu.exec(message) ??
    /\b(?:on|in|for|improve|fix|strengthen)\s+(?:the|my|our)\s+(.+?)(?:\s+slide)?\s*\??$/iu.exec(message);
  return named?.[1] ? swapRef(named[1]) : null;
}

/**
 * The slide a review question is about: "what's weak about my ask?", "any red flags on the traction
 * slide?", "critique slide 5". Null for the whole deck ("review my deck", "what's missing?").
 */
export function reviewRef(message: string): SlideRef | null {
  // "is 'set up in a day' believable…": the slide that says it.
  const quoted = /["“'‘]([^"”'’]{6,60})["”'’]/u.exec(message)?.[1];
  if (quoted && !parseSlideRef(message)) return { kind: "holding", words: quoted };
  const named =
    /\b(?:about|on|in|of|for|with)\s+(?:the|my|our|this)\s+(.+?)(?:\s+slide)?\s*[?.!]*$/iu.exec(
      message,
    )?.[1] ??
    /\bmissing (?:from|on|in)\s+(?:the\s+)?([\p{L}\s-]+?)(?:\s+slide)?\s*[?.!,]/iu.exec(message)?.[1];
  if (named && !/^(?:(?:my|our|the|this)\s+)?(?:deck|pitch|presentation|whole thing|slides)$/iu.test(named))
    return swapRef(named);
  const ref = parseSlideRef(message);
  // "is the competition slide convincing? … feels weak": that slide, not the whole deck.
  return ref?.kind === "number" || (ref?.kind === "phrase" && !ref.nth) ? ref : null;
}

/** "make everything more formal", "shorten the whole thing": every slide. */
const EVERYTHING = /\b(?:everything|all of it|the whole thing)\b/u;
/** "this deck is too long, cut it down": the deck as the thing to edit. */
const THE_DECK = /\b(?:this|the|my|our) (?:deck|presentation|pitch)\b(?!'s|\s+(?:title|name)\b)/u;

/** "…except the team slide", "…but not slides 1 and 13", "…apart from the ask". */
const EXCEPT =
  /^(.*?)\s*,?\s*\b(?:except(?: for)?|but not|other than|apart from|besides|save for|leaving out|leave out)\s+(.+)$/iu;

export function everything(text: string): SlideRef | null {
  const except = EXCEPT.exec(text);
  if (except?.[1] && except[2]) {
    const head = except[1];
    const all =
      parseSlideRef(head)?.kind === "all" ||
      EVERYTHING.test(head.toLowerCase()) ||
      THE_DECK.test(head.toLowerCase());
    const refs = except[2]
      .replace(/^(?:for\s+)?/iu, "")
      .split(/\s*(?:,|\band\b|\bor\b)\s*/iu)
      .map((part) => (/^\d+$/u.test(part.trim()) ? `slide ${part.trim()}` : part))
      .map((part) => swapRef(part.replace(/^(?:slides?)\s+(?=\d)/iu, "slide ")))
      .filter((ref): ref is SlideRef => ref !== null);
    if (all && refs.length > 0) return { kind: "all", except: refs };
  }
  return !parseSlideRef(text) && (EVERYTHING.test(text.toLowerCase()) || THE_DECK.test(text.toLowerCase()))
    ? { kind: "all" }
    : null;
}

/** `everything` when the message excludes slides: tried before a slide ref, which would find the exclusion. */
export const excepting = (text: string): SlideRef | null => {
  const ref = EXCEPT.test(text) ? everything(text) : null;
  return ref?.kind === "all" && ref.except ? ref : null;
};

/** "more confident tone on 2, 4 and 5": the slides a bare list of numbers names. */
export function numberList(message: string): SlideRef[] | null {
  const list =
    /\b(?:(?:on|to|for)\s+(?:slides?\s+)?|slides\s+)(\d+(?:\s*,?\s+\d+|\s*,\s*\d+)*\s*,?\s*(?:and|&|n|\+)\s*\d+)\b/iu.exec(
      message,
    )?.[1];
  // "tone down 4 and 5", "make 4 n 7 punchier": the numbers right after the verb.
  const led =
    list ??
    /^(?:[\p{L}']+\s+){1,2}(\d{1,2}\s*(?:,|and|&|n|\+)\s*\d{1,2})\b(?!\s*(?:%|k\b|x\b|months?|customers))/iu.exec(
      message,
    )?.[1];
  const numbers = led?.match(/\d+/gu)?.map(Number) ?? [];
  return numbers.length >= 2 ? numbers.map((number) => ({ kind: "number", number })) : null;
}

/** "the timing slide reads like…", "slide three sounds like…": the slide the sentence is about. */
export function subjectRef(message: string): SlideRef | null {
  // "6 sounds like we're building a platform co.", "number 6 — …": a slide by its number alone.
  const numbered =
    /^(?:number\s+|slide\s+|#)?(\d{1,2})\s+(?:sounds|reads|feels|looks|is)\b|^number\s+(\d{1,2})\b/iu.exec(
      message,
    );
  const number = numbered?.[1] ?? numbered?.[2];
  if (number) return { kind: "number", number: Number(number) };
  const subject =
    /^(?:the\s+)?([\p{L}][\p{L}\p{N}:&/\s-]{1,25}?)(?:\s+slide)?\s+(?:is|reads|sounds|feels|looks|says|shows)\b/iu.exec(
      message,
    )?.[1];
  // "two from Sam: price is $55/seat": the subject is after the head, not the teammate in it.
  const said = subject?.includes(":") ? subject.split(":").at(-1)!.trim() : subject;
  return said ? (parseSlideRef(`the ${said.replace(/[/]/gu, " ")} slide`) ?? null) : null;
}

/** "- GTM slide: add that…": the last slide named with the word "slide", with or without "the". */
export function slideWordRef(text: string): SlideRef | null {
  const named = [
    ...text.matchAll(/([\p{L}\p{N}][\p{L}\p{N}&-]*(?:[\s:/]+[\p{L}\p{N}&-]+)?)\s+slide\b/giu),
  ].at(-1)?.[1];
  return named
    ? parseSlideRef(`the ${named.replace(/^(?:the|my|our|this|that)\s+/iu, "").replace(/[:/]/gu, " ")} slide`)
    : null;
}
