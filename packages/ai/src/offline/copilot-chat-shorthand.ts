import { mentions } from "./copilot-mentions.ts";

export const SECTION_WORD =
  "(?:problem|solution|why now|market|product|business model|biz model|pricing|traction|competition|team|financials|the ask|ask|cover|closing|thank you)";

/**
 * A chat's shorthand for a request: "kill financials for now", "13 is dead weight rn, bin it", "product
 * slide gone", "market title 2 long", "needs punch".
 */
export function chatShorthand(text: string): string {
  return (
    text
      .replace(
        new RegExp(
          // "she wants to cut why now": what someone else wants is reported, not asked.
          `(?<!\\b(?:she|he|they|[A-Z][a-z]+)\\s+(?:wants?|says?|said|thinks?|suggest(?:s|ed)?)\\s+(?:(?:we|us|to|should)\\s+)*)\\b(kill|bin|nuke|axe|ditch|scrap|toss|cut)\\s+(?:the\\s+)?(${SECTION_WORD})\\b(?!\\s*(?:slide|'s|’s|line|bullet|title|tagline|down|to|by|in half))`,
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
        /\b(add|create|insert)\s+(?!(?:a|an|the|one|another|new|it|this|that|them|more|some|to|on|in|our|my|her|him|his|their|both|these|those|us|me)\b)([\p{L}][\p{L}&-]*(?:\s+(?!(?:to|in|on|into|onto|under)\b)[\p{L}&-]+){0,3}?)\s+slide\b(?!\s+(?:numbers|title|text|content))/giu,
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
      // "supprime slides 6 and 7 … — ah no wait, keep the 6, delete only the 7": what is said after the
      // change of mind is the request.
      .replace(
        /^[^]*?[—–,.!]\s*(?:(?:ah|oh|um|hmm)[,.]?\s+)?(?:no,?\s+wait|wait,?\s+no|actually,?\s+no)\b[,.]?\s*(?:(?:keep|leave)\s+[^,.;]{1,30}[,;]\s*(?:and\s+|but\s+)?)?(?=(?:delete|remove|cut|drop|only)\b)/iu,
        "",
      )
      // "delete only the 7", "delete the 13 please": slide 13.
      .replace(
        /\b(delete|remove|cut|drop|kill)\s+(?:only\s+)?the\s+(\d{1,2})(?=\s*(?:[,.!;]|please|pls|$))/giu,
        "$1 slide $2",
      )
      // "45/35/20 eng/sales/G&A": each share with what it is for.
      .replace(
        /\b(\d{1,2}(?:\s*\/\s*\d{1,2}){1,4})\s*%?\s+([\p{L}&]+(?:\s*\/\s*[\p{L}&]+){1,4})\b/gu,
        (whole, numbers: string, labels: string) => {
          const shares = numbers.split(/\s*\/\s*/u);
          const names = labels.split(/\s*\/\s*/u);
          const total = shares.reduce((sum, share) => sum + Number(share), 0);
          return shares.length === names.length && total >= 95 && total <= 100
            ? shares.map((share, i) => `${share}% ${names[i]}`).join(", ")
            : whole;
        },
      )
      // "paste this onto the solution slide, replacing what's there now: "…"": the slide's text replaced.
      .replace(
        /\b(?:paste|put|drop)\s+this\s+(?:onto|on|into|in)\s+(the\s+[\p{L}\s-]{2,25}?\s+slide|slide\s*\d{1,2}),?\s+replacing\s+(?:what'?s\s+(?:there|on it)|everything|the\s+(?:text|copy|line))(?:\s+now)?\s*:\s*/iu,
        "$1: replace it with this: ",
      )
      // "Cover line needs to reflect who we serve now. Use: '…'": the cover's tagline, in these words.
      .replace(/\b(cover|title slide)(?:'s)?\s+line\b/giu, "$1 tagline")
      .replace(/(^|[.!]\s+)use\s*:\s*(?=["“'‘]|$)/iu, "$1replace it with this: ")
      // "… doesn't need the why-now or the financials slide, pull both": both go.
      .replace(/\bpull\s+(both|them both|the two)\b/giu, "delete both")
      // "can the comparison slide sit directly in front of the $2.5M slide": before it.
      .replace(
        /\b(?:directly\s+|right\s+|just\s+|immediately\s+)?(?:in front of|ahead of)\b/giu,
        "right before",
      )
      // "move traction up to right after the cover": the place said, not a step up.
      .replace(/\b(up|down)\s+to\s+(?=(?:right\s+|just\s+|directly\s+)?(?:after|before)\b)/giu, "")
      // "ok final call: the thank-you slide goes. zero information content": it goes.
      .replace(
        /(^|[:.!?]\s*)(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?\s+slide)\s+goes\s*(?=[.!]|$)/iu,
        "$1delete the $2",
      )
      // "the traction slide: make it slide 3": that slide moves there.
      .replace(
        /^((?:the\s+)?[\p{L}\s-]{2,25}?\s+slide|slide\s*\d{1,2})\s*:\s*(?:make|move|put)\s+it\s+(?:to\s+|at\s+)?(?:slide|position|spot|#)\s*#?(\d{1,2})\b/iu,
        "move $1 to position $2",
      )
      // "slide 8 should land 4th": be slide 4.
      .replace(
        /\b(should|must|needs? to)\s+(?:land|end up|sit|go)\s+(\d{1,2})(?:st|nd|rd|th)\b/giu,
        "$1 be slide $2",
      )
      // "no thank-you card at the end in this version pls": the slide goes.
      .replace(
        /^(?:so\s+|ok\s+)?no\s+([\p{L}][\p{L}\s-]{1,20}?)\s+(?:slide|card)\b(?=[^.!?]*\b(?:pls|please|in this version|this time|for this one)\b)/iu,
        "delete the $1 slide",
      )
      // "advisor to add: Ruth Okonjo, …": the advisors, as "add advisors: …" says them.
      .replace(/^advisors?\s+to\s+add\s*:/iu, "add an advisors slide:")
      // "problem = Acme's 11-day close, solution = …": each slide, then what it gets.
      .replace(new RegExp(`(^|[:,;]\\s*)(${SECTION_WORD})\\s+=\\s+`, "giu"), "$1$2: ")
      // "get it down to a single line": shorten it.
      .replace(/\bget\s+(it|this|that|(?:the|slide)\s+[\p{L}\d\s-]{1,25}?)\s+down\s+to\b/giu, "shorten $1 to")
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
      // "two things for timing slide: (a) … (b) … bullets under the existing line": the points, for that slide.
      .replace(
        /^(?:two|three|2|3|a few|some)\s+(?:things|points|updates|bullets|facts)\s+for\s+(?:the\s+)?([\p{L}\s-]{2,25}?\s+slide)\s*:\s*/iu,
        "add to the $1: ",
      )
      .replace(/(:\s*)\((?:a|1|i)\)\s+(?=[^]*\s\((?:b|2|ii)\)\s)/iu, "$1")
      .replace(/\s+\((?:b|c|d|e|2|3|4|5|ii|iii|iv)\)\s+/giu, "\n")
      .replace(
        /[.!]\s+(?:as\s+)?bullets?\s+(?:under|below)\s+(?:the\s+)?(?:existing|current)?\s*(?:line|one|text)s?\W*$/iu,
        "",
      )
      // "put it on product: NetSuite, QuickBooks Online, …": the list, for that slide.
      .replace(
        /\b(?:put|add|stick|throw)\s+(?:it|them|this|that|these|those)\s+(?:on|to|onto|in)\s+(?:the\s+)?([\p{L}][\p{L}\s-]{1,25}?)(?:\s+slide)?\s*:\s*/iu,
        "add to the $1 slide: ",
      )
      // "give them their own slide → CAC ≈ $2.1k, …": a slide for the points, named by what they are.
      .replace(
        /\bgive\s+(?:them|it|these|those)\s+(?:their|its)\s+own\s+slide\s*(?:→|->|:|—|–)\s*/giu,
        "add a slide with it: ",
      )
      // "we don't have a distribution slide at all. add one: …": a slide of that kind.
      .replace(
        /\b(?:we|i)\s+(?:don'?t|do not|dont)\s+have\s+(?:a|an|any)\s+([\p{L}][\p{L}\s&-]{1,30}?)\s+slide\b[^.!?]*[.!?]\s+(?:so\s+|pls\s+|please\s+)?(?:add|make|create)\s+one\b\s*/iu,
        "add a $1 slide",
      )
      // "the closing thank you one goes": that slide goes.
      .replace(
        /\b(the\s+(?:closing\s+)?[\p{L}\s-]{2,20}?)\s+one\s+(goes|has to go|can go)\b/giu,
        "$1 slide $2",
      )
      // "slide 13 stays up for ~5 min of Q&A": on screen, not moved up.
      .replace(
        /\b(stays?|staying|is|left|kept|keep it)\s+up\b(?=\s+(?:for|during|while|the whole|on screen|the entire))/giu,
        "$1 on screen",
      )
      .replace(/\b2\s+long\b/giu, "too long")
      .replace(/,?\s+for now\b/giu, "")
      .replace(/\bneeds?\s+(?:more\s+)?punch\b/giu, "make it punchier")
  );
}

/**
 * Shorthand whose words span a quote, so it is read on the whole message: "remove the 'unlike BlackLine'
 * one" (that slide), "called both the timing slide and the market slide 'fluffy'. tighten both", "flipped
 * past 6 and 11 without reading either. delete both" (each of the two named before).
 */
export function acrossQuotes(text: string): string {
  return (
    text
      // "remove the 'unlike BlackLine' one entirely": the slide with that title.
      .replace(
        /\b(remove|delete|drop|cut|kill)\s+the\s+(["“'‘][^"”'’]{3,60}["”'’])\s+one\b/giu,
        "$1 the $2 slide",
      )
      // "called both the timing slide and the market slide 'fluffy'. tighten both": each of the two named.
      .replace(
        /^(.*?)\b(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+slide\s+and\s+the\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+slide\b([^.!?]*[.!?]\s+)(tighten|shorten|trim|rewrite|fix|delete|remove|cut|punch up)\s+(?:them\s+)?both\b/iu,
        (_, before: string, first: string, second: string, rest: string, verb: string) =>
          `${before}the ${first} slide and the ${second} slide${rest}${verb} the ${first} slide and the ${second} slide`,
      )
      // "flipped straight past 6 and 11 without reading either. delete both": slides 6 and 11.
      .replace(
        /^(.*?\b(\d{1,2})\s+(?:and|&)\s+(\d{1,2})\b[^.!?]*[.!?]\s+)(delete|remove|cut|drop|tighten|shorten|rewrite)\s+(?:them\s+)?both\b/iu,
        (_, before: string, first: string, second: string, verb: string) =>
          `${before}${verb} slides ${first} and ${second}`,
      )
      // "slide 4 and slide 5 are both too long. make them shorter": each of the two, asked once.
      .replace(
        /^(.*?\bslides?\s+(\d{1,2})\s+(?:and|&)\s+(?:slide\s+)?(\d{1,2})\b[^.!?]*[.!?]\s+)(?:pls\s+|please\s+)?(?:make them shorter|shorten them|tighten them|trim them|cut them down)\b/iu,
        (_, _remark: string, first: string, second: string) => `shorten slides ${first} and ${second}`,
      )
      // "market is after why now, but I think market should come first. exchange them please": swap the two.
      .replace(
        /^(.*?)\b(?:swap|switch|exchange|flip)\s+(?:them|the two|both)(?:\s+around)?\b.*$/isu,
        (whole, before: string) => {
          const named = [
            ...new Set(mentions(before).map((found) => before.slice(found.index, found.end).toLowerCase())),
          ];
          return named.length === 2 ? `swap ${named[0]} and ${named[1]}` : whole;
        },
      )
  );
}
