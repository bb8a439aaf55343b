import { parsePastedSlide } from "./copilot-pasted-slide.ts";
import { slideByName } from "./copilot-slide-by-name.ts";
import { parsePlacement, type Placement } from "./copilot-placement.ts";
import { numbered, placeIn, pointsAfter, QUOTED } from "./copilot-new-slide-parts.ts";
import { headlineFrom } from "./headline.ts";
import { mentions } from "./copilot-mentions.ts";
import { parseSlideRef } from "./slide-refs.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * New slides asked for the way founders write them, with the title, the place and the points in one
 * breath: "put a 'Why we win' slide after competition: proprietary data, ERP partnerships", "new slide
 * before the ask: 'What $2.5M gets us'", "customer quote slide after traction pls — …", "new slide after
 * traction w/ a placeholder for the cohort retention chart", and news followed by "need a slide for that".
 */
export interface NewSlide {
  topic: string;
  placement: Placement | null;
  items?: string[];
  /** The founder wrote the title in quotes: the slide takes it as written ("'Our clients'"). */
  quoted?: boolean;
}

/** What the slide shows: "with logos of Halden Pharma, Norwell Steel and Pinecrest Hotels"; "showing we connect with NetSuite and Xero" is one line. */
const SHOWING =
  /^\s*(?:with|showing|listing|that (?:shows|lists))\s+(?:(?:the\s+)?(?:logos?|names?)\s+of\s+)?/iu;

function shownItems(rest: string): string[] | undefined {
  const shown = SHOWING.exec(rest);
  if (!shown) return undefined;
  const said = rest
    .slice(shown[0].length)
    .replace(/[.!]\s+.*$/su, "")
    .replace(/[.!]+$/u, "")
    .trim();
  if (said.length < 3 || placeIn(said)) return undefined;
  if (/^(?:we|our|it|they|you|the)\b/iu.test(said)) return [capitalize(said)];
  const items = said
    .split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+(?=\p{Lu})/u)
    .filter((item) => /\p{L}/u.test(item));
  return items.length > 0 ? items.map(capitalize) : undefined;
}

function quotedTitle(message: string): NewSlide | null {
  const before = new RegExp(
    String.raw`\b(?:(?:add|put|make|create|need|needs|want|wants|do|asked for|asks for|requires?)\s+(?:always\s+|also\s+)?(?:in\s+)?(?:a|an)|new)\s+${QUOTED}\s+slide\b(.*)$`,
    "isu",
  ).exec(message);
  if (before?.[1]) {
    const items = shownItems(before[2] ?? "") ?? pointsAfter(before[2] ?? "") ?? numbered(before[2] ?? "");
    const placement = placeIn(before[2] ?? "");
    // With neither a place nor points, the usual reading of "add a 'X' slide" applies.
    if (items || placement) return { topic: before[1], placement, quoted: true, ...(items ? { items } : {}) };
  }
  // "new slide 'Grants / non-dilutive': …", "add slide 'Why Berlin' — …": the title right after "slide".
  const titled = new RegExp(
    String.raw`\b(?:new|(?:add|make|create|insert)(?:\s+(?:a|new|a new))?|(?:asks?|wants?|needs?|requires?)\s+(?:always\s+|also\s+)?(?:a|an)|one more)\s+slide\s*(?:pls|please)?(?:,?\s*(?:titled|called|named))?\s*[:—–]?\s*${QUOTED}(.*)$`,
    "isu",
  ).exec(message);
  if (titled?.[1]) {
    const rest = titled[2] ?? "";
    // "— I know pricing lives on 7, this is different: CAC ~$3.2k, …": the points follow the last colon.
    const listed = rest.includes(":") ? rest.slice(rest.lastIndexOf(":")) : rest;
    const items = shownItems(rest) ?? pointsAfter(listed);
    return { topic: titled[1], placement: placeIn(rest), quoted: true, ...(items ? { items } : {}) };
  }
  // "a dedicated walkthrough slide, i'd title it 'From bank feed to closed books' — ERP sync, …".
  const named = new RegExp(
    String.raw`\b(?:a|an)\s+(?:dedicated|separate|new|own)\s+[\p{L}\s-]{0,30}?slide\b(?:[^.!?"“'‘]|(?<=\p{L})'(?=\p{L})){0,40}?\b(?:title|call|name)\s+it\s+${QUOTED}(.*)$`,
    "isu",
  ).exec(message);
  if (named?.[1]) {
    const rest = named[2] ?? "";
    const items = pointsAfter(rest);
    return { topic: named[1], placement: placeIn(rest), quoted: true, ...(items ? { items } : {}) };
  }
  // "new slide after product called 'Benchmarks' — …": the title is what it is called.
  const called = new RegExp(
    String.raw`\bnew slide\b([^:"“'‘]{0,40}?)\s*,?\s*(?:called|titled|named)\s*${QUOTED}(.*)$`,
    "isu",
  ).exec(message);
  if (called?.[2]) {
    const points = pointsAfter(called[3] ?? "");
    return {
      topic: called[2],
      placement: placeIn(called[1] ?? ""),
      quoted: true,
      ...(points ? { items: points } : {}),
    };
  }
  const after = new RegExp(String.raw`\bnew slide\b([^:"“'‘]*?)[:—–]\s*${QUOTED}`, "isu").exec(message);
  if (after?.[2]) {
    const items = pointsAfter(message.slice(after.index + after[0].length));
    return {
      topic: after[2],
      placement: placeIn(after[1] ?? ""),
      quoted: true,
      ...(items ? { items } : {}),
    };
  }
  return null;
}

/** A slide of its own, though the team slide could hold it ("advisors slide pls — …"). */
const OWN_SLIDE = /^(?:advisors?|advisory board|board|investors|backers)$/iu;

/**
 * "integrations slide — DATEV, SAP, NetSuite. after product pls", "slide pls: awards 🏆 we won …", "slide
 * for cap table after the ask: founders 78%, …": a slide the deck does not have, named, then its points.
 */
function topicSlide(message: string): NewSlide | null {
  const text = message.trim().replace(/\s*\p{Extended_Pictographic}+\uFE0F?\s*/gu, " — ");
  const said =
    // "org after the raise slide — 6 → 14 ppl, boxes by function": a topic, where it goes, its points.
    /^(?:(?:a|an|new)\s+)?([\p{L}][\p{L}&/-]{1,20}(?:\s+[\p{L}&/-]+)?)(\s+(?:right\s+|just\s+)?(?:before|after)\s+(?:the\s+)?[\p{L}\s-]+?\s+slide)\s*[:—–]\s*(.+)$/isu.exec(
      text,
    ) ??
    /^(?:(?:a|an|new)\s+)?([\p{L}][\p{L}\s&/-]{2,30}?)\s+slide\s*(?:pls|please|plz)?\s*[—–:]\s*(.+)$/isu.exec(
      text,
    ) ??
    /^(?:new\s+)?slide\s*(?:pls|please|plz)?\s*:\s*([\p{L}][\p{L}\s&/-]{2,25}?)\s*[—–:]\s*(.+)$/isu.exec(
      text,
    ) ??
    /^(?:(?:a|new)\s+)?slide\s+(?:for|on|about)\s+(?:the\s+|our\s+)?([\p{L}][\p{L}\s&/-]{2,25}?)(\s+(?:right\s+)?(?:before|after)\s+[^:—–]+?)?\s*[:—–]\s*(.+)$/isu.exec(
      text,
    );
  if (!said?.[1]) return null;
  const topic = said[1].trim();
  // "new go-to-market slide: …" asks for it even where the deck's sections are named.
  if (mentions(topic).length > 0 && !OWN_SLIDE.test(topic) && !/^new\s/iu.test(text)) return null;
  // "last slide: …", "update the Northwind case study slide: …": a slide the deck has, said another way.
  if (parseSlideRef(`the ${topic} slide`)?.kind !== "phrase") return null;
  if (
    /^(?:new|the|this|that|my|our|one)$|^(?:move|put|add|make|delete|remove|need|want|can|could|i|we|update|fix|change|edit|rewrite|shorten|tighten|redo|finish|fill)\b/iu.test(
      topic,
    )
  )
    return null;
  const rest = said.length > 3 && said[3] !== undefined ? said[3] : (said[2] ?? "");
  // "blackline slide → slot 7": a slide the deck has, by a word of its title, moved.
  if (/^(?:to\s+)?(?:slot|position|spot|#)\s*\d{1,2}\s*[.!]*$/iu.test(rest.trim())) return null;
  // "hiring plan slide: +3 engineers in Q1, update pls": a slide the founder thinks exists (the reply asks).
  if (/\b(?:update|fix|change|correct|swap|replace|remove|delete)\b/iu.test(rest)) return null;
  const placement =
    placeIn(said.length > 3 ? (said[2] ?? "") : "") ?? placeIn(rest.split(/[.!?]\s+/u).at(-1) ?? "");
  const points = pointsAfter(
    `: ${rest.replace(/[.!]\s+(?:(?:right\s+)?(?:before|after)\b|put it\b)[^.!?]*[.!]*$/iu, "")}`,
  );
  return { topic, placement, ...(points ? { items: points } : {}) };
}

function placedTopic(message: string): NewSlide | null {
  // "new slide after traction w/ a placeholder for the cohort retention chart".
  const forWhat =
    /\bnew slide\s+((?:right\s+)?(?:before|after)\s+(?:the\s+)?[\p{L}\s-]+?)\s+(?:w\/|with)\s+(?:a\s+)?placeholders?\s+for\s+(?:the\s+|our\s+)?(.+?)\s*[.!]*$/iu.exec(
      message,
    );
  if (forWhat?.[1] && forWhat[2]) return { topic: forWhat[2], placement: parsePlacement(forWhat[1]) };
  // "new slide after traction w/ 3 customer logos: Halvorsen Freight, Birch & Co Dental, Meridian Labs".
  const withList =
    /\bnew slide\s+((?:right\s+)?(?:before|after)\s+(?:the\s+)?[\p{L}\s-]+?)\s+(?:w\/|with)\s+(?:\d+\s+|a\s+|an\s+|our\s+)?([\p{L}][\p{L}\s-]{2,30}?)\s*:\s*(.+)$/iu.exec(
      message,
    );
  // Names keep their "&" ("Birch & Co Dental"): the list splits on commas and "and" only.
  const listed = withList?.[3]
    ?.replace(/[.!]+$/u, "")
    .split(/\s*,\s*|\s+and\s+/u)
    .map((item) => capitalize(cleanBullet(item)))
    .filter(Boolean);
  if (withList?.[1] && withList[2] && listed && listed.length > 0)
    return { topic: withList[2], placement: parsePlacement(withList[1]), items: listed };
  // "customer quote slide after traction pls — Pinecrest's controller told us '…'".
  // "question I bombed: '…'. milestones slide before the ask pls: Q1 …": the sentence that asks.
  const asking =
    /^(?:(?:a|an|the)\s+)?([\p{L}][\p{L}\s&-]{2,30}?)\s+slide\s+((?:right\s+)?(?:before|after)\s+(?:the\s+)?[\p{L}\s-]+?)(?:\s+(?:pls|please|plz))?\s*(?:[—–:]\s*(.+))?$/isu;
  const topicFirst =
    asking.exec(message.trim()) ??
    asking.exec(
      message
        .trim()
        .split(/(?<=[.!?])\s+(?=\p{Ll})/u)
        .at(-1) ?? "",
    );
  const verb =
    /^(?:new|the|this|that|my|our)$|^(?:move|put|place|push|pull|bump|shift|drag|slot|swap|switch|delete|remove|drop|make|add|create|need|want|have|get|do|insert|include|write|can|could|should|let'?s|i|we)\b/iu;
  // "tam slide after the traction one": a slide the deck has, moved.
  // "milestones slide before the ask pls: Q1 …, Q2 …": points after a colon make it new, moved slides carry none.
  const hasPoints = (pointsAfter(`: ${topicFirst?.[3] ?? ""}`)?.length ?? 0) >= 2;
  const has = topicFirst?.[1]
    ? mentions(topicFirst[1]).length > 0 && !OWN_SLIDE.test(topicFirst[1].trim()) && !hasPoints
    : false;
  if (topicFirst?.[1] && topicFirst[2] && !has && !verb.test(topicFirst[1].trim())) {
    const placement = parsePlacement(topicFirst[2]);
    const quote = /["“]([^"”]{6,200})["”]|(?:^|[\s(])'([^']{6,200})'(?=[\s.,!?)]|$)/u.exec(
      topicFirst[3] ?? "",
    );
    const said = quote?.[1] ?? quote?.[2];
    // "Pinecrest's controller told us '…'": the quote, then who said it.
    const who = /^(.+?)\s+(?:told us|said|says|wrote)\b/iu.exec(topicFirst[3] ?? "")?.[1];
    const items = said
      ? [`“${said.replace(/[.!]$/u, "")}”${who ? ` — ${who}` : ""}`]
      : topicFirst[3]
        ? pointsAfter(`: ${topicFirst[3]}`)
        : undefined;
    if (placement) return { topic: topicFirst[1], placement, ...(items ? { items } : {}) };
  }
  return null;
}

/** Pasted lines as points, without their bullet marks. */
const lineItems = (lines: readonly string[]): string[] =>
  lines.map((line) => capitalize(cleanBullet(line.trim().replace(/^[-•*>]\s*/u, "")))).filter(Boolean);

/** "pasted from our Notion roadmap:\nQ1 — …\nQ2 — …\nmake this a slide before the ask". */
function pastedSlide(message: string): NewSlide | null {
  const asked =
    /\n\s*(?:pls\s+|please\s+)?(?:make|turn)\s+(?:this|that|it|these)\s+(?:into\s+)?(?:a|its own)\s+slide\b(.*)$/iu.exec(
      message,
    );
  if (!asked) return null;
  const [head = "", ...lines] = message.slice(0, asked.index).split(/\n+/u);
  const items = lineItems(lines);
  const topic = /\b(?:from|of)\s+(?:our|my|the)\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)\s*:?\s*$/iu.exec(head)?.[1];
  if (!topic || items.length < 2) return null;
  return { topic, placement: placeIn(asked[1] ?? ""), items };
}

/** "we've saved customers 14,000 accountant-hours total. need a slide for that": the news is the slide. */
function newsSlide(message: string): NewSlide | null {
  const asked =
    /(?:^|[.!?🙌]\s*|,\s*)(?:so\s+)?(?:we\s+)?(?:need|want|give (?:it|that|this))\s+(?:a|an|its own|their own)\s+(?:new\s+)?slide(?:\s+(?:for|on|about)\s+(?:that|this|it))?\s*(?:pls|please)?\s*(?:[—–:]\s*(.+))?$/iu.exec(
      message,
    );
  if (!asked) return null;
  const news = message.slice(0, asked.index).trim();
  if (!news) return null;
  // "… thats a distribution moat, give it its own slide": what the founder calls it is the title.
  const called =
    /\b(?:that'?s|this is|it'?s)\s+(?:a|an|our)\s+([\p{L}\s-]{3,30}?)\s*$/iu.exec(news) ??
    // "…: 'biggest fear = data security, who sees our bank data'": the pasted words' subject.
    /["“'‘][^"”'’=]*?=\s*([\p{L}\s-]{3,30}?)\s*[,"”'’]/u.exec(news);
  const points = asked[1] ? pointsAfter(`: ${asked[1]}`) : undefined;
  const fact = cleanBullet(
    news
      .replace(/\p{Extended_Pictographic}/gu, " ")
      .replace(/\s*,?\s*\b(?:that'?s|this is|it'?s)\s+(?:a|an|our)\s+[\p{L}\s-]+$/iu, ""),
  );
  const topic = called?.[1] ?? headlineFrom(fact) ?? fact;
  const items = points ?? (fact ? [capitalize(fact)] : undefined);
  return { topic, placement: null, ...(items ? { items } : {}) };
}

/** What a slide is called in a request for one: "a 'Product engagement' slide", "its own security slide". */
const KIND = String.raw`(?:["“'‘]((?:[^"”'’]|(?<=\p{L})['’](?=\p{L})){3,40})["”'’]|([\p{L}][\p{L}\s&-]{1,25}?))`;

const ASKED = [
  new RegExp(
    String.raw`\b(?:this|that|it|these)\s+(?:needs|deserves|should get|gets)\s+(?:its own|their own|a|an)\s+(?:new\s+)?${KIND}\s+slide\b(.*)$`,
    "isu",
  ),
  new RegExp(
    String.raw`\b(?:make|turn)\s+(?:this|that|these)\s+(?:into\s+)?(?:a|an)\s+${KIND}\s+slide\b(.*)$`,
    "isu",
  ),
  new RegExp(
    String.raw`\bput\s+(?:it|this|that|these)\s+on\s+(?:a|an|a new|its own)\s+${KIND}\s+slide\b(.*)$`,
    "isu",
  ),
  new RegExp(
    String.raw`\bgive\s+(?:it|this|that|these)\s+(?:its own|their own|a|an)\s+(?:new\s+)?${KIND}\s+slide\b(.*)$`,
    "isu",
  ),
];

/**
 * Pasted notes as points: their bullets or lines under a heading, the one quote they hold (with who said
 * it), or the news itself.
 */
function pastedPoints(text: string): string[] | undefined {
  const lines = text
    .split(/\n+/u)
    .map((line) => line.trim())
    .filter(Boolean);
  const body = /:\s*$/u.test(lines[0] ?? "") ? lines.slice(1) : lines;
  const points = lineItems(body);
  if (points.length >= 2) return points;
  const quote = /(?:^|[\s:(])["“']([^"”]{20,300}?)["”']\s*(?:\p{Extended_Pictographic}|\s|$)/u.exec(text);
  if (!quote?.[1]) {
    // "launched Ledgerly Assist on Product Hunt, #2 product of the day 🚀": the news is the point.
    const news = cleanBullet(
      text.replace(/\p{Extended_Pictographic}\uFE0F?/gu, " ").replace(/[.!\s]+$/u, ""),
    );
    return news && news.split(/\s+/u).length >= 4 ? [capitalize(news)] : undefined;
  }
  const who = /^(.+?)\s+(?:posted|said|says|wrote|told us)\b/iu.exec(text)?.[1];
  return [`“${quote[1].trim()}”${who && who.length <= 60 ? ` — ${who}` : ""}`];
}

/**
 * Notes pasted, then a slide asked for by its kind: "… 🎉 this needs its own security slide", "notes from
 * the Birchway QBR: - … make this a case study slide after traction", "… put it on a testimonial slide";
 * and "we have no GTM slide. make one: 60% NetSuite marketplace, …".
 */
export function askedForSlide(message: string): NewSlide | null {
  // "… new slide — 'In the news', both logos …", "new 'Retention' slide: …": asked for in so many words.
  // "a dedicated walkthrough slide, i'd title it '…'": titled in so many words.
  const titled =
    /\bnew\s+(?:slide\s*(?:(?:pls|please)?,?\s*(?:titled|called|named)\s*)?[:—–-]?\s*["“'‘]|["“'‘][^"”'’]{3,60}["”'’]\s+slide\b)|\b(?:a|an)\s+(?:dedicated|separate|new|own)\s+[^.!?]{0,30}?slide\b[^.!?]{0,40}?\b(?:title|call|name)\s+it\s+["“'‘]/iu.exec(
      message,
    );
  if (titled) {
    const said = quotedTitle(message.slice(titled.index));
    if (said) return said;
  }
  const none =
    /\b(?:we have|there'?s|there is)\s+no\s+([\p{L}][\p{L}\s&-]{1,25}?)\s+slide\b[^.!?\n]*[.!?]?\s*(?:pls\s+|please\s+)?(?:make|add|create|do)\s+one\b\s*(?:pls|please)?\s*[:—–]?\s*(.*)$/isu.exec(
      message,
    );
  // "use of funds = 50 eng / 35 GTM / 15 ops as its own slide".
  const own =
    /(?:^|[.!?\n]\s*)([\p{L}][\p{L}\s&-]{2,25}?)\s*[=:]\s*([^.\n]+?)\s+as\s+(?:its own|a|a new|a separate)\s+slide\b(.*)$/isu.exec(
      message,
    );
  if (own?.[1] && own[2]) {
    const items = pointsAfter(`: ${own[2].replace(/\s+\/\s+/gu, ", ")}`);
    return { topic: own[1].trim(), placement: placeIn(own[3] ?? ""), ...(items ? { items } : {}) };
  }
  if (none?.[1]) {
    const items = none[2] ? pointsAfter(`: ${none[2]}`) : undefined;
    return { topic: none[1], placement: placeIn(none[2] ?? ""), ...(items ? { items } : {}) };
  }
  for (const pattern of ASKED) {
    const asked = pattern.exec(message);
    const topic = asked?.[1] ?? asked?.[2];
    if (!asked || !topic || /^(?:new|slide|separate|single|whole)$/iu.test(topic.trim())) continue;
    const items = pastedPoints(message.slice(0, asked.index));
    return { topic: topic.trim(), placement: placeIn(asked[3] ?? ""), ...(items ? { items } : {}) };
  }
  return null;
}

export function parseNewSlide(message: string): NewSlide | null {
  return (
    slideByName(message) ??
    parsePastedSlide(message) ??
    quotedTitle(message) ??
    placedTopic(message) ??
    pastedSlide(message) ??
    askedForSlide(message) ??
    newsSlide(message) ??
    topicSlide(message)
  );
}
