import type { DeckContext } from "../engine.ts";
import { say, slideName, whichSlide, notFound, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { DELETE_VERBS } from "./copilot-plan.ts";
import { mentions } from "./copilot-mentions.ts";
import { PART_OF_SLIDE } from "./copilot-slide-parts.ts";

/**
 * Deleting several slides, or one by where it sits, in the ways founders say it: "remove the product
 * slide and the competition slide", "remove 6 and 7", "slides 6 and 7 out pls", "cutting Thank you and
 * Why now", "cut the final two slides", "delete the slide right after the cover", "take slide 12 out".
 * Every slide must be named exactly; anything less asks before deleting.
 */

/** The verbs that delete a slide in a list, and the looser ones a list makes clear ("cut", "take out"). */
const VERB = `(?:${DELETE_VERBS}|cut|cutting|nix|trash|lose|get rid of|take out|bin|yank|toss|chuck|del(?=\\s+(?:\\d|slides?\\b|the\\b))|pull(?![^.!?]*\\b(?:forward|up|ahead|earlier|so (?:it|that)|to (?:the )?(?:front|start)|after|before)\\b))`;

/** The words naming what to delete, or null when the message deletes no slides this way. */
interface NamedPart {
  words: string;
  lastTwo: boolean;
  named?: boolean;
  /** The two slides before the one named. */
  pair?: boolean;
  /** The slides named are the ones to keep. */
  keep?: boolean;
  /** Slides said by where they sit. */
  refs?: SlideRef[];
}

function namedPart(message: string): NamedPart | null {
  const text = message
    .trim()
    .replace(/\s+(?:pls|please|plz)\b/giu, "")
    // "4 & 9 🗑": the bin says out.
    .replace(/\s*🗑️?/gu, " out")
    // "delete 11–13": each slide of the range.
    .replace(/\b(\d{1,2})\s*[–-]\s*(\d{1,2})\b/gu, (range, from: string, to: string) =>
      Number(to) > Number(from) && Number(to) - Number(from) <= 10
        ? Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => Number(from) + i).join(", ")
        : range,
    )
    .replace(/\s*\p{Extended_Pictographic}+\s*/gu, ". ")
    // "cut solution (product covers it) and the thank you": an aside names no slide to delete.
    .replace(/\s*\((?![^)]*\d)[^)]*\)/gu, "");
  const lastN = new RegExp(String.raw`\b${VERB}\s+(?:the\s+)?(?:final|last)\s+(two|2)\s+slides\b`, "iu");
  if (lastN.test(text)) return { words: "", lastTwo: true };
  // "delete the two slides right before the thank you", "remove the 2nd and 3rd to last slides".
  const twoBefore = new RegExp(
    String.raw`\b${VERB}\s+(?:the\s+)?(?:two|2)\s+slides\s+(?:right\s+|just\s+|directly\s+)?before\s+(?:the\s+)?([\p{L}\s-]+?)(?:\s+slide)?\s*(?:[,.;!?]|$)`,
    "iu",
  ).exec(text);
  if (twoBefore?.[1]) return { words: twoBefore[1], lastTwo: false, pair: true };
  if (
    new RegExp(
      String.raw`\b${VERB}\s+(?:the\s+)?(?:2nd|second)\s+and\s+(?:3rd|third)[\s-]+(?:to|from)[\s-]+last\s+slides\b`,
      "iu",
    ).test(text)
  )
    return {
      words: "",
      lastTwo: false,
      refs: [
        { kind: "last", back: 2 },
        { kind: "last", back: 1 },
      ],
    };
  // "keep cover, problem, solution, traction and the ask — delete everything else".
  const keep = new RegExp(
    String.raw`\bkeep\s+(?:only\s+|just\s+)?(.+?)\s*(?:[—–:;,.]|\band\b)?\s*${VERB}\s+(?:everything|all the rest|the rest|all (?:the )?others|every other slide)\b`,
    "iu",
  ).exec(text);
  if (keep?.[1]) return { words: keep[1], lastTwo: false, keep: true };
  // "take slide 12 out for now", "slides 6 and 7 out": the slides, then "out" and nothing more to do.
  const out =
    /^(?:can (?:we|you)\s+)?(take\s+)?((?:the\s+)?(?:slides?\s+)?[\p{L}\p{N}\s&+,'-]+?)\s+out\b(?=\s*(?:$|[,.;!?—–]|for\b|of (?:the|this) deck|completely|entirely|altogether))/iu.exec(
      text,
    );
  const numbersOnly = /^\d{1,2}(?:\s*(?:,|&|\+|and)\s*\d{1,2})+$/iu;
  if (
    out?.[2] &&
    (out[1] ||
      /^(?:the\s+)?slides?\s+\d/iu.test(out[2]) ||
      numbersOnly.test(out[2].trim()) ||
      namesOnly(out[2]))
  )
    return { words: out[2], lastTwo: false, named: true };
  // "…(long story). take the market slide out completely".
  const takeOut = /(?:^|[.!?]\s+)take\s+((?:the\s+)?[^.!?]*?\bslides?)\s+out\b/iu.exec(text);
  if (takeOut?.[1]) return { words: takeOut[1], lastTwo: false, named: true };
  // "10 + 13 can go", "the fundraising slides (11 + 12) have to go": the slides, then that they go (not
  // "should go where traction is", a move).
  const go =
    /(?:^|(?:[,;:]|\.(?!\d))\s*(?:so\s+)?)([^,.;:]*?)\s+(?:(?:can|could|have to|has to|should|must|needs? to|gotta)\s+go|goes)\b(?!\s+(?:where|to|after|before|first|last|between|up|down|back|earlier|later|right|just|directly|straight|next|in front|ahead|behind|at|into|above|below)\b)/iu.exec(
      text,
    );
  if (go?.[1]) {
    const listed = /\((\d+\s*(?:[+&,]|and)\s*\d+)\)/u.exec(go[1])?.[1];
    const words = listed ?? go[1].replace(/^(?:the\s+)?[\p{L}\s-]*?\bslides\s+/iu, "");
    // Only slides go: "where the 2.5 goes" is money, never slide 5.
    const slidesOnly = /^(?:slides?\s+)?\d{1,2}(?:\s*(?:,|&|\+|and)\s*\d{1,2})*$/iu.test(words.trim());
    if (slidesOnly || namesOnly(words)) return { words, lastTwo: false, named: true };
  }
  // "Product slide — delete.", "Team slide delete — it's 1 sentence", "thank-you slide is useless, delete":
  // the slide first, then the verb alone.
  const last =
    /^(?:[^.!?]*[.!?]\s+)?(?:the\s+)?([\p{L}\s-]{2,30}?\s+slide)\s*(?:[—–:-]\s*|(?:is|looks|feels)\s+[\p{L}\s]{2,20}?,\s*)?(?:delete|remove|drop|cut)(?:\s+(?:it|pls|please))?\s*(?:[.!—–]|$)/iu.exec(
      text,
    );
  if (last?.[1] && namesOnly(last[1])) return { words: last[1], lastTwo: false, named: true };
  // "why now is out for tomorrow"; "our timing slide is doing more harm than good. out".
  const isOut =
    /^(?:[^.!?]*[.!?]\s+)?(?:the\s+)?([\p{L}\s-]{2,25}?)\s+(?:slide\s+)?is\s+out\b(?!\s+of\b)/iu.exec(text);
  if (isOut?.[1] && namesOnly(isOut[1])) return { words: isOut[1], lastTwo: false, named: true };
  const outAlone = /(?:^|[.!?]\s+)out\s*[.!]*$/iu.exec(text);
  const outOf = outAlone
    ? /\bslide\s*\d+|\b(?:the|our|my|this)\s+[\p{L}\s-]{2,20}?\s+slide\b/iu.exec(
        text.slice(0, outAlone.index),
      )?.[0]
    : undefined;
  if (outOf) return { words: outOf.replace(/^(?:our|my|this)\s+/iu, "the "), lastTwo: false, named: true };
  // "delete both", "cut them": the two slides the message named before.
  const verb = new RegExp(
    String.raw`(?:^|[:—–]\s*|(?<=[.!?])\s+|,\s+(?=${VERB}\s+(?:both|them)\b)|\b(?:pls|please|just|can you|can we|let'?s|we should)\s+)${VERB}\s+(.+)$`,
    "iu",
  ).exec(text.replace(/\btake (it|this one|that one|both|them) out\b/iu, "take out $1"));
  if (!verb?.[1] || /\bfrom\b|\binto\b/iu.test(verb[1].split(/[,.;!?]|\s+[—–-]\s+/u)[0]!)) return null;
  // "slide 11 is nothing but placeholders… just nuke it": the slide the founder just named.
  const before = text.slice(0, verb.index);
  if (/^(?:it|this one|that one|(?:that|this) slide)\b/iu.test(verb[1].trim())) {
    // "s9 line 1 is a rendering artifact — drop it": "it" is the line, never the slide.
    if (PART_OF_SLIDE.test(before)) return null;
    // "financials is 2 bracketed questions … pull that slide": the one slide the remark named.
    const said = mentions(before);
    const named =
      /\bslide\s*\d+|\bthe\s+[\p{L}\s-]{2,20}?\s+slide\b/iu.exec(before)?.[0] ??
      (said.length === 1 && !/\b(?:before|after|next to)\b/iu.test(before)
        ? before.slice(said[0]!.index, said[0]!.end)
        : null);
    return named ? { words: named, lastTwo: false, named: true } : null;
  }
  // "delete both for tomorrow": when, not what.
  if (
    /^(?:both|them|these|those|the two|both of them)(?:\s+(?:for|before|from|in|on)\b[^.!?]*)?\s*(?:[,.;!?]|$)/iu.test(
      verb[1].trim(),
    )
  ) {
    const slides = before.match(/\bslide\s*\d+|\b(?:the|no)\s+[\p{L}\s-]{2,20}?\s+slide\b/giu) ?? [];
    // "he skips 'why now' and 'thank you' slides … delete both": the two names said before.
    const said = mentions(before).map((found) => before.slice(found.index, found.end));
    const named = slides.length === 2 ? slides : said;
    return named.length === 2
      ? { words: named.map((n) => n.replace(/^no\s+/iu, "the ")).join(" and "), lastTwo: false, named: true }
      : null;
  }
  return { words: verb[1], lastTwo: false };
}

/** The sentence before "drop it", "delete this one": what "it" points back to; null without such a verb. */
function sentenceBeforeIt(text: string): string | null {
  const verb = new RegExp(String.raw`\b${VERB}\s+(?:it|this one|that one)\b`, "iu").exec(text);
  if (!verb) return null;
  return (
    text
      .slice(0, verb.index)
      .split(/[.!?]\s+/u)
      .filter((part) => part.trim())
      .at(-1) ?? ""
  );
}

/** "s9 line 1 is a rendering artifact — drop it": the "it" a delete means is a part of a slide. */
export function itMeansAPart(text: string): boolean {
  const sentence = sentenceBeforeIt(text);
  return sentence !== null && (PART_OF_SLIDE.test(sentence) || quotedPart(text) !== null);
}

/** "why now: 'for the first time' is filler. cut it": the quoted words "it" means, not the slide they are on. */
export function quotedPart(text: string): string | null {
  const sentence = sentenceBeforeIt(text);
  const quoted = sentence ? /["“'‘]([^"”'’]+)["”'’](?!\s*slides?\b)/u.exec(sentence)?.[1]?.trim() : undefined;
  // A quoted remark about a slide ("'the biz model slide is one line … pull it'") is no words of it.
  const words = quoted?.split(/\s+/u).length ?? 0;
  return quoted && words >= 2 && words <= 8 && !/\bslides?\b/iu.test(quoted) ? quoted : null;
}

/** One item of the list as a slide reference: "the product slide", "6", "Why now", "the slide right after the cover". */
function itemRef(item: string): SlideRef | null {
  const words = item
    .replace(/(?<=\p{L})\/(?=\p{L})/gu, " ")
    .trim()
    .replace(/^(?:the|slides?)\s+/iu, "")
    .trim();
  if (/^\d+$/u.test(words)) return { kind: "number", number: Number(words) };
  const ref = parseSlideRef(
    /\bslides?\b/iu.test(item) ? `the ${words.replace(/\bslides\b/iu, "slide")}` : `the ${words} slide`,
  );
  return ref && ref.kind !== "all" ? ref : null;
}

/** "traction and team", "market sizing slide": nothing but names of slides. */
function namesOnly(words: string): boolean {
  const items = listedNames(words)
    .replace(/\bslides?\b/giu, " ")
    .split(/\s*(?:\band\b|[&+])\s*/iu);
  return items.every((item) => {
    const bare = item.replace(/^\s*(?:the\s+)?/iu, "").trim();
    const found = mentions(bare);
    return found.length > 0 && bare.replace(/[\s-]+/gu, " ").split(" ").length <= 3 && found[0]!.index === 0;
  });
}

/** "market, business model, financials and the ask": a comma before a slide's name lists it. */
function listedNames(words: string): string {
  return words.replace(/\s*,\s*(?!and\b)/giu, (comma, at: number) => {
    const segment = words.slice(at + comma.length).split(/\s*,\s*|\s+and\s+|\s*[&+.;!?]\s*/iu)[0]!;
    const bare = segment.replace(/^(?:the\s+)?/iu, "").replace(/\s+slides?$/iu, "");
    const next = mentions(bare)[0];
    return next?.index === 0 && next.end === bare.length ? " and " : comma;
  });
}

export function parseDeletions(message: string): SlideRef[] | null {
  // "why now: 'for the first time' is filler. cut it": words of the slide go, not the slide.
  if (itMeansAPart(message)) return null;
  const part = namedPart(message);
  if (!part) return null;
  if (part.lastTwo) return [{ kind: "last", back: 1 }, { kind: "last" }];
  if (part.refs) return part.refs;
  if (part.pair) {
    const of = itemRef(part.words);
    return of ? [-2, -1].map((offset) => ({ kind: "beside", of, offset })) : null;
  }
  // "remove slides 7, 11": a comma lists slides; one before other words starts the reason.
  // "both the Solution and Product slides", "the closing slide, and also whatever sits before team".
  const words = listedNames(part.words.replace(/^both\s+/iu, "").replace(/\band also\s+/giu, "and "))
    .replace(/(\d)\s*,\s*(?=\d)/gu, "$1 and ")
    .split(
      /[,.;!?](?!\s*(?:and|&)\b)|\s+[—–]\s+|\s+(?:for now|for (?:the|a|my|our)|this is|because|since|so|as|i'?m|we'?re|but|entirely|completely|altogether)\b/iu,
    )[0]!;
  const items = words
    .split(/\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*[&+]\s*)\s*/iu)
    .map((item) => item.trim())
    .filter(Boolean);
  // "slides 6 and 7": the numbers share the word.
  const refs = items.map((item, i) =>
    i > 0 && /^\d+$/u.test(item) ? ({ kind: "number", number: Number(item) } as const) : itemRef(item),
  );
  // "the hedging on slide 4" is a part of a slide, never a slide to delete.
  const partOf = /\s(?:on|in|of|from|about|with|to|at)\s/iu;
  // …and "rename the deck 'X'" is a request of its own, never a slide.
  const request =
    /^(?:move|put|make|add|rename|retitle|call|shorten|rewrite|swap|change|update)\b|["“”'‘’]/iu;
  if (
    refs.some((ref) => ref === null) ||
    items.some(
      (item) =>
        (item.split(/\s+/u).length > 6 && itemRef(item)?.kind !== "beside") ||
        request.test(item) ||
        partOf.test(` ${item.replace(/^the slide (?:right )?(?:after|before) the/iu, "")} `),
    )
  )
    return null;
  const single =
    items.length === 1 && /^(?:the\s+)?slide\s+(?:right\s+)?(?:after|before)\b/iu.test(items[0]!);
  if (part.keep) return [{ kind: "all", except: refs as SlideRef[] }];
  const keepingAPart = /\s+but\s+keep\b/iu.test(message);
  return items.length >= 2 || single || part.named || keepingAPart || /\bout\b/iu.test(message)
    ? (refs as SlideRef[])
    : null;
}

export function deleteManyReply(deck: DeckContext, refs: readonly SlideRef[]): Reply {
  const indexes: number[] = [];
  const kept = refs[0]?.kind === "all" ? (refs[0].except ?? []) : null;
  if (kept) {
    const keeping = new Set<number>();
    for (const ref of kept) {
      const found = findSlide(ref, deck);
      if (found.kind !== "found" || !found.exact)
        return notFound(deck, ref, "keep slides 1, 2 and 8 — delete the rest");
      keeping.add(found.index);
    }
    indexes.push(...deck.slides.flatMap((_, index) => (keeping.has(index) ? [] : [index])));
  }
  for (const ref of kept ? [] : refs) {
    const found = findSlide(ref, deck);
    if (found.kind === "missing") return notFound(deck, ref, "delete slides 6 and 7");
    if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "delete");
    if (!found.exact) {
      return say(
        `I'm not sure ${slideName(deck, found.index)} is the one you mean, so I deleted nothing. Say ${refs.length === 1 ? `"delete slide ${found.index + 1}"` : `the slides by number, e.g. "delete slides ${found.index + 1} and …"`}.`,
      );
    }
    if (!indexes.includes(found.index)) indexes.push(found.index);
  }
  if (indexes.length >= deck.slides.length)
    return say("I won't delete every slide from a chat message, so I changed nothing.");
  const names = indexes.map((index) => slideName(deck, index));
  return say(
    `Deleted ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`}. Undo on this message brings ${names.length === 1 ? "it" : "them"} back.`,
    indexes.map((index) => ({ type: "deleteSlide" as const, slideId: deck.slides[index]!.id })),
  );
}
