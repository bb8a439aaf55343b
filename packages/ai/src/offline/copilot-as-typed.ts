import { NUMBER_WORDS } from "@pds/kit";
import { spokenFigures } from "./spoken-numbers.ts";
import { fromSecondLanguage } from "./copilot-second-language.ts";
import { fromSpeaker } from "./copilot-speaker.ts";
import { fromEngineer } from "./copilot-engineer.ts";
import { fromReviewer } from "./copilot-review-comments.ts";
import { fromMarkdown } from "./copilot-markdown.ts";
import { fromPoliteAsk } from "./copilot-polite.ts";
import { acrossQuotes, chatShorthand, SECTION_WORD } from "./copilot-chat-shorthand.ts";

/**
 * A message as a founder would have typed it. Dictation ("traction forty seven customers period m r r is
 * twenty six k") and a terse engineer's shorthand ("s8", "#11", "rm 4") are read the same way as the
 * typed request they stand for. Words inside quotes are the founder's own and stay as they are.
 */
export function asTyped(typed: string): string {
  const message = presenterNamed(acrossQuotes(fromEngineer(fromReviewer(fromMarkdown(typed)))));
  const spoken = dictated(message);
  const typedOut = outsideQuotes(message, (part) =>
    [
      spoken ? fromDictation : (text: string) => text,
      fromSecondLanguage,
      fromSpeaker,
      slideNumbers,
      figures,
      misheard,
      typingSlips,
      chatShorthand,
      hesitations,
      fromPoliteAsk,
      slideShorthand,
    ].reduce((out, step) => step(out), part),
  );
  return asQuestion(typedOut);
}

/** "presenter on the title slide should be 'Maya Chen, CEO' not the placeholder": the founder's name. */
function presenterNamed(text: string): string {
  return text.replace(
    /^(?:the\s+)?presenter\s+(?:on|for)\s+(?:the\s+)?(?:cover|title slide|first slide)(?:\s+slide)?\s+(?:should be|is|=|:)\s*["“'‘]?([^"”'’]+?)["”'’]?(?:\s*,?\s*(?:not|instead of)\s+the\s+placeholder)?\s*[.!]*$/iu,
    "put my name on the cover: $1",
  );
}

/** "Is 15% MoM good for seed": a question typed without its question mark. */
function asQuestion(text: string): string {
  const asks =
    /^(?:is|are|was|were|did|how(?!\s+about\b)|what(?!\s+if\b)|whats|what's|why|which|who|who's|whos|do\s+(?:i|we|you|investors|vcs)|does\s+(?:it|this|that|the|our|my))\b/iu;
  const oneSentence = !/[.!?;:]\s+\S/u.test(text.trim());
  return asks.test(text.trim()) && oneSentence && !/\?/u.test(text) ? `${text.trimEnd()}?` : text;
}

const QUOTED = /["“][^"“”]*["”]|(?<![\w’'])['‘][^'‘’\n]+['’](?![\w’'])/gu;

function outsideQuotes(message: string, change: (part: string) => string): string {
  let out = "";
  let from = 0;
  for (const match of message.matchAll(QUOTED)) {
    out += change(message.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + change(message.slice(from));
}

const NUMBER_WORD = `(?:${[...Object.keys(NUMBER_WORDS), "hundred", "thousand"].join("|")})`;
const SPOKEN_PUNCTUATION = /\b(?:period|comma|question mark|full stop|new line|unquote|end quote)\b/iu;

/**
 * Speech-to-text output: numbers as words and punctuation spoken, with no digit typed. A typed message
 * says "40 hours"; a dictated one says "forty hours".
 */
function dictated(message: string): boolean {
  if (/\d/u.test(message)) return false;
  const spokenNumber = new RegExp(
    `\\b${NUMBER_WORD}(?:[\\s-]+(?:point\\s+)?${NUMBER_WORD})+\\b|\\b${NUMBER_WORD}\\s+(?:k|percent|million|billion|thousand)\\b|\\b(?:slides?|number)\\s+${NUMBER_WORD}\\b`,
    "iu",
  );
  return (
    SPOKEN_PUNCTUATION.test(message) ||
    spokenNumber.test(message) ||
    /\b(?:[a-z] ){2,}[a-z]\b|\bdot (?:com|ai|io|co|app|org|net)\b/u.test(message)
  );
}

function fromDictation(text: string): string {
  return [spokenPunctuation, spokenQuotes, spelledAcronyms, spokenAddresses].reduce(
    (out, step) => step(out),
    text,
  );
}

// "payback period" and "the trial period" are periods of time.
const TIME_PERIOD =
  /\b(?:payback|trial|grace|time|the|a|this|that|same|reporting|notice|vesting|lock-?up|cliff)\s*$/iu;

function spokenPunctuation(text: string): string {
  return text
    .replace(/\s*\bquestion mark\b/giu, "?")
    .replace(/\s*\b(?:full stop|new line)\b/giu, ".")
    .replace(/\s*\bcomma\b/giu, ",")
    .replace(/(\s*)\bperiod\b/giu, (whole, _space: string, offset: number, all: string) =>
      TIME_PERIOD.test(all.slice(0, offset)) ? whole : ".",
    )
    .replace(/([.?,])(?=[a-z])/giu, "$1 ");
}

const SPELLED: Record<string, string> = {
  "q and a": "Q&A",
  "a i": "AI",
  "soc two": "SOC 2",
  "s o c two": "SOC 2",
};

/** "m r r" → "MRR", "a r r" → "ARR", "q and a" → "Q&A". */
function spelledAcronyms(text: string): string {
  let out = text;
  for (const [spoken, written] of Object.entries(SPELLED)) {
    out = out.replace(new RegExp(`\\b${spoken}\\b`, "giu"), written);
  }
  return out.replace(/\b[a-z](?: [a-z]\b){2,}/giu, (letters) => letters.replace(/ /gu, "").toUpperCase());
}

/** "… the controller quote this saved my team a week unquote" → "… the controller "this saved my team a week"". */
function spokenQuotes(text: string): string {
  return text.replace(/\bquote\s+((?:(?!\bquote\b).)+?)\s+(?:unquote|end quote)\b/giu, '"$1"');
}

/** "maya at ledgerly dot ai" → "maya@ledgerly.ai". */
function spokenAddresses(text: string): string {
  return text.replace(/\b(\w+) dot (\w+)\b/giu, "$1.$2").replace(/\b(\w+) at (\w+\.\w+)\b/giu, "$1@$2");
}

/** "slide four", "number nine": a slide's number, however small. */
function slideNumbers(text: string): string {
  return text.replace(
    /(?<=\b(?:slides?|number|position|spot)\s+(?:(?:\d{1,2}|[a-z]+),?\s+(?:and|&|or)\s+)?)[a-z]+\b/giu,
    (word) => String(NUMBER_WORDS[word.toLowerCase()] ?? word),
  );
}

/** "forty seven" → "47", "one point two million" → "1.2 million", "twenty six k" → "26k". */
function figures(text: string): string {
  // "year one six hundred k": a year's number names it, and never joins the figure after it.
  const named = text
    // "twenty twenty three" is the year 2023, never 43.
    .replace(
      /\btwenty[\s-]+(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|thirty|twenty(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?)\b/giu,
      (_, rest: string) =>
        String(
          2000 +
            rest
              .toLowerCase()
              .split(/[\s-]+/u)
              .reduce((sum, word) => sum + (NUMBER_WORDS[word] ?? 0), 0),
        ),
    )
    .replace(
      /\b(year|yr|phase|tier|stage|month|week|day)\s+(one|two|three|four|five|six|seven|eight|nine|ten)\b/giu,
      (_, what: string, n: string) => `${what} ${NUMBER_WORDS[n.toLowerCase()] ?? n}`,
    )
    .replace(
      /\b(?:q|quarter)\s+(one|two|three|four)\b/giu,
      (_, n: string) => `Q${NUMBER_WORDS[n.toLowerCase()] ?? n}`,
    );
  return spokenFigures(named).replace(/(\d) k\b/gu, "$1k");
}

/** Typing slips on a phone: "teh team slife", "mkae it shorter". Section names are matched fuzzily elsewhere. */
const SLIPS: Record<string, string> = {
  teh: "the",
  hte: "the",
  adn: "and",
  taht: "that",
  wiht: "with",
  mkae: "make",
  amke: "make",
  chnage: "change",
  remvoe: "remove",
  delte: "delete",
  deleet: "delete",
  shoudl: "should",
  slife: "slide",
  sldie: "slide",
  silde: "slide",
  slde: "slide",
  sldies: "slides",
};

function typingSlips(text: string): string {
  return text.replace(/\b[\p{L}]+\b/gu, (word) => SLIPS[word.toLowerCase()] ?? word);
}

/** Words speech recognition hears for deck words: "the tom slide", "the mote slide", "per seed". */
function misheard(text: string): string {
  return (
    text
      .replace(/\btom(?= slide\b)/giu, "TAM")
      .replace(/\bmote\b/giu, "moat")
      // "the traction side", "the by now slide", "business mortal": a slide's name misheard.
      .replace(new RegExp(`\\b(${SECTION_WORD})\\s+side\\b`, "giu"), "$1 slide")
      .replace(/\bby now(?= slide\b| one\b)/giu, "why now")
      .replace(/\bbusiness mortal\b/giu, "business model")
      // "the comp slide": competition, clipped ("a pitch comp" is an event, and says no "slide").
      .replace(/\b(?:comps?|competitive)(?= slide\b)/giu, "competition")
      .replace(/\b(?:the\s+)?comp(?:arison)?\s+table\b(?!\s+slide)/giu, "the competition slide")
      .replace(/\bper seed\b/giu, "per seat")
      .replace(/\bnet suite\b/giu, "NetSuite")
      .replace(/\bquick books\b/giu, "QuickBooks")
  );
}

/** "problem slide um it's fifty five hours": an "um" typed or dictated is no part of the request. */
function hesitations(text: string): string {
  // "business model um anything over 50 seats …", "small thing on slide 8 um churn is zero …": the slide,
  // then a pause, then what it gets, as a colon would say.
  const headed = new RegExp(
    `^(?:[\\p{L}\\s]{0,20}?\\b(?:for|on)\\s+)?((?:the\\s+)?(?:slide\\s+\\d{1,2}|${SECTION_WORD}(?:\\s+(?:slide|one))?))\\s+(?:um+|uh+|erm|uhm),?\\s+`,
    "iu",
  );
  return text.replace(headed, "$1: ").replace(/(^|\s)(?:um+|uh+|erm|uhm),?\s+/giu, "$1");
}

/**
 * "s8", "#11", "12: lead is confirmed", "burn for 11:", "add it to 8" name slides 8, 11, 12, 11 and 8;
 * "rm 4" and "slide 6 🗑️" delete.
 */
function slideShorthand(text: string): string {
  return (
    text
      // "12's title reads like …": slide 12's.
      .replace(/^(\d{1,2})(?:'s|’s)\s/u, "slide $1's ")
      // "YC S26" is a batch, not slide 26.
      .replace(/(?<![\w$#])s(\d{1,2})\b(?!\s*(?:k|m|%))/giu, (said, n: string) =>
        /^S\d\d$/u.test(said) ? said : `slide ${n}`,
      )
      .replace(
        /(?<=(?:^|[(+&:]|\b(?:on|for|in|cut|delete|drop|rm|remove|and|kill|lose|bin|nuke|axe|ditch|scrap|toss|trash|compress|shorten|tighten|trim|fix|move|swap))\s*)#(\d{1,2})\b/giu,
        // "just closed #41 and #42": customers counted, not slides.
        (said: string, n: string, at: number, all: string) =>
          /\b(?:closed|signed|won|landed)\s+#\d/iu.test(all.slice(0, at)) ? said : `slide ${n}`,
      )
      .replace(/(?<=\bslides?\s|\band\s|,\s)number\s+(?=\d)/giu, "")
      .replace(/(^|[.;!]\s+)rm\b/giu, "$1delete")
      .replace(
        /\bslide (\d{1,2})((?:(?:,\s*|\s*[+&]\s*|,?\s+and\s+)slide \d{1,2})+)/giu,
        (_, first: string, rest: string) => {
          const numbers = [first, ...[...rest.matchAll(/\d{1,2}/gu)].map((found) => found[0])];
          return `slides ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
        },
      )
      .replace(
        /((?:\bslides?\s+(?:number\s+)?\d{1,2}|\bslide\s+\d{1,2}\s*[+&]\s*slide)(?:[\s,&+]+(?:and\s+)?(?:slide\s+|number\s+)?\d{1,2})*)\s+(?:both\s+|all\s+)?(?:gone|have to go|has to go|must go|can go)\b/giu,
        "delete $1",
      )
      .replace(/(slide\s+\d{1,2})\s*🗑\uFE0F?\s*/giu, "$1 — delete it. ")
      // "the thank-you slide adds nothing 🗑️", "slides 4 + 11 → trash": those slides go.
      .replace(/^(?:the\s+)?([\p{L}][\p{L}\s-]{1,25}?\s+slide)\b[^.!?🗑]*🗑\uFE0F?\s*$/iu, "delete the $1")
      .replace(
        /^((?:slides?\s+)?\d{1,2}(?:\s*(?:\+|&|,|and)\s*\d{1,2})*)\s*(?:→|->|=>)\s*(?:trash|bin|out|gone|delete|🗑\uFE0F?)\s*[.!]*$/iu,
        (_, slides: string) =>
          `delete slides ${slides.replace(/^slides?\s+/iu, "").replace(/\s*\+\s*/gu, " and ")}`,
      )
      // "cut these:\n- Market\n- Why now": the slides listed.
      .replace(
        /\b(cut|delete|remove|drop|kill)\s+these\s*:\s*\n((?:\s*[-•*]\s+[^\n]+\n?)+)/iu,
        (_, _verb: string, list: string) =>
          `— delete ${list
            .trim()
            .split(/\n/u)
            .map((line) => `the ${line.replace(/^\s*[-•*]\s+/u, "").trim()} slide`)
            .join(" and ")}. `,
      )
      .replace(
        /\b(delete|remove|drop|cut|kill|lose|ditch|scrap|trash|toss)\s+(\d{1,2})\b(?!\s*(?:%|[kmx]\b|min|minutes|secs?|seconds|words|bullets|lines|hours|days|of\b|more|\/|-))/giu,
        "$1 slide $2",
      )
      .replace(/(^|[.;!?]\s+)(\d{1,2})(\s*(?::|—|–|→|->)\s)/gu, "$1slide $2$3")
      .replace(/\b(on|for|after|before)\s+(\d{1,2})(?=\s*[:,—–]|\s*$)/giu, "$1 slide $2")
      .replace(
        /\b((?:add|put)\s+(?:it|that|this|them)\s+(?:on|to))\s+(\d{1,2})(?=[\s.!]*$)/giu,
        "$1 slide $2",
      )
      // "… is live now. add to 6": add it to slide 6.
      .replace(/\b(add|put)\s+(?:on|to)\s+(\d{1,2})(?=[\s.!]*$)/giu, "$1 it to slide $2")
      // "add a bullet to the product slide: …": the words for that slide.
      .replace(
        /\b(add|put)\s+(?:a|one|another|an extra|a new)\s+(?:bullet(?:\s+point)?|line|point|sentence)\s+(?:to|on|in)\s+(?=(?:the\s+|our\s+)?(?:[\p{L}-]+\s+){0,3}?slide(?:\s*\d{1,2})?\s*[:—–]|slide\s*\d{1,2}\s*[:—–])/giu,
        "$1 to ",
      )
      // "the 15% is wrong, its 12% mom avg last qtr": the figure corrected.
      .replace(
        /\b(?:the\s+)?(\p{Sc}?\d[\d.,]*\s?(?:%|[kmb]\b)?)\s+(?:figure\s+|number\s+)?(?:is|was)\s+(?:wrong|off|outdated|out of date|stale|incorrect|old)\s*[,.;:—–-]?\s*(?:it'?s|its|it is|should be|real one is|now)\s+(?:actually\s+|really\s+)?(?=\p{Sc}?\d)/giu,
        "change $1 to ",
      )
      // "add my name to the cover - Maya Chen, CEO", "presenter on the title slide should be 'Maya Chen, CEO'".
      .replace(
        /^(?:pls\s+|please\s+)?(?:add my name to|put my name on)\s+(?:the\s+)?(?:cover|title slide|first slide)(?:\s+slide)?\s*(?:[-–—:]|\bas\b)\s*/iu,
        "put my name on the cover: ",
      )
      // "date on cover: March 2025": the cover's date.
      .replace(
        /^(?:the\s+)?date\s+on\s+(?:the\s+)?cover\s*[:—–-]\s*(.+?)\s*[.!]*$/iu,
        "put '$1' on the cover",
      )
      // "add FloQast as a second competitor in the comparison table": a column of the comparison.
      .replace(
        /^(?:pls\s+|please\s+)?add\s+([\p{Lu}][\p{L}\p{N}.&-]*(?:\s+[\p{Lu}][\p{L}\p{N}.&-]*)?)\s+as\s+(?:a|an|another|the)\s+(?:second|third|new|fourth)?\s*(?:competitor|column|alternative)\b.*$/iu,
        "add $1 to the competition slide",
      )
      // "put in a slide with our customer logos": a new slide.
      .replace(/^(?:pls\s+|please\s+)?put in\s+(a|an|another|one more)\s+(?=(?:new\s+)?slide\b)/iu, "add $1 ")
      // "make team slide 2", "make the ask the last slide": where that slide goes.
      .replace(
        /\bmake\s+((?:the\s+)?(?!(?:it|this|that|slide)\b)[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?(?:\s+slide)?)\s+(slide\s*#?\d{1,2}|the\s+(?:first|second|third|fourth|fifth|last|final|second[\s-]to[\s-]last|penultimate)\s+(?:slide|one))(?=\s*(?:[.!;,]|$))/giu,
        "$1 should be $2",
      )
  );
}
