import type { Intent } from "./copilot-intent.ts";
import { parsePlacement } from "./copilot-placement.ts";
import { refIn, swapRef } from "./copilot-message-refs.ts";
import { parseSlideRef } from "./slide-refs.ts";

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

/** "can the deck be called 'Ledgerly Seed v3' so…", "Deck name → Ledgerly x a16z (Oct)": the deck's new name. */
function deckName(message: string): string | null {
  const called =
    /\b(?:deck|presentation)\s+(?:file\s+)?(?:be\s+)?(?:called|named|titled)\s+["“'‘]([^"”'’]+)["”'’]/iu.exec(
      message,
    ) ??
    /\b(?:deck|presentation)(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\b(?:\s*\([^)]*\))?\s*(?:→|->|=>|=)\s*(.+)$/iu.exec(
      message,
    ) ??
    /\b(?:rename|retitle|call|name|title)\s+(?:the\s+|my\s+|this\s+|our\s+)?(?:deck|presentation)\s+file\s+(?:to|as)\s+(.+)$/iu.exec(
      message,
    );
  if (!called?.[1]) return null;
  // "(Oct)" is part of the name; "(the one for YC)" is an aside.
  const tag = /\s*(\([^)\s]+\))\s*$/u.exec(called[1])?.[1];
  const name = clean(called[1].replace(/\s*\([^)\s]+\)\s*$/u, "").replace(/\s+(?:pls|plz)$/iu, ""));
  return name ? (tag ? `${name} ${tag}` : name) : null;
}

export function parseRename(message: string): Intent | null {
  const named = deckName(message);
  if (named) return { kind: "renameDeck", title: named };
  const deck =
    /\b(?:rename|retitle|call|name|title)\s+(?:the\s+|my\s+|this\s+|our\s+)?(?:whole\s+|entire\s+)?(?:deck|presentation|pitch deck|pitch)\s*(?:to|as|:)?\s+(.+)$/iu.exec(
      message,
    ) ??
    /\b(?:deck|presentation)(?:'s)?\s+(?:file\s+)?(?:title|name)\s+(?:(?:just|simply|should|can|could|will|now)\s+)*(?:be|to|as|:)\s*(.+?)\??$/iu.exec(
      message,
    );
  if (deck?.[1] && clean(deck[1])) return { kind: "renameDeck", title: clean(deck[1]) };
  const slide =
    /\b(?:rename|retitle|call|name|title)\s+(.*?\bslide\b.*?)\s+(?:to|as)\s+(.+)$/iu.exec(message) ??
    /\btitle of\s+(.*?\bslide\b.*?)\s+to\s+(.+)$/iu.exec(message) ??
    /\b(?:change|set|make)\s+(.*?\bslide\b[^']*?)(?:'s|’s)\s+(?:title|heading)\s+(?:to|as|into)\s+(.+)$/iu.exec(
      message,
    );
  if (slide?.[1] && slide[2] && clean(slide[2])) {
    return { kind: "retitle", target: parseSlideRef(slide[1]), title: clean(slide[2]) };
  }
  return null;
}

/** "merge the solution and product slides", "fold slide 6 into slide 3". */
export function parseMerge(message: string): Intent {
  const parts =
    /\b(?:merge|combine|fold)\s+(.+?)\s+(and|with|into)\s+(.+?)(?:\s+(?:into one|together))?\s*[.!?]?$/iu.exec(
      message.replace(/\?.*$/su, "").replace(/,\s*(?:advice only|no edits?|don'?t)\b.*$/iu, ""),
    );
  if (!parts?.[1] || !parts[3]) return { kind: "merge", first: null, second: null, into: false };
  const second = /^\d+$/u.test(parts[3].trim()) ? `slide ${parts[3].trim()}` : parts[3];
  return { kind: "merge", first: swapRef(parts[1]), second: swapRef(second), into: parts[2] === "into" };
}

export function parseMove(message: string): Intent {
  // "slide 9 → slide 4 pls": the slide, then where it goes.
  const arrow = /^(?:move\s+)?slide\s*(\d+)\s*(?:→|->|=>)\s*(?:slide\s*|position\s*)?(\d+)\b/iu.exec(message);
  if (arrow?.[1] && arrow[2])
    return {
      kind: "move",
      target: { kind: "number", number: Number(arrow[1]) },
      placement: { kind: "position", number: Number(arrow[2]) },
    };
  // "competition should come before product", "can financials go after the ask instead of before it?".
  const should =
    /^(?:i think\s+|maybe\s+)?(.+?)\s+(?:should|must|needs? to|has to)\s+(?:come|go|be|sit)\s+(.+)$/iu.exec(
      message,
    ) ??
    /^(?:can|could)\s+(?:we\s+(?:have|put|make)\s+|you\s+(?:put|make)\s+)?(.+?)\s+(?:go|come|sit|be)\s+(.+)$/iu.exec(
      message,
    );
  if (should?.[1] && should[2]) {
    const placement = parsePlacement(
      should[2]
        .replace(/(?<=\S)\s*[,.;!?].*$/u, "")
        .replace(/\b(?:imo|i think|please|pls)\b.*$|,?\s*(?:not|rather than|instead of)\b.*$/iu, "")
        .trim(),
    );
    if (placement) return { kind: "move", target: swapRef(should[1]), placement };
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
  const swap = /\b(?:swap|switch)\s+(.+?)\s+(?:and|with)\s+(.+)$/iu.exec(message);
  if (swap?.[1] && swap[2]) {
    const second = /^\d+$/u.test(swap[2].trim()) ? `slide ${swap[2].trim()}` : swap[2];
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
    /^(.*?)\s+((?:to|before|after|above|below|ahead of|behind|up|down|earlier|later|forward|back)\b.*)$/iu.exec(
      message,
    );
  const subject = split?.[1] ?? message;
  // "put slide 4 first": no preposition, so look for a placement in what is left after the slide.
  const placement =
    parsePlacement(split?.[2] ?? "") ?? parsePlacement(message.replace(/^.*?\bslides?\s*\d+/iu, ""));
  return { kind: "move", target: refIn(subject, /\b(?:move|put|place|bump|shift|drag|slot)\b/u), placement };
}
