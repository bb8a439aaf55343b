import type { SlideBody } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, escapeRegExp as escaped } from "./text.ts";

/**
 * The founder's own words for a line: "slide 2 subtitle 'errors cost companies money' is weak. say close
 * errors cost the avg mid-size co $250k/yr", "thank you slide has the same tagline as the cover, change it
 * to 'Close in days, not weeks.'". The quoted line (or the slide's tagline) is replaced as written; the old
 * words go to the speaker notes.
 */
export interface TextReplacement {
  target: SlideRef | null;
  /** The words to replace, quoted from the slide; null for the tagline. */
  old: string | null;
  next: string;
  /** "show it as '$49/seat/mo (rising to $55)'": `old` is a figure, and its whole line gives way. */
  wholeLine?: boolean;
  /** "…on the cover and on the closing slide": every slide named after the first. */
  also?: SlideRef[];
  /** "solution slide: it's the same line as the cover so replace it with this …": the slide's one line. */
  onlyLine?: boolean;
}

/** Quoted words; inside double quotes an apostrophe is part of them ("Let's close the books faster"). */
const QUOTED = /(?:^|[\s(:])(?:["“]([^"”]{3,400}?)["”]|['‘]([^'’"”]{3,400}?)['’])(?=[\s.,!?;:)]|$)/gu;
const firstQuoted = (text: string): string | undefined => {
  const found = [...text.matchAll(QUOTED)][0];
  return found?.[1] ?? found?.[2];
};
/** Where the new words start: "say …", "change it to …", "replace it with …", "should read …". */
const NEW_WORDS =
  /(?:^|[.!,;]\s*|\s)(?:(?:just\s+|pls\s+|please\s+)?(?:make it\s+|it should\s+|should\s+|have it\s+)?(?:say|read)|(?:change|replace|swap|update|set)\s+(?:it|that|this|them)\s+(?:to|with|for)|make (?:it|that|this) (?:more\s+)?(?:specific|concrete|sharper|stronger|clearer|punchier)\s*:|(?:call|name|label|show)\s+(?:it|that|this)(?:\s+as)?|to say|to read)\s*:?\s+(.+)$/iu;
const TAGLINE = /\b(?:tagline|subline|subtitle|sub-title|one-liner|strapline)\b/iu;

/** "replace 'matches transactions' with 'matches 95% of transactions'". */
const REPLACE_WITH =
  /\b(?:replace|swap|change)\s+(?:['‘"“]([^'’"”]{3,200}?)['’"”]|(?:the\s+)?(\[[^\]]{3,120}\])(?:\s+placeholder)?)\s+(?:with|for|to|by)\s+(.+)$/iu;

/** "on the cover and on the closing slide": the slides after the replacement, each on its own. */
function slidesAfter(text: string): SlideRef[] {
  return text
    .split(/\s+(?:and|&)\s+(?:on\s+)?|,\s*/u)
    .map(
      (part) =>
        /^(?:on\s+)?(?:the\s+)?(cover|title slide|closing slide|thank[- ]you slide|[\p{L}\s-]+?\s+slide|slide\s*\d+)\b/iu.exec(
          part.trim(),
        )?.[1],
    )
    .flatMap((part) => {
      if (!part) return [];
      if (/^(?:cover|title slide)$/iu.test(part)) return [{ kind: "number" as const, number: 1 }];
      if (/^(?:closing|thank[- ]you) slide$/iu.test(part)) return [{ kind: "last" as const }];
      const ref = parseSlideRef(part);
      return ref && ref.kind !== "all" ? [ref] : [];
    });
}

const unquoted = (text: string) => text.trim().replace(/^['‘"“]|['’"”]?[.!]?['’"”]?$/gu, "");

/** "our CEO isnt ex-Stripe, it was Adyen": the words on the slide, and what they should be. */
const NOT_BUT =
  /\b(?:isn'?t|is not|wasn'?t|was not)\s+([\p{L}][\p{L}\p{N}&.-]*(?:\s+[\p{L}\p{N}&.-]+){0,3}?)\s*,?\s*(?:it|he|she|they|that)\s*(?:'s|’s|\s+was|\s+is|\s+were|\s+are)\s+(?:actually\s+)?([^.,;()]{2,40}?)\s*(?=[.,;(]|\s+(?:sorry|my bad|lol|pls|please|thanks|so|and)\b|$)/iu;

/**
 * "s1 tagline: drop 'helps'", "cut the words 'for the first time'", "remove the buzzword 'AI platform'": the
 * quoted words go, not the slide.
 */
const CUT_QUOTED =
  /\b(?:drop|remove|delete|cut|lose|kill|strike|take out)\s+(?:the\s+(?:(?:words?|phrase|buzzwords?|term|jargon|expression|claim)\s+)?)?['‘"“]([^'’"”]{2,120}?)['’"”](?:\s+(?:bit|part|phrase|words?))?(?=[\s.,!?;:)]|$)/iu;

/**
 * "new milestone for the money: 120 customers and $1.2M ARR in 20 months. swap out the $100k MRR line": the
 * line holding those words gives way to the news (or to what follows "with").
 */
const SWAP_LINE =
  /\b(?:replace|swap out|swap|change)\s+(?:the\s+)?["“'‘]?([^"”'’]{2,40}?)["”'’]?\s+(?:line|bullet|milestone|point)\b(?:\s+(?:with|for|to)\s+(.+?))?[.!]*$/iu;

export function swappedLine(message: string): TextReplacement | null {
  const swap = SWAP_LINE.exec(message);
  if (!swap?.[1] || !/\d|\s/u.test(swap[1])) return null;
  const news = /:\s*((?:[^.!?]|\.(?=\d)){4,120}?)(?:[.!?]\s|$)/u.exec(message.slice(0, swap.index))?.[1];
  const next = (swap[2] ?? news)?.trim().replace(/^["“'‘]|["”'’]$/gu, "");
  if (!next) return null;
  return { target: parseSlideRef(message), old: swap[1].trim(), next, wholeLine: true };
}

export function parseReplacement(message: string): TextReplacement | null {
  // "slide 1 should say Teodora Vasquez, CEO instead of the [Add your name] thing": a gap filled, not words swapped.
  if (/\binstead of (?:the |that )?\[Add your name/iu.test(message)) return null;
  const cut = CUT_QUOTED.exec(message);
  if (
    cut?.[1] &&
    !/\bslide\b/iu.test(cut[1]) &&
    !/^\W*slide\b/iu.test(message.slice(cut.index + cut[0].length))
  )
    return {
      target: parseSlideRef(message.slice(0, cut.index)) ?? parseSlideRef(message),
      old: cut[1],
      next: "",
    };
  const corrected = NOT_BUT.exec(message);
  if (corrected?.[1] && corrected[2]) {
    // "ex stripe" said is "ex-Stripe" written.
    const exName = (words: string) =>
      words.trim().replace(/^ex[\s-]+(\p{L})/iu, (_, first: string) => `ex-${first.toUpperCase()}`);
    const old = exName(corrected[1]);
    // "ex-Stripe" → "Adyen" keeps its "ex-".
    const said = exName(corrected[2]);
    const next = /^ex-/iu.test(old) && !/^ex-/iu.test(said) ? `ex-${said}` : said;
    return { target: parseSlideRef(message), old, next };
  }
  const replace = REPLACE_WITH.exec(message);
  const replaced = replace?.[1] ?? replace?.[2];
  if (replaced && replace?.[3]) {
    // "swap 'a' for 'b' on the cover and on the closing slide. leave slide 3 alone".
    const [words, rest = ""] = replace[3].split(/(?<=['’"”])\s+(?=on\b|in\b)|[.!]\s+/u);
    const next = firstQuoted(words ?? "") ?? unquoted(words ?? "");
    const after = slidesAfter(rest);
    const target = after[0] ?? parseSlideRef(message.slice(0, replace.index));
    if (next.split(/\s+/u).length >= 2)
      return { target, old: replaced, next, ...(after.length > 1 ? { also: after.slice(1) } : {}) };
  }
  const said = NEW_WORDS.exec(message);
  if (!said?.[1]) return null;
  const before = message.slice(0, said.index);
  const quotedNew = firstQuoted(said[1]);
  const next = (quotedNew ?? said[1]).trim().replace(/^['‘"“]|['’"”]$/gu, "");
  const old = firstQuoted(before) ?? null;
  // "show it as '$49/seat/mo (rising to $55 in Jan 2026)'": the line with the quote's first figure.
  const figure = !old && quotedNew ? /\p{Sc}\s?\d[\d.,]*[kKmMbB]?/u.exec(quotedNew)?.[0] : undefined;
  if (figure && next.split(/\s+/u).length >= 2)
    return {
      target: parseSlideRef(before),
      old: figure,
      next: next.replace(/\s*[.!]$/u, ""),
      wholeLine: true,
    };
  // "solution slide: it's the same line as the cover so replace it with this …": a slide of one line.
  const target = parseSlideRef(before);
  const ofLine =
    /\b(?:line|sentence|one-liner)\b/iu.test(before) && /\breplace (?:it|that|this)\b/iu.test(message);
  // "solution slide: replace it with this: "…"": the slide's one line, in the founder's words.
  const whole =
    target && /^\s*(?:this|the following)\s*:?\s*$/iu.test(said[1].replace(QUOTED, "")) && quotedNew;
  if (!old && whole && next.split(/\s+/u).length >= 4)
    return { target, old: null, next: next.replace(/\s*[.!]$/u, ""), onlyLine: true };
  if (!old && !quotedNew && target && ofLine && next.split(/\s+/u).length >= 4)
    return {
      target,
      old: null,
      next: capitalize(
        next.replace(/^(?:this|these words|the following)\s*:?\s+/iu, "").replace(/\s*[.!]$/u, ""),
      ),
      onlyLine: true,
    };
  // Without a quoted line, only a tagline given in quotes is clear enough to write over.
  if (!old && !(TAGLINE.test(before) && quotedNew)) return null;
  if (next.split(/\s+/u).length < 2) return null;
  // "Cover tagline needs to …": the cover's, which is where a tagline is.
  const tagline = !old && /\bcover\b/iu.test(before) ? ({ kind: "number", number: 1 } as const) : null;
  return { target: parseSlideRef(before) ?? tagline, old, next: next.replace(/\s*[.!]$/u, "") };
}

/** Every text field of a body with `edit` applied. */
function mapFields(body: SlideBody, edit: (text: string, key: string) => string): SlideBody {
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string") return edit(value, key);
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return { ...body, fields: walk(body.fields, "fields") } as SlideBody;
}

/** The slides whose text has the quoted words, when the message names none. */
/** The quoted words as a slide may write them: "ex stripe" finds "ex-Stripe". */
const wordsOf = (old: string) =>
  new RegExp(
    old
      .trim()
      .split(/[\s-]+/u)
      .map(escaped)
      .join("[\\s-]+"),
    "iu",
  );

function allHolding(deck: DeckContext, old: string): number[] {
  const pattern = wordsOf(old);
  return deck.slides.flatMap((slide, index) =>
    pattern.test(`${slide.title}\n${slide.content}`) ? [index] : [],
  );
}

export function replaceTextReply(deck: DeckContext, change: TextReplacement): Reply {
  if (!change.target && change.old && allHolding(deck, change.old).length === 0)
    return say(`No slide says "${change.old}", so I changed nothing. Quote the words as the slide has them.`);
  const holders = change.old && !change.target ? allHolding(deck, change.old) : [];
  if (holders.length > 1)
    return say(
      `Slides ${holders.map((index) => index + 1).join(", ")} all say "${change.old}", so I changed nothing. Which slide do you mean?`,
    );
  const ref =
    change.target ??
    (change.old ? { kind: "number" as const, number: (allHolding(deck, change.old)[0] ?? -1) + 1 } : null);
  const found = slideOrReply(deck, ref, "on slide 2 change 'old words' to 'new words'", "change");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const name = slideName(deck, found.index);
  if (change.wholeLine && change.old) return lineReply(slide, name, change.old, change.next);
  if (change.onlyLine) {
    const lines = slide.content.split("\n").filter((line) => line.trim());
    if (lines.length !== 1 || (slide.body && slide.body.layout !== "bullets"))
      return say(`Which line of ${name} should "${change.next}" replace? Quote it. I changed nothing.`);
    return lineReply(slide, name, lines[0]!, change.next);
  }
  // The founder's words as written; a line still opens with a capital.
  const swap = (text: string) =>
    change.old && change.next === ""
      ? cutWords(text, change.old)
      : change.old
        ? text.replace(wordsOf(change.old), (_, at: number) =>
            at === 0 || text[at - 1] === "\n" ? capitalize(change.next) : change.next,
          )
        : text;
  const taglineKeys = new Set(["tagline", "subline", "statement"]);
  const layout = slide.body && slide.body.layout !== "bullets";
  const body =
    layout && slide.body
      ? mapFields(slide.body, (text, key) =>
          change.old ? swap(text) : taglineKeys.has(key) ? capitalize(change.next) : text,
        )
      : undefined;
  const title = swap(slide.title);
  const content = change.old && !layout ? swap(slide.content) : slide.content;
  const changed =
    title !== slide.title || content !== slide.content || JSON.stringify(body) !== JSON.stringify(slide.body);
  if (!changed) {
    return say(
      change.old
        ? `I couldn't find "${change.old}" on ${name}, so I changed nothing.`
        : `${capitalize(name)} has no tagline to change, so I changed nothing.`,
    );
  }
  const was = change.old ?? "the tagline it had";
  const said =
    change.next === ""
      ? `Removed "${change.old}" from ${name}.`
      : `Changed ${change.old ? `"${change.old}"` : "the tagline"} on ${name} to "${change.next}".`;
  return say(said, [
    {
      type: "updateSlide",
      slideId: slide.id,
      ...(title !== slide.title ? { title } : {}),
      ...(content !== slide.content ? { content } : {}),
      ...(body && JSON.stringify(body) !== JSON.stringify(slide.body) ? { body } : {}),
      notes: appendNote(slide.notes, `Before the change: ${change.old ? `"${was}"` : taglineOf(slide.body)}`),
    },
  ]);
}

/** `text` without the words `old`, its spacing and a line's opening capital kept. */
function cutWords(text: string, old: string): string {
  return text
    .split("\n")
    .map((line) => {
      const at = line.toLowerCase().indexOf(old.toLowerCase());
      if (at < 0) return line;
      const rest = `${line.slice(0, at).trimEnd()} ${line.slice(at + old.length).trimStart()}`
        .replace(/\s+([,.;:!?])/gu, "$1")
        .trim();
      const whole = at === 0 ? capitalize(rest.replace(/^[,;:]\s*/u, "")) : rest;
      // "We build an AI platform that matches …" without "AI platform": the thing keeps a plain name.
      return whole.replace(
        /\b(an?|the)\s+(that|which)\b/iu,
        (_, article: string, relative: string) =>
          `${/^the$/iu.test(article) ? article : article[0]} product ${relative}`,
      );
    })
    .join("\n");
}

function taglineOf(body: SlideBody | undefined): string {
  if (!body) return "";
  const fields = body.fields as Record<string, unknown>;
  const value = fields.tagline ?? fields.subline ?? fields.statement;
  return typeof value === "string" ? `"${value}"` : "";
}

/** The whole line that shows `figure` becomes the founder's line; the old one goes to the notes. */
function lineReply(slide: DeckContext["slides"][number], name: string, figure: string, next: string): Reply {
  // On a layout, the field that holds the words: the ask's milestone, a card's label.
  if (slide.body && slide.body.layout !== "bullets") {
    let was = "";
    const body = mapFields(slide.body, (text) => {
      if (was || !wordsOf(figure).test(text)) return text;
      was = text;
      return capitalize(next);
    });
    if (!was)
      return say(`I couldn't find a line with ${figure} on ${name} to replace, so I changed nothing.`);
    const title = wordsOf(figure).test(slide.title)
      ? ` The title still says ${figure}; say "rename slide …" to change it too.`
      : "";
    return say(`Changed "${was.trim()}" on ${name} to "${capitalize(next)}".${title}`, [
      {
        type: "updateSlide",
        slideId: slide.id,
        body,
        notes: appendNote(slide.notes, `Before the change: "${was.trim()}"`),
      },
    ]);
  }
  const lines = slide.content.split("\n");
  const at = lines.findIndex((line) => line.includes(figure));
  if (at < 0)
    return say(`I couldn't find a line with ${figure} on ${name} to replace, so I changed nothing.`);
  const old = lines[at]!;
  const content = lines.map((line, i) => (i === at ? capitalize(next) : line)).join("\n");
  return say(`Changed "${old.trim()}" on ${name} to "${next}".`, [
    {
      type: "updateSlide",
      slideId: slide.id,
      content,
      notes: appendNote(slide.notes, `Before the change: "${old.trim()}"`),
    },
  ]);
}
