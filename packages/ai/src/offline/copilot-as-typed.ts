import { NUMBER_WORDS } from "@pds/kit";
import { spokenFigures } from "./spoken-numbers.ts";
import { fromSecondLanguage } from "./copilot-second-language.ts";
import { fromSpeaker } from "./copilot-speaker.ts";
import { fromEngineer } from "./copilot-engineer.ts";

/**
 * A message as a founder would have typed it. Dictation ("traction forty seven customers period m r r is
 * twenty six k") and a terse engineer's shorthand ("s8", "#11", "rm 4") are read the same way as the
 * typed request they stand for. Words inside quotes are the founder's own and stay as they are.
 */
export function asTyped(typed: string): string {
  const message = fromEngineer(typed);
  const spoken = dictated(message);
  return outsideQuotes(message, (part) =>
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
      slideShorthand,
    ].reduce((out, step) => step(out), part),
  );
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

const SECTION_WORD =
  "(?:problem|solution|why now|market|product|business model|biz model|pricing|traction|competition|team|financials|the ask|ask|cover|closing|thank you)";

/**
 * A chat's shorthand for a request: "kill financials for now", "13 is dead weight rn, bin it", "product
 * slide gone", "market title 2 long", "needs punch".
 */
function chatShorthand(text: string): string {
  return (
    text
      .replace(
        new RegExp(
          `\\b(kill|bin|nuke|axe|ditch|scrap|toss|cut)\\s+(?:the\\s+)?(${SECTION_WORD})\\b(?!\\s*(?:slide|'s|’s|line|bullet|title|tagline|down|to|by|in half))`,
          "giu",
        ),
        (_, verb: string, section: string) =>
          `${/^cut$/iu.test(verb) ? "delete" : verb} the ${section} slide`,
      )
      .replace(/^(\d{1,2})\s+(is|reads|looks|feels|has)\b/iu, "slide $1 $2")
      .replace(
        /(?<=^|[.!?]\s+|\bso\s+)(?:slide|slot)\s+(\d{1,2})\s+(?:goes|should go|comes|should come)\s+(?:straight\s+|right\s+|directly\s+|just\s+)?(after|before)\s+(?:slide\s+)?(\d{1,2})\b/iu,
        "move slide $1 $2 slide $3",
      )
      .replace(/\b(bin|kill|nuke|axe|ditch|scrap|toss|cut)\s+it\b/giu, "delete it")
      .replace(/^((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+slide)\s+(?:is\s+)?gone\b/iu, "delete $1.")
      .replace(
        /\bneeds?\s+(?:a|an|another)\s+(?:new\s+|2nd\s+|second\s+|3rd\s+|third\s+)?row\s*:/giu,
        "add a row",
      )
      .replace(
        /\s+needs?\s+(?:a|an|another)\s+(?:new\s+|2nd\s+|second\s+|3rd\s+|third\s+)?(?:reason|point|bullet|line|stat)\s*:/giu,
        ":",
      )
      .replace(
        new RegExp(
          `(\\d[^.!?]*?|\\p{Lu}[^.!?]*?)(?:[.!?…]+|\\p{Extended_Pictographic}+)\\s*(?:call ?out|callout|shout ?out|mention it)?\\s*(?:on|in)?\\s*(?:the\\s+)?(${SECTION_WORD})(?:\\s+slide)?(?:,\\s*(?:under|below|after|next to)\\s+[^.!?]{1,30})?\\s*(?:pls|please|plz)?\\s*[.!]*$`,
          "iu",
        ),
        (whole: string, news: string, section: string) =>
          // News has a figure or a name ("signed Brightwell … 60 seats"); "make it punchier. traction" has neither.
          /\d|\p{Lu}/u.test(news) && news.trim().split(/\s+/u).length >= 4
            ? `${news}. put it on the ${section} slide`
            : whole,
      )
      // "… CTO is Dr. Emeka Obi. please put the names on people slide": the facts said, added there.
      .replace(
        /\b(?:put|add|include)\s+(?:the|these|those)\s+(?:names?|numbers|figures|details|info|facts|points)\s+(?:on|in|into|to)\s+(?:the\s+)?(?=[\p{L}-]+(?:\s+[\p{L}-]+)?\s+slide\b)/giu,
        "add them to the ",
      )
      // "bump the raise to $3M": a figure set, not a slide moved.
      .replace(
        /\b(?:bump|push|take)\s+(?:up\s+)?(the\s+[\p{L}\s]{2,20}?)\s+(?:up\s+)?to\s+(?=[$€£]?\d)/giu,
        "set $1 to ",
      )
      // "product should say SOC 2 Type I done": on that slide.
      .replace(
        new RegExp(
          // The ask's "should say reach $150k MRR" sets its milestone, read as it is.
          `^(?:the\\s+)?(?!(?:the\\s+)?ask\\b)(${SECTION_WORD})(?:\\s+slide)?\\s+should\\s+(say|mention|show|include|list)\\b`,
          "iu",
        ),
        "the $1 slide should $2",
      )
      // "I want use of funds as its own slide", "add use of funds slide": a slide, with its article.
      .replace(
        /\b(want|need|like)\s+(?!(?:a|an|the|one|another|new|it|this|that|them|more|some)\b)([\p{L}][\p{L}&-]*(?:\s+[\p{L}&-]+){0,3}?)\s+as\s+(?:its|a|their)\s+own\s+slide\b/giu,
        "$1 a $2 slide",
      )
      .replace(
        /\b(add|create|insert)\s+(?!(?:a|an|the|one|another|new|it|this|that|them|more|some|to|on|in|our|my)\b)([\p{L}][\p{L}&-]*(?:\s+[\p{L}&-]+){0,3}?)\s+slide\b(?!\s+(?:numbers|title|text|content))/giu,
        "$1 a $2 slide",
      )
      // "competition needs FloQast on it": a rival's column for the comparison.
      .replace(
        /\b(?:the\s+)?(?:competition|comparison|competitor table|comp table|moat)(?:\s+slide)?\s+needs\s+(\p{Lu}[\p{L}&.-]*(?:\s+(?:and|&)\s+\p{Lu}[\p{L}&.-]*)?)\s+(?:on it|in it|added|too|as well)\b/giu,
        "add $1 to the comparison",
      )
      // "flip slides 4 and 5": swap them.
      .replace(/\bflip\s+slides\s+(\d{1,2})\s+(and|&)\s+(\d{1,2})\b/giu, "swap slides $1 and $3")
      // "every seed template has unit economics so lets add …": the request after the remark.
      .replace(
        /^[^.!?]{8,120}?,?\s+so\s+(?:let'?s|let us|pls|please|can you|could you)\s+(?=(?:add|put|move|delete|remove|drop|make|swap|rename|shorten|rewrite|change|update)\b)/iu,
        "",
      )
      // "lets add them to the pricing slide: CAC $2.1k, …": the list goes on that slide.
      .replace(
        /\badd\s+(?:them|these|those|it|this|that)\s+to\s+(the\s+[\p{L}\s-]+?\s+slide)\s*:/giu,
        "add to $1:",
      )
      // "2 and 3 are mush, rewrite both": each of the two.
      .replace(
        /^(?:slides?\s+)?(\d{1,2})\s+(?:and|&|\+)\s+(\d{1,2})\b([^.!?]*?)[,.;—–]?\s+(rewrite|shorten|tighten|fix|improve|punch up|polish)\s+(?:both|them|both of them)\b/iu,
        "$4 slides $1 and $2",
      )
      // "tighten slide 4. same for the next one": and slide 5.
      .replace(
        /\b(rewrite|shorten|tighten|trim|fix|improve|polish)\s+slide\s+(\d{1,2})\s*[.,;]?\s+(?:and\s+)?(?:same|do the same)\s+(?:for|with|to)\s+the\s+next\s+one\b/iu,
        (_, verb: string, slide: string) => `${verb} slides ${slide} and ${Number(slide) + 1}`,
      )
      // "compress 12 into a single line": slide 12.
      .replace(
        /\b(compress|condense|trim|shorten|tighten)\s+(\d{1,2})\b(?!\s*(?:%|[kmx]\b|words|bullets|lines|min|minutes|secs?|seconds|slides|to\b|(?:and|&|\+|,)\s*\d))/giu,
        "$1 slide $2",
      )
      .replace(/\b(?:bin|nuke|axe|toss|trash)\s+(?=slide\s*\d)/giu, "delete ")
      // "put the real one in": the figure said, set.
      .replace(
        /\bput\s+(?:the\s+)?(?:real|right|correct|new|actual|updated)\s+(?:one|number|figure)\s+in\b/giu,
        "update it",
      )
      // "s12 needs a companion right before it — where the $2.5M goes: …": a new slide beside that one.
      .replace(
        /^(s\d{1,2}|slide\s*\d{1,2}|(?:the\s+)?[\p{L}\s-]{2,25}?\s+slide)\s+needs\s+(?:a|an)\s+(?:companion|sidekick|new slide|slide)\s+(?:(?:right|just|directly)\s+)?(before|after)\s+it\b\s*[—–:-]?\s*(.*)$/isu,
        (_, slide: string, side: string, rest: string) => {
          const funds = /\bwhere the \p{Sc}?[\d.,]+\s?[kKmM]? goes\b|\buse of funds\b/iu.test(rest);
          const points = funds ? rest.replace(/^[^:]*:\s*/u, "") : rest;
          return `add a ${funds ? "use of funds " : ""}slide ${side} ${slide.replace(/^s(?=\d)/iu, "slide ")}: ${points}`;
        },
      )
      // "on the traction slide put 38 customers": the figure, for that slide.
      .replace(/\bon\s+(the\s+[\p{L}\s-]+?\s+slide|slide\s*\d{1,2})\s+put\s+(?=\p{Sc}?\d)/giu, "$1: ")
      // "add advisors: …" over a list of people: a slide of their own, as "advisors slide pls" is.
      .replace(
        /^(?:add|new)\s+(?:our\s+)?(advisors|advisory board|board members|backers|investors)\s*:/iu,
        "add an $1 slide:",
      )
      // "make 6 shorter": slide 6.
      .replace(
        /\bmake\s+(\d{1,2})\s+(?=(?:shorter|punchier|tighter|clearer|crisper|simpler|more\s+\p{L}+)\b)/giu,
        "make slide $1 ",
      )
      // "delete 4. no wait 5": the number said last.
      .replace(
        /\b(\d{1,2})\s*[.,]?\s*(?:no\s+wait|no,?\s+wait|wait\s+no|sorry|i mean|i meant|no)\s*[,.]?\s*(?:slide\s+)?(\d{1,2})\b(?!\s*(?:%|k\b|m\b|customers|seats|months))/giu,
        "$2",
      )
      // "swap the order of 7 and 8": swap 7 and 8.
      .replace(/\b(swap|switch|flip|reverse)\s+the\s+order\s+of\s+/giu, "$1 ")
      // "I'm cutting slide 3 for the angel version": the slide goes.
      .replace(
        /\b(?:i'?m|we'?re|i am|we are|i'?ll be|we'?ll be)\s+(?:just\s+)?(?:cutting|dropping|removing|deleting|killing|ditching|scrapping)\s+(?=slide\s*\d|the\s+[\p{L}\s-]+?\s+slide\b)/giu,
        "delete ",
      )
      // "6 and 7 both go for demo day": both slides go ("… go after 9" is a move).
      .replace(
        /(?<=^|[.!?]\s+)(?:slides?\s+|#)?(\d{1,2})\s+(?:and|&|\+)\s+(?:slide\s+|#)?(\d{1,2})\s+(?:both\s+)?(?:go|have to go|need to go|must go|can go)\b(?!\s+(?:after|before|to|at|up|down|first|last|back|between|right|next|together|well))/iu,
        "delete slides $1 and $2.",
      )
      // "change the price … and then the ask should no scratch that leave the ask and on the team slide add …":
      // the clause taken back goes, the request after it stays.
      .replace(
        /(,?\s+and then\s+|^)(?:(?!\band then\b)[^,])*?\bscratch that\b,?\s*(?:leave|keep)\s+(?:the\s+)?[\p{L}\s-]{2,20}?\s+(?:(?:alone|as is)\s+)?and\s+(?=\S)/iu,
        (_, joint: string) => (joint ? " and then " : ""),
      )
      .replace(/\b2\s+long\b/giu, "too long")
      .replace(/,?\s+for now\b/giu, "")
      .replace(/\bneeds?\s+(?:more\s+)?punch\b/giu, "make it punchier")
  );
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
  return text
    .replace(/(?<![\w$#])s(\d{1,2})\b(?!\s*(?:k|m|%))/giu, "slide $1")
    .replace(
      /(?<=(?:^|[(+&:]|\b(?:on|for|in|cut|delete|drop|rm|remove|and|kill|lose|bin|nuke|axe|ditch|scrap|toss|trash|compress|shorten|tighten|trim|fix|move|swap))\s*)#(\d{1,2})\b/giu,
      "slide $1",
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
    .replace(
      /\b(delete|remove|drop|cut|kill|lose|ditch|scrap|trash|toss)\s+(\d{1,2})\b(?!\s*(?:%|[kmx]\b|min|minutes|secs?|seconds|words|bullets|lines|hours|days|of\b|more|\/|-))/giu,
      "$1 slide $2",
    )
    .replace(/(^|[.;!?]\s+)(\d{1,2})(\s*(?::|—|–|→|->)\s)/gu, "$1slide $2$3")
    .replace(/\b(on|for|after|before)\s+(\d{1,2})(?=\s*[:,—–]|\s*$)/giu, "$1 slide $2")
    .replace(/\b((?:add|put)\s+(?:it|that|this|them)\s+(?:on|to))\s+(\d{1,2})(?=[\s.!]*$)/giu, "$1 slide $2");
}
