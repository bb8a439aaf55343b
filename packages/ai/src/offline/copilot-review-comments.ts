import { mentions } from "./copilot-mentions.ts";
import { NAMES_THE_DECK, parseSlideRef } from "./slide-refs.ts";

/**
 * A reviewer's comment passed on, then what the founder makes of it: "maya's TODO on the solution slide -
 * 'needs a proof point, not a promise'. data: avg close went from 9 days to 2.5", "from maya, on slide 8:
 * 'NRR??' — it's 124%. stick it in", "slides 4 and 11 — Maya marked both 'CUT'. go ahead". The comment's
 * words are the reviewer's, not a request; they only say which slide the request is about. What follows is
 * the request, read as if headed by that slide. "go ahead" after the comment makes the comment the request.
 */

/** Words that name a comment: "Maya's review note", "TODO from maya", "a note … that just says". */
const COMMENT = String.raw`(?:comments?|notes?|todos?|TODOs?|Todos?|q|questions?|flags?|feedback|remarks?|red pen|review|margin note|sticky)`;

/** A reviewer: a name, or a role. */
const WHO = String.raw`(?:\p{Lu}\p{Ll}+|(?:my|our|the)\s+(?:co-?founder|ceo|cto|coo|advisor|adviser|mentor|investor|lead investor|board member|partner|designer))`;

/** A reviewer commenting, in the ways founders pass it on. */
const REVIEWER = new RegExp(
  [
    // "Maya's comment on", "maya's last comment on", "Maya's red pen on"
    String.raw`(?:${WHO}|\p{Ll}{3,})(?:'s|’s)\s+(?:[\p{L}-]+\s+){0,2}?${COMMENT}\b`,
    // "comment from maya", "TODO from Maya", "maya comment slide 12"
    String.raw`\b${COMMENT}\s+(?:from|by)\s+\p{L}+`,
    String.raw`\b\p{Ll}{3,}\s+comment\b`,
    String.raw`\b(?:todo|TODO|Todo)\b`,
    // "Maya wrote", "Maya flagged traction with", "maya stuck a note on"
    String.raw`\b${WHO}\s+(?:wrote|flagged|highlighted|circled|marked|left|stuck a note|scribbled|commented|put a note)\b`,
    String.raw`\b\p{Ll}{3,}\s+(?:wrote|flagged|highlighted|circled|marked|scribbled|commented|stuck a note|left a note)\b`,
    // "Maya asked 'does $49 × seats even add up?'": the question, quoted right after.
    String.raw`\b(?:${WHO}|\p{Ll}{3,})\s+(?:asked|asks)\s*:?\s*$`,
    // "Maya on slide 2:", "from maya, on slide 8:", "Maya:"
    String.raw`(?:^|\bfrom\s+)${WHO},?\s+(?:on|about|re:?)\b`,
    String.raw`\bfrom\s+\p{Ll}{3,},\s+(?:on|about|re:?)\b`,
    // "maya on the $2.5M slide, verbatim:"
    String.raw`^\p{Ll}{3,},?\s+(?:on|about|re:?)\s+[^:'"‘“]{1,40}?(?:,\s*verbatim)?\s*:\s*$`,
    String.raw`^${WHO}\s*:\s*$`,
  ].join("|"),
  "u",
);

/** Words a name cannot be: "Problem: '…'" heads a slide; "Note: '…'" is no reviewer. */
const NOT_A_NAME =
  /^(?:problem|solution|market|product|traction|team|competition|financials|cover|pricing|note|update|correction|fyi|resolve|resolving|slide|deck|also|then|so|and|the|this|that|it|add|put|change|make)$/iu;

/** "go ahead", "ok do it", "update pls": the comment itself is the request. */
const DO_IT =
  /^(?:(?:ok(?:ay)?|yes|yep|agreed|sure|so)[,.!]?\s*)*(?:go ahead|do it|do that|fix(?: it| that)?|update(?: it)?|apply it|make it so|resolve it|on it)?\s*(?:pls|please|plz)?[.!]*$/iu;

/** "cut", "kill": a comment that only says to delete. */
const DELETE = /^(?:cut|kill|delete|remove|drop)(?:\s+(?:it|this|this slide|them|both))?[.!]*$/iu;

/** A quote; an apostrophe between letters is part of it ("'show the product, don't describe it'"). */
const QUOTE = /["“][^"“”]+["”]|(?<![\w’'])['‘](?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L}))+['’](?![\w’'])/u;

export function fromReviewer(message: string): string {
  const quote = QUOTE.exec(message);
  if (!quote) return message;
  const pre = message.slice(0, quote.index);
  const said = REVIEWER.exec(pre);
  // The comment opens the message and comes right after who made it.
  if (!said || said.index > 40 || pre.length - (said.index + said[0].length) > 45) return message;
  const name = /^(?:from\s+)?(\p{L}+)/iu.exec(said[0])?.[1];
  if (name && NOT_A_NAME.test(name) && !new RegExp(`^${COMMENT}$`, "iu").test(name)) return message;
  if (/\b(?:add|delete|remove|change|rewrite|move|make|put|update|swap)\b/iu.test(pre.slice(0, said.index)))
    return message;
  // "mentor note from thursday, apply it: '…'": the founder asks for the comment itself, read as it is.
  if (/\b(?:apply|do|use|follow)\s+(?:it|this|that)\b/iu.test(pre)) return message;
  // "a 'what we got wrong' slide", "titled exactly '…'": the quote is a title, not a comment.
  const after = message.slice(quote.index + quote[0].length);
  if (
    /^\s*slides?\b/iu.test(after) ||
    /\b(?:slide|titled|called|named|exactly|title)\s*[:—–-]?\s*$/iu.test(pre)
  )
    return message;
  const comment = quote[0].slice(1, -1).trim();
  let rest = message.slice(quote.index + quote[0].length);
  let frame = pre;
  // "Maya circled 'days, not weeks' on the cover and wrote 'be specific'": a second quote is the comment.
  const second = new RegExp(
    String.raw`^([^.!?'"‘“]{0,40}?\b(?:and\s+)?(?:wrote|said|added|scribbled|commented)\s*:?\s*)(?:${QUOTE.source})`,
    "u",
  ).exec(rest);
  if (second) {
    frame += second[1];
    rest = rest.slice(second[0].length);
  }
  // "two comments from maya: '…' and '…'": comments listed, each with its own slide, are read as they are.
  if (/^\s*(?:[;,+&]|and\b)[^.!?]{0,30}?(?:["“]|(?<![\w’'])['‘])/u.test(rest)) return message;
  // "… 'label not a headline' next to Solution.": where the comment sits, before the request.
  const where = /^\s*(?:next to|on|beside|against|in)\s+[^.!?—–]{1,40}?(?=[.!?]|\s[—–-]\s)/iu.exec(rest);
  if (where) {
    frame += where[0];
    rest = rest.slice(where[0].length);
  }
  const target = slideIn(frame);
  const request = rest
    .replace(/^(?:\s|[.,;:!?—–→-]|\p{Extended_Pictographic}|\uFE0F)+/u, "")
    .replace(/^(?:so|yes|agreed|ok(?:ay)?)\s*[,:—–-]\s*/iu, "")
    .trim();
  // "Maya asked 'does $49 × seats even add up to 18k?' — does it?": the comment is the question asked.
  if (/\?\s*$/u.test(comment) && /^(?:does|is|can|would|will|did)\s+(?:it|that|this)\b/iu.test(request))
    return `${comment} ${request}`;
  if (DO_IT.test(request)) {
    if (DELETE.test(comment)) return target ? `delete ${target}` : message;
    return target ? `${target}: ${comment}` : comment;
  } // "Maya's comment on team: 'people are the closer, put them right before the thank-you'. and then …":
  // the comment asks, and what follows only remarks on it.
  const asks = /\b(?:put|move|add|delete|cut|swap|make|rename|change)\b/iu;
  if (target && asks.test(comment) && !asks.test(request) && !/\d/u.test(request) && !/\?/u.test(comment))
    return `${target}: ${comment}`;

  if (!target) return request;
  // "Maya's comment on the file name: '…'. rename it to …": the deck is renamed.
  if (target === "the deck") return request.replace(/\b(rename|retitle|call|name)\s+it\b/iu, "$1 the deck");
  // "… → separate use-of-funds slide right after it": "it" is the slide the comment is on.
  const placed = request.replace(/\b(after|before|next to|under|below)\s+it\b/giu, `$1 ${target}`);
  // "maya, re distribution: '…'. we land via resellers + outbound. needs its own slide": a slide of that name.
  const own = /[.!]?\s*(?:it\s+)?(?:needs?|deserves?|gets?)\s+(?:its|their)\s+own\s+slide\b[.!]*\s*$/iu;
  const named = /^the\s+(.+?)\s+slide$/iu.exec(target)?.[1];
  if (named && own.test(request)) return `add a ${named} slide: ${request.replace(own, "").trim()}`;
  // "she wants a dedicated walkthrough slide": a new slide, which the comment's slide only places.
  if (/\b(?:an?|new|its own|own|separate|dedicated)\s+(?:[\p{L}-]+\s+){0,3}slide\b/iu.test(request))
    return placed.replace(/^(?:an?\s+)?(?=(?:separate|dedicated|standalone)\b)/iu, "add a ");
  if (ownSlide(request)) return placed;
  return `${target}: ${request.replace(/\b(?:that|this|the same)\s+(?:slide|page)\b/giu, target)}`;
}

/** The slide a frame names, as words a request can be headed by: "slide 8", "the pricing slide". */
function slideIn(frame: string): string | null {
  // "Maya's comment on the file name": the deck's own name.
  if (NAMES_THE_DECK.test(frame) || /\bfile\b/iu.test(frame)) return "the deck";
  const numbers =
    /\bslides?\s*#?(\d{1,2}(?:\s*(?:,|and|&|\+)\s*\d{1,2})*)\b|#(\d{1,2})\b|\b(?:on|re:?)\s+(\d{1,2})\b/iu.exec(
      frame,
    );
  if (numbers) {
    const listed = (numbers[1] ?? numbers[2] ?? numbers[3])!.match(/\d{1,2}/gu)!;
    return listed.length === 1
      ? `slide ${listed[0]}`
      : `slides ${listed.slice(0, -1).join(", ")} and ${listed.at(-1)}`;
  }
  const named = /\bthe\s+[^\s.,:;!?'"‘“]+(?:\s+[^\s.,:;!?'"‘“]+){0,2}?\s+(?:slide|page)\b/iu.exec(frame);
  if (named) return named[0];
  const said = mentions(frame)[0];
  return said
    ? `the ${frame
        .slice(said.index, said.end)
        .toLowerCase()
        .replace(/^the\s+/u, "")} slide`
    : null;
}

/** A request that names its own slide needs none from the comment ("… make it slide 3" does not). */
const ownSlide = (request: string) => {
  const ref = parseSlideRef(request.replace(/\b(?:make|move|put)\s+it\s+(?:to\s+)?slide\s*\d+/giu, ""));
  return ref !== null && ref.kind !== "all";
};
