import { findFigures } from "./layouts/figures.ts";
import { FIGURE_CHANGE } from "./copilot-figure-kinds.ts";
import { ASKS_WHETHER } from "./copilot-shorthand.ts";
import { namesIn } from "./copilot-add-facts.ts";
import { headRef, type FactDump } from "./copilot-slide-facts.ts";
import { figureList, type FactListRule } from "./copilot-slide-items.ts";
import { withoutEvents } from "./slide-concepts.ts";
import { NAMES_THE_DECK, parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { sectionForPhrase } from "./sections.ts";
import { capitalize, cleanBullet, PERSON_NAME } from "./text.ts";

/**
 * News handed over with where it goes, in the founder's own order: "avg close time went from 9.5 days →
 * 2.8 days. get it on traction", "new hire!! Omar Haddad joined as Head of Sales 🙌 team slide pls",
 * "we shipped intercompany reconciliation last week. product slide should say so". The parts that state
 * facts become the slide's new line; the part that says where names the slide.
 */

/** The part of the message that says where the news goes; its first group is the slide. */
const DESTINATIONS: readonly RegExp[] = [
  /\b(?:get|put|add|drop|stick|throw|pop|include)\s+(?:(?:it|that|this|them|em|'em|those|these|both|her|him)\s+|(?:(?:her|his|their|actual|real|our)\s+)?names?(?:\s*(?:\+|and)\s*titles?)?\s+)?(?:on|to|in|into|onto|under)\s+(?:the\s+)?(.+?)(?:\s+(?:slide|too|as well))?\s*(?:pls|please|plz)?\W*$/iu,
  /\b(?:belongs?|goes|go|fits?)\s+(?:on|in|into)\s+(?:the\s+)?(.+?)(?:\s+slide)?(?:,?\s*right)?\W*(?:\s+add\s+it\W*)?$/iu,
  /^(?:the\s+)?(.+?)\s+slide\s+(?:pls|please|plz)\W*$/iu,
  /\b(?:is|are)\s+missing\s+(?:from|on)\s+(?:the\s+)?(.+?)(?:\s+slide)?\W*$/iu,
  /^(?:the\s+)?(.+?)\s+(?:slide\s+)?(?:should|needs? to|has to)\s+(?:say|mention|show|include|reflect)\s+(?:so|that|it|this)\W*$/iu,
  // "thats the proof point for the solution slide, put it there".
  /^(?:that'?s|thats|this is|it'?s|its)\s+(?:the|a|our)\s+[\p{L}\s-]{2,30}?\s+for\s+(?:the\s+)?(.+?)\s+slide\b[^.]*$/iu,
  // "slide 7 still says $49 flat": the slide is out of date, and the news goes there.
  /^(?:the\s+)?(.+?)\s+(?:slide\s+)?still\s+(?:says|shows|has|reads|lists)\b.*$/iu,
  // "make these bullets on the product slide under the main line".
  /\b(?:make|turn|put|add)\s+(?:these|them|those|this)\s+(?:in(?:to)?\s+|as\s+)?(?:bullets?|points?|lines?)?\s*(?:on|in|to|under)\s+(?:the\s+)?([\p{L}\s-]+?)\s+slide\b.*$/iu,
  // "the 40 hrs on slide 2 was honestly a guess, use these instead".
  /\b(slide\s*\d{1,2}|the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+slide(?!\s*\d))\b[^.!?]*\buse\s+(?:these|this|them|those)(?:\s+(?:instead|numbers|figures))?\W*$/iu,
  // "slide 7 needs all three", "traction needs both".
  /^(?:the\s+)?(.+?)\s+(?:slide\s+)?needs?\s+(?:(?:all|both)(?:\s+(?:of\s+)?(?:them|those|these|two|three|four|five))?|them|these|those)\W*$/iu,
];

/** A part that states news: a figure, a name, or something the team did. */
function statesFact(part: string): boolean {
  return (
    findFigures(part).length > 0 ||
    namesIn(part.replace(/^\p{Lu}/u, "")).length > 0 ||
    /\b(?:we|we've|we're|our|he|she|they)\b[^.?!]*\b(?:shipped|launched|joined|signed|started|hired|closed|won|released|partnered|added|moved|went)\b/iu.test(
      part,
    ) ||
    // "multi-entity consolidation is live": a feature shipped.
    /\b(?:is|are|went|now)\s+(?:live|GA|generally available)\b/iu.test(part)
  );
}

/** A person's name on its own: "Mei Lin", "Dana Lee". */
const isName = (part: string) => new RegExp(`^${PERSON_NAME}$`, "u").test(part.trim());

/** The slide a place names: "traction", "the team slide", "slide 8". */
function slideAt(where: string): SlideRef | null {
  // "file title still says seed deck": the deck's own name, no slide.
  if (NAMES_THE_DECK.test(where) || /^(?:the\s+)?(?:file|deck)$/iu.test(where)) return null;
  const ref = parseSlideRef(`${where} slide`) ?? headRef(where)?.ref ?? null;
  return ref && ref.kind !== "all" ? ref : null;
}

/** The slides a destination part names: "add it to traction, and also drop it into the business model slide". */
function destinations(part: string): SlideRef[] {
  const refs: SlideRef[] = [];
  for (const piece of part.split(
    /,?\s+(?:and\s+)?also\s+|,\s+and\s+(?=(?:get|put|add|drop|stick|throw|pop|include)\b)/iu,
  )) {
    for (const pattern of DESTINATIONS) {
      const where = pattern.exec(piece.trim())?.[1];
      const ref = where ? slideAt(where.replace(/\s+(?:slide\s+)?as\s+.*$/iu, "")) : null;
      if (ref) {
        refs.push(ref);
        break;
      }
    }
  }
  return refs;
}

/** Openers that are excitement, not news: "new hire!!", "ok so", "fyi". */
const OPENER = /^(?:(?:ok(?:ay)?|so|fyi|also|btw|update|news|new hire|big news|honestly)[\s,:!]*)+/iu;

/** Chat about the news, which no slide line needs: "signed his offer", "yday". */
const NEWS_ASIDE = /\s*\b(?:signed (?:his|her|their) offer|yday)\b\s*/giu;

/** What asks to add, around the news: "add that", "add both", "fill those in", "add:". */
const ASKING =
  /(?:^|[\s.,;!])(?:pls\s+|please\s+)?(?:add|include|put)\s+(?:that|it|both|them|this|em|'em)\b[^.?!]*[.!?]*\s*$|^(?:pls\s+|please\s+)?(?:add|include)\s*:\s*|(?:^|[\s.,;!])fill (?:those|these|them|it) in\W*$/iu;

/**
 * "team — we hired a VP Eng, Marco Ruiz, ex-Gusto", "biz model: seat count grows ~30% in year one. add
 * that", "why now — add: NetSuite opened real-time APIs in 2024": the slide heads the message.
 */
function headed(message: string): FactDump | null {
  // "market map slide pls: …" asks for a new slide.
  if (
    /^[^:—–]*\bslide\s+(?:pls|please|plz)\s*[:—–-]|^(?:(?:a\s+)?new\s+)?slide idea\b|^(?:a\s+)?new slide\b/iu.test(
      message,
    )
  )
    return null;
  const head =
    /^(?:the\s+)?([\p{L}][\p{L}\s&-]{1,25}?)(?:\s+slide)?(?:\s+(?:fyi|update|pls|please|(?:pt|part)\s*\d|(?:#|no\.?\s*|point\s+|bullet\s+)\d))?(?:\s*\(([^)]*)\))?\s*(?::|—|–|\s-)\s+(.+)$/su.exec(
      message.trim(),
    );
  if (
    !head?.[1] ||
    !head[3] ||
    /^(?:rename|retitle|call|name|add|put|delete|remove|lose|kill|move|make|swap)\b|\b(?:title|heading|headline|tagline|contact|contacts)\b/iu.test(
      head[1],
    )
  )
    return null;
  // "the numbers slide (11, not traction)": the number in the aside is the slide.
  // "(n=24)" is a sample's size, not a slide.
  const number = head[2]
    ? /^\s*(?:slide\s*|#)?(\d{1,2})\b|\bslide\s*(\d{1,2})\b/iu.exec(head[2])?.slice(1).find(Boolean)
    : undefined;
  // The head must name a slide: a section's own name ("biz model", "team") or "… slide", never "oops".
  // "closing slide for demo day:": the slide, not the event it is for ("demo day" is no product demo).
  const said = withoutEvents(head[1].replace(/\s+for\s+.+$/iu, "")).trim();
  const named = !said
    ? null
    : /\bslide\b/iu.test(message.slice(0, head[1].length + 12)) || sectionForPhrase(said)
      ? slideAt(said)
      : (headRef(said)?.ref ?? null);
  const target = number ? ({ kind: "number", number: Number(number) } as const) : named;
  if (!target || FIGURE_CHANGE.test(head[3])) return null;
  // "add 'VP Eng (ex-Brex), joining Dec'": the founder's own line.
  const quoted = /\b(?:add|put|say)\s+["“'‘](.{3,120}?)["”'’]\s*[.!]*$/iu.exec(head[3])?.[1];
  if (quoted) return { target, items: [capitalize(quoted)] };
  const rest = head[3].replace(/\p{Extended_Pictographic}+/gu, " ").trim();
  const parts = rest
    .split(/(?<=[.!?])\s+/u)
    .map((part) =>
      part
        .replace(ASKING, "")
        .replace(/[.!?\s]+$/u, "")
        .trim(),
    )
    .filter((part) => part.split(/\s+/u).length >= 2);
  // Every part must be news: a request ("make it punchier", "drop that line") is for the other readers.
  if (parts.length === 0 || !parts.some(statesFact) || parts.some((part) => REQUEST_WORDS.test(part)))
    return null;
  return { target, items: [capitalize(parts.map((part) => cleanBullet(part)).join(". "))] };
}

const REQUEST_WORDS =
  /\b(?:replace|change|swap|turn|rewrite|reword)\s+(?:it|this|that)\s+(?:with|to|into|for)\b|^(?:make|rewrite|reword|shorten|remove|delete|drop|cut|move|swap|replace|change|turn|restructure|write|give|frame|reframe|rephrase|focus|fix|soften|flesh|beef|can|could|should|is|are|does|do|what|why|how)\b|\b(?:too long|punchier|shorter|tighter|crisper|clearer)\b|\b\d+\s+(?:lines?|words?|bullets?)\s+max\b|\bmax(?:imum)?\s+\d+\s+(?:lines?|words?|bullets?)\b|\?/iu;

/** "delete slide 11. burn/runway go in the cover email": a request, not news to put somewhere. */
const REQUEST =
  /^(?:pls\s+|please\s+)?(?:delete|remove|drop|cut|move|rename|retitle|swap|kill|lose|ditch|scrap)\s+(?:the\s+)?slides?\b/iu;

export function parseHandover(message: string): FactDump[] | null {
  if (ASKS_WHETHER.test(message)) return null;
  const onHead = headed(message);
  if (onHead) return [onHead];
  const parts = message
    .replace(/\p{Extended_Pictographic}+/gu, ". ")
    .split(/(?<!\b(?:Dr|Mr|Ms|Mrs|Prof|St|Inc|vs|etc)\.)(?<=[.!?])\s+|\s+[—–]\s+|;\s+|\n+(?=[-•*]\s|\p{L})/u)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
  // Dictated, with no full stop: "… he was at Ramp for four years add him to the team one".
  if (parts.length === 1) {
    const said =
      /\s(?=(?:pls\s+|please\s+|just\s+)?(?:add|put|get|stick|drop|throw)\s+(?:it|that|this|them|him|her|those|these|both|em)\s+(?:on|to|in|into|onto)\b[^]*$)/iu.exec(
        parts[0]!,
      );
    if (said) parts.splice(0, 1, parts[0]!.slice(0, said.index), parts[0]!.slice(said.index + 1));
  }
  if (parts.length < 2) return null;
  const where = parts.map(destinations);
  // "timing slide is missing the real unlock — netsuite opened SuiteQL in 2024. add it": the remark names it.
  const addIt = /^(?:pls\s+|please\s+|so\s+)?(?:add|include)\s+(?:it|that|this|them|both)\W*$/iu;
  if (where.every((refs) => refs.length === 0) && parts.length >= 3 && addIt.test(parts.at(-1)!)) {
    const named = parseSlideRef(parts[0]!);
    if (named && named.kind !== "all" && !statesFact(parts[0]!)) where[parts.length - 1] = [named];
    parts.shift();
    where.shift();
  }
  const forIt = factsForIt(parts);
  if (forIt) return [forIt];
  const at = where.findIndex((refs) => refs.length > 0);
  if (at < 0) return null;
  // "our 3rd cofounder is missing from the team slide 😬 Mei Lin — head of product…": the news follows.
  const facts = (at === 0 ? parts.slice(1) : parts.slice(0, at))
    .map((part) =>
      part
        .replace(OPENER, "")
        .replace(NEWS_ASIDE, "")
        .replace(/[.!?]+$/u, "")
        .trim(),
    )
    .filter(
      (part) => (part.split(/\s+/u).length >= 3 || isName(part)) && statesFact(part) && !REQUEST.test(part),
    );
  if (facts.length === 0 || facts.every(isName)) return null;
  // "- Starter: $39/seat/mo …\n- Enterprise: talk to us": a pasted list is a point a line, all of it.
  const pasted = (at === 0 ? parts.slice(1) : parts.slice(0, at)).filter((part) => /^[-•*]\s/u.test(part));
  const stale = /\bstill\s+(?:says|shows|has|reads|lists)\s+(\p{Sc}?\d[\d.,]*[kKmM]?)/iu.exec(
    parts[at]!,
  )?.[1];
  if (pasted.length >= 2)
    return where[at]!.map((target) => ({
      target,
      items: pasted.map((line) => capitalize(cleanBullet(line.replace(/^[-•*]\s+/u, "")))),
      ...(stale ? { stale } : {}),
    }));
  const listed = facts.length === 1 ? listedFacts(facts[0]!) : null;
  if (listed) return where[at]!.map((target) => ({ target, items: listed }));
  // "Mei Lin — head of product": a name leads the words about that person.
  const text = facts
    .map((fact) => cleanBullet(fact.replace(/\bw\/\s*/giu, "with ")))
    .reduce(
      (joined, fact, i) => (i === 0 ? fact : `${joined}${isName(facts[i - 1]!) ? " —" : ";"} ${fact}`),
      "",
    );
  return where[at]!.map((target) => ({ target, items: [capitalize(text)] }));
}

/** "facts for it: …", "numbers for that slide:": the list is for the slide the message named before. */
const FOR_IT =
  /^(?:(?:the|some|a few|here are|here's)\s+)?(?:facts|numbers|figures|details|data|stats|points|info)\s+(?:for|on)\s+(?:it|that|this|that slide|the slide)\s*:\s*(.+)$/isu;

function factsForIt(parts: string[]): FactDump | null {
  const at = parts.findIndex((part) => FOR_IT.test(part));
  if (at < 1) return null;
  const list = FOR_IT.exec(parts.slice(at).join(" "))![1]!.replace(/[.!]+$/u, "");
  const named = parts
    .slice(0, at)
    .map(parseSlideRef)
    .find((ref) => ref && ref.kind !== "all");
  if (!named || !statesFact(list)) return null;
  return { target: named, items: listedFacts(list) ?? [capitalize(cleanBullet(list))] };
}

/** A source's label before a list: "per Sam's deal desk export:", "from the CRM:". */
const SOURCE_LABEL = /^(?:per|from|via|according to)\b[^:\d]{2,50}:\s*/iu;

/**
 * "per Sam's deal desk export: ACV averaging $6.8k, one-time $1.5k onboarding fee, 4 of 5 customers pay
 * yearly upfront": figures listed after their source are a point each, without the label.
 */
function listedFacts(fact: string): string[] | null {
  return (
    figureList(fact.replace(SOURCE_LABEL, ""), HANDED_OVER)?.map((piece) => capitalize(cleanBullet(piece))) ??
    null
  );
}

/** Facts handed over in a row: two or more, at least half of them figures. */
const HANDED_OVER: FactListRule = { least: 2, words: 10, withFigures: 0.5 };
