import type { Intent } from "./copilot-intent.ts";
import { parsePlacement } from "./copilot-placement.ts";
import { refAfterVerb, refIn, swapRef } from "./copilot-message-refs.ts";
import { mentions, relationMove } from "./copilot-mentions.ts";
import { NAMES_THE_DECK } from "./slide-refs.ts";

/** Requests that rename, merge or move slides, read into their intents. */

/** A title or name as the founder typed it, without quotes, a closing aside or a "please". */
export function clean(text: string): string {
  return text
    .replace(/\s*\([^)]*\)\s*$/u, "")
    .trim()
    .replace(/^["“'‘]+|["”'’]+$/gu, "")
    .replace(/[\s.!?,]+$/u, "")
    .replace(/\s+(?:please|thanks|thank you)$/iu, "")
    .replace(/^["“'‘]+|["”'’]+$/gu, "")
    .trim();
}

/** "merge the solution and product slides", "fold slide 6 into slide 3". */
export function parseMerge(message: string): Intent {
  const parts =
    /\b(?:merge|combine|fold)\s+(.+?)\s+(and|with|into)\s+(.+?)(?:\s+(?:into one|together))?\s*[.!?]?$/iu.exec(
      message.replace(/\?.*$/su, "").replace(/,\s*(?:advice only|no edits?|don'?t)\b.*$/iu, ""),
    );
  if (!parts?.[1] || !parts[3]) return { kind: "merge", first: null, second: null, into: false };
  return { kind: "merge", first: swapRef(parts[1]), second: swapRef(parts[3]), into: parts[2] === "into" };
}

/**
 * A move, also when a remark comes first ("tomorrow's angel backs people before markets. team should come
 * right after the problem slide") and "it" is the slide the remark named ("market sizing is the least
 * interesting thing in here now. sandwich it between financials and the ask"), and with the place
 * corrected on the way ("put it at #9 — no sorry, #10").
 */
export function parseMove(message: string): Intent {
  const said = message.replace(
    /\b(at|to)\s+#?\d{1,2}\s*[—–,-]?\s*(?:no\s+)?(?:sorry|wait|i mean|actually)\s*,?\s*(?=#?\d)/iu,
    "$1 ",
  );
  const whole = oneMove(said);
  if (whole.kind !== "move" || (whole.target && whole.placement)) return whole;
  const sentences = said.split(/(?<=[.!?])\s+/u);
  const alone = sentences.length > 1 ? oneMove(sentences.at(-1)!) : null;
  // "2 lines max, numbers first": the order of what the slide says, not of the slides.
  const contentFirst = /\b(?:numbers?|figures?|metrics?|stats?|benefits?|outcomes?|results?)\s+first\b/iu;
  if (alone?.kind !== "move" || !alone.placement || contentFirst.test(sentences.at(-1)!)) return whole;
  if (alone.target && !/\b(?:it|this one|that one)\b/iu.test(sentences.at(-1)!)) return alone;
  const before = sentences.slice(0, -1).join(" ");
  // "… wants an 'Executive summary' slide at the start. Can you make it after the cover?": "it" is a new slide.
  if (/\b(?:an?|one|new)\s+["“'‘][^"”'’]{2,40}["”'’]\s+slide\b/iu.test(before)) return whole;
  // "comp table belongs next to the solution. make it slide 4": the slide the sentence is about, named first.
  const inBefore = mentions(before.split(/(?<=[.!?])\s+/u).at(-1) ?? before);
  const named = (/^(?:make|move|put)\s+it\b/iu.test(sentences.at(-1)!) ? inBefore[0] : inBefore.at(-1))?.ref;
  return named ? { kind: "move", target: named, placement: alone.placement } : whole;
}

function oneMove(message: string): Intent {
  // "slide 9 → slide 4 pls": the slide, then where it goes.
  const arrow = /^(?:move\s+)?slide\s*(\d+)\s*(?:→|->|=>)\s*(?:slide\s*|position\s*)?(\d+)\b/iu.exec(message);
  if (arrow?.[1] && arrow[2])
    return {
      kind: "move",
      target: { kind: "number", number: Number(arrow[1]) },
      placement: { kind: "position", number: Number(arrow[2]) },
    };
  // "11 → between 7 and 8": a slide by its number, then where it goes.
  const numbered = /^(?:move\s+)?(?:slide\s*)?(\d{1,2})\s*(?:→|->|=>)\s*(.+)$/iu.exec(message);
  const there = numbered?.[2] ? parsePlacement(spelledPlace(numbered[2])) : null;
  if (numbered?.[1] && there)
    return { kind: "move", target: { kind: "number", number: Number(numbered[1]) }, placement: there };
  // "… belongs next to the solution. make it slide 4": "it" is the slide named before.
  const madeIt =
    /^(?:so\s+)?(?:make|move|put)\s+it\s+(?:to\s+|at\s+)?(?:slide|position|spot|#)\s*#?(\d{1,2})\b[\s.!]*$/iu.exec(
      message.trim(),
    );
  if (madeIt?.[1])
    return { kind: "move", target: null, placement: { kind: "position", number: Number(madeIt[1]) } };
  const casual = casualMove(message);
  if (casual) return casual;
  // "competition should come before product", "can financials go after the ask instead of before it?".
  const should =
    /^(?:i think\s+|maybe\s+)?(.+?)\s+(?:should|must|needs? to|has to)\s+(?:come|go|be|sit)\s+(.+)$/iu.exec(
      message,
    ) ??
    /^(?:can|could)\s+(?:we\s+(?:have|put|make)\s+|you\s+(?:put|make)\s+)?(.+?)\s+(?:go|come|sit|be)\s+(.+)$/iu.exec(
      message,
    );
  if (should?.[1] && should[2]) {
    const place = should[2]
      .replace(/(?<=\S)\s*(?:[,;!?]|\.(?!\d)).*$/u, "")
      .replace(/\b(?:imo|i think|please|pls)\b.*$|,?\s*(?:not|rather than|instead of)\b.*$/iu, "")
      .trim();
    // "the ask should be the very LAST slide": the end.
    const placement =
      parsePlacement(place) ??
      (/^(?:the\s+)?(?:very\s+)?last\s+slide$/iu.test(place) ? parsePlacement("to the end") : null);
    // "… while we were still on the product slide. competition should come right after product": the
    // sentence with "should" names the slide.
    // "for the competition the ask should be the very last slide": the slide named last before "should".
    const subject = should[1].split(/[.!?]\s+/u).at(-1)!;
    const named = mentions(subject);
    const target = named.length > 1 ? named.at(-1)!.ref : swapRef(subject);
    if (placement) return { kind: "move", target, placement };
  }
  // "market sizing first pls, right after the cover".
  const first = /^(?:the\s+)?(.+?)\s+first\b[^.?!]*?\bright after (?:the\s+)?(?:cover|title slide)\b/iu.exec(
    message,
  );
  if (first?.[1])
    return { kind: "move", target: swapRef(first[1]), placement: { kind: "position", number: 2 } };
  // "competition feels orphaned down there, slot it in between product and business model".
  const between =
    /\bbetween\s+(?:the\s+)?(.+?)\s+(?:and|&)\s+(?:the\s+)?(.+?)(?:\s+slides?)?\s*[.!?]*$/iu.exec(message);
  const after = between?.[1] ? swapRef(between[1]) : null;
  if (between && after) {
    const subject = message.slice(0, between.index);
    const target =
      refIn(subject.replace(/\b(?:it|this one)\b.*$/iu, ""), /\b(?:move|put|place|slot|drag)\b/u) ??
      swapRef(subject.split(/\s+(?:feels?|is|looks?|seems?)\b|,/iu)[0]!);
    return { kind: "move", target, placement: { kind: "after", ref: after } };
  }
  // "swap the tagline on the cover … to '…'": words swapped, not slides.
  const swap =
    /\b(?:swap|switch|flip)\s+(?!(?:the\s+|our\s+)?(?:tagline|subline|title|headline|line|text|wording|copy|words?)\b)(.+?)\s+(?:and|with|&|n)\s+(.+)$/iu.exec(
      message,
    );
  if (swap?.[1] && swap[2]) {
    // "swap 7 and 8, numbers before price": the reason after the comma names nothing.
    // "flip 4 and 5 around": "around" says how, not which.
    // "swap 12 and 13 so the raise closes the deck": why, not which.
    const second = swap[2]
      .split(/\s*[,;—–]\s*/u)[0]!
      .replace(/\s+(?:around|over|pls|please|plz|so|because|since)\b.*$/iu, "");
    return { kind: "swap", first: swapRef(swap[1]), second: swapRef(second) };
  }
  // "put product as slide 3": the number is where it goes, not the slide to move.
  const as = /\s+as\s+(?:the\s+)?(?:slide\s+\d+|\d+(?:st|nd|rd|th)\s+slide)\b/iu.exec(message);
  if (as) {
    const subject = message.slice(0, as.index);
    return {
      kind: "move",
      target: refIn(subject, /\b(?:move|put|place|bump|shift)\b/u),
      placement: parsePlacement(as[0]),
    };
  }
  const split =
    /^(.*?)\s+((?:to|before|after|above|below|ahead of|behind|up|down|earlier|later|forward|back|where)\b.*)$/iu.exec(
      message,
    );
  // "move traction right after the cover": "right" says where, not which slide.
  const subject = (split?.[1] ?? message).replace(/\s+(?:right|just|directly|immediately)$/iu, "");
  // "put slide 4 first": no preposition, so look for a placement in what is left after the slide.
  const placement =
    parsePlacement(split?.[2] ?? "") ?? parsePlacement(message.replace(/^.*?\bslides?\s*\d+/iu, ""));
  // "team is buried at 10. move it right after solution": "it" is the slide named before.
  const said = /\b(?:it|this one|that one)\b/iu.test(subject) ? relationMove(message) : null;
  if (said) return { kind: "move", ...said };
  // "Slide 10: please put the CTO first": what is put first is the verb's object, not the slide named before.
  const target = refAfterVerb(subject, /\b(?:move|put|place|bump|shift|drag|slot|push|park)\b/u);
  if (target && placement) return { kind: "move", target, placement };
  const named = relationMove(message);
  return named ? { kind: "move", ...named } : { kind: "move", target, placement };
}

/**
 * Moves said in passing: "team ➡️ second to last", "put team at #2", "i want financials to be slide 9",
 * "why now is buried. make it slide 3", "show the product before the solution slide", "pull the moat slide
 * forward so it comes directly after solution", "traction should be the very last thing before the raise",
 * "flip the order so the deck opens on the problem".
 */
function casualMove(message: string): Intent | null {
  const text = message.trim();
  const arrow = /^(?:the\s+)?([\p{L}][\p{L}\s-]{1,25}?)\s*(?:→|->|=>)\s*(.+)$/iu.exec(text);
  if (arrow?.[1] && arrow[2]) {
    // "the raise slide → punchier. 2 lines max, numbers first": a style, not a place.
    const styled =
      /^(?:punchier|shorter|tighter|clearer|crisper|simpler|more|less|rewrite|shorten|fix|add|stop)\b/iu;
    const placement = styled.test(arrow[2]) ? null : parsePlacement(spelledPlace(arrow[2]));
    if (placement) return { kind: "move", target: swapRef(arrow[1]), placement };
  }
  // "bring 5 up to 3", "get the comparison slide in early, slot 4".
  const to =
    /^(?:bring|move|pull|push|bump|get|put|have)\s+(?:the\s+)?(.+?)\s+(?:up|down|back|forward|in(?:\s+early)?|early|earlier|up front)?\s*,?\s*(?:to|at|in)?\s*(?:slide|position|slot|spot|#)?\s*#?(\d{1,2})\s*[.!]*$/iu.exec(
      text,
    );
  if (to?.[1] && to[2]) {
    const subject = to[1].trim();
    const numbered = /^(?:slide\s*)?\d{1,2}$/iu.test(subject);
    // "bring 5 up to 3" by its number; a slide by name only with a place ("slot 4"), not "bring burn down to 50".
    const target =
      numbered || /\b(?:slot|position|spot|early|earlier)\b|#/iu.test(to[0]) ? swapRef(subject) : null;
    if (target) return { kind: "move", target, placement: { kind: "position", number: Number(to[2]) } };
  }
  const at = /\b(?:put|move)\s+(?:the\s+)?(.+?)\s+at\s+#?(\d+)\b/iu.exec(text);
  if (at?.[1] && at[2])
    return { kind: "move", target: swapRef(at[1]), placement: { kind: "position", number: Number(at[2]) } };
  // "I want traction as #4 so they see real numbers first".
  const wantAs =
    /\b(?:i want|i'd like)\s+(?:the\s+)?([\p{L}\s-]{2,25}?)\s+(?:as|at)\s+(?:#|slide\s*|position\s*|number\s*)(\d{1,2})\b/iu.exec(
      text,
    );
  if (wantAs?.[1] && wantAs[2])
    return {
      kind: "move",
      target: swapRef(wantAs[1]),
      placement: { kind: "position", number: Number(wantAs[2]) },
    };
  const want = /\b(?:i want|i'd like|let'?s (?:have|make))\s+(?:the\s+)?(.+?)\s+to\s+be\s+(.+)$/iu.exec(text);
  const wanted = want?.[2] ? parsePlacement(spelledPlace(want[2])) : null;
  if (want?.[1] && wanted) return { kind: "move", target: swapRef(want[1]), placement: wanted };
  const makeIt =
    /^(?:the\s+)?(.+?)\s+(?:is|felt|feels|seems|looks)\s+(?:buried|hidden|too (?:late|far down|early))\b[^.!?]*[.!?]\s*(?:make it|move it to|put it (?:at|as))\s+(.+)$/iu.exec(
      text,
    );
  const made = makeIt?.[2] ? parsePlacement(spelledPlace(makeIt[2])) : null;
  // "after tonight's dry run traction felt buried": the slide is the last one the subject names.
  const buried = makeIt?.[1] ? (mentions(makeIt[1]).at(-1)?.ref ?? swapRef(makeIt[1])) : null;
  if (buried && made) return { kind: "move", target: buried, placement: made };
  const show =
    /^(?:show|have)\s+(?:the\s+)?(.+?)\s+(before|after)\s+(?:the\s+)?(.+?)(?:\s+slide)?(?:\s*[—–,].*)?$/iu.exec(
      text,
    );
  const beside = show?.[3] ? swapRef(show[3]) : null;
  if (show?.[1] && beside)
    return {
      kind: "move",
      target: swapRef(show[1]),
      placement: { kind: show[2] === "before" ? "before" : "after", ref: beside },
    };
  const sits =
    /^(?:pull|push|drag|bring|move)\s+(?:the\s+)?(.+?)\s+(?:forward|back|up|down|earlier|later)?\s*(?:so (?:it|that it) (?:comes|sits|goes|lands))\s+(?:right\s+|directly\s+|just\s+)?(before|after)\s+(?:the\s+)?(.+?)\s*[.!]*$/iu.exec(
      text,
    );
  const next = sits?.[3] ? swapRef(sits[3]) : null;
  if (sits?.[1] && next)
    return {
      kind: "move",
      target: swapRef(sits[1]),
      placement: { kind: sits[2] === "before" ? "before" : "after", ref: next },
    };
  const lastBefore =
    /^(?:the\s+)?(.+?)\s+should\s+be\s+the\s+(?:very\s+)?last\s+(?:thing|slide)\b[^.!?]*?\bbefore\s+(?:the\s+)?(.+?)\s*[.!]*$/iu.exec(
      text,
    );
  const before = lastBefore?.[2] ? swapRef(lastBefore[2]) : null;
  if (lastBefore?.[1] && before)
    return { kind: "move", target: swapRef(lastBefore[1]), placement: { kind: "before", ref: before } };
  const opens =
    /\b(?:opens?|starts?|begins?)\s+(?:cold\s+)?(?:on|with)\s+(?:the\s+)?([\p{L}\s-]+?)(?:\s+slide)?(?:\s+and\b.*|[,.].*)?$/iu.exec(
      text,
    );
  if (opens?.[1] && /\b(?:flip|reorder|order|deck)\b/iu.test(text))
    return { kind: "move", target: swapRef(opens[1]), placement: { kind: "position", number: 1 } };
  return null;
}

/**
 * "traction → 44 customers", "problem slide → more formal": an arrow that points at no place is a slide
 * heading what follows, read as "traction: 44 customers".
 */
export function arrowAsHead(message: string): string {
  // "12 → add 'SAFE, post-money'": a slide by its number.
  const numbered = /^(\d{1,2})\s*(?:→|->|=>)\s*(.+)$/su.exec(message);
  const arrow = /^((?:the\s+)?[\p{L}][\p{L}\s-]{1,25}?)\s*(?:→|->|=>)\s*(.+)$/su.exec(message);
  const head = numbered?.[1] ? `slide ${numbered[1]}` : arrow?.[1];
  const rest = numbered?.[2] ?? arrow?.[2];
  // "file name for this deck → …": the deck's name, read by the rename.
  if (!head || !rest || NAMES_THE_DECK.test(head)) return message;
  const move = parseMove(message);
  return move.kind === "move" && move.target && move.placement ? message : `${head}: ${rest}`;
}

/** "second to last" → "position -2"; "slide 3", "3rd" → as the founder numbers it. */
function spelledPlace(text: string): string {
  return text
    .trim()
    .replace(/^(?:slot|position|spot|#)\s*(\d{1,2})\b/iu, "to position $1")
    .replace(/^(?:second|2nd)[\s-]+(?:to|from)[\s-]+(?:the\s+)?last\b.*$/iu, "before the last slide")
    .replace(
      /^(?:slot it in\s+|put it\s+|make it\s+)?(?:as\s+)?(?:the\s+)?last content slide\b.*$/iu,
      "before the last slide",
    )
    .replace(/^(?:the\s+)?(?:very\s+)?(?:last|end)\b.*$/iu, "to the end")
    .replace(/^(?:the\s+)?(?:very\s+)?(?:start|beginning|front)\b.*$/iu, "to the start")
    .replace(/^(?:the\s+)?(?:very\s+)?first\b.*$/iu, "to the start")
    .replace(
      /^(?:slide\s*)?#?(\d+)(?:st|nd|rd|th)?(?:\s+slide)?(?=\s*(?:$|[.!?,;—–-]|(?:pls|please|plz|instead|now)\b)).*$/iu,
      "to position $1",
    );
}
