import { mentions } from "./copilot-mentions.ts";
import { slideWordRef } from "./copilot-message-refs.ts";
import type { FactDump } from "./copilot-slide-facts.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * Facts to add to a slide the message names, said around a remark: "the unit economics slide is just a
 * price lol. add gross margin: 81%, hosting + LLM cost about $9/seat/mo", "on the how-we-make-money slide
 * add 81% gross margin and that we've never discounted a deal", "biz model fyi — no setup fee,
 * month-to-month, cancel anytime. every investor asks so put it on the slide". Only the founder's own
 * words go on the slide; a request for writing ("add a line on why this market is ours") is not a fact.
 */

const VERB =
  /\b(?:add|include|mention|list|plug|put(?=\s[^.?!]*\b(?:on|in|onto|under)\b)(?![^.?!]*\b(?:as|first|last|before|after|position)\b))\s+/giu;

/** "a line on why…", "a question for…": asks for words to be written, which the offline engine can't. */
const WRITING =
  /^(?:a |one |some )?(?:line|sentence|bullet|point|question|story|example|hook)s?\s+(?:on|about|for|that explains|explaining)\s+(?:why|how|what)\b/iu;

/** The slide the message names: "the unit economics slide", "the raise one", "biz model fyi —". */
function namedSlide(text: string): SlideRef | null {
  const ref = parseSlideRef(text) ?? slideWordRef(text);
  if (ref && ref.kind !== "all") return ref;
  const one = /\bthe\s+([\p{L}\s-]{2,20}?)\s+one\b/iu.exec(text)?.[1];
  const oneRef = one ? mentions(one)[0] : undefined;
  if (oneRef) return oneRef.ref;
  const head = mentions(text)[0];
  return head && head.index <= 4 ? head.ref : null;
}

/** What comes after the verb, without the slide it goes on ("… to the team slide", "… under it"). */
function contentAfter(clause: string): string {
  // "3 milestones under it — $100k MRR, 150 customers": what they are follows the dash.
  const [head = "", list] = clause.split(/\s[—–]\s|\s*:\s+/u, 2);
  const bare = stripPlace(head);
  return list ? `${bare}: ${list.trim()}` : bare;
}

function stripPlace(clause: string): string {
  return clause
    .replace(
      /\s+(?:to|on|onto|in|into|under)\s+(?:it|that|this|slide\s*\d+|the (?:[\p{L}\s-]{1,25}?\s+)?(?:slide|one))\b.*$/iu,
      "",
    )
    .replace(/^(?:that\s+|a (?:line|note|bullet) (?:that|saying)\s+)/iu, "")
    .trim();
}

export function parseSlideAddition(message: string): FactDump | null {
  const text = message.trim();
  const verbs = [...text.matchAll(VERB)];
  const verb = verbs.at(-1);
  if (!verb) return null;
  const target = namedSlide(text.slice(0, verb.index) || text);
  if (!target) return null;
  // "add to slide 7: …": the slide named again before the words is no part of them.
  const object = text
    .slice(verb.index + verb[0].length)
    .replace(
      /^\s*(?:to|on|onto|in|into|for)\s+(?:the\s+|our\s+|my\s+)?(?:slide\s*\d{1,2}|(?:[\p{L}-]+\s+){1,3}?slide)\s*(?:[:—–]|\s-)\s*/iu,
      " ",
    );
  // "add a slide listing our backers: …" makes a slide; it adds nothing to one.
  if (
    /^\s*(?:in\s+)?(?:a|an|another|new|one more)\s+(?:["“'‘][^"”'’]+["”'’]\s+|\S+\s+){0,5}slide\b/iu.test(
      object,
    )
  )
    return null;
  // "add 'Noor Haddad — Head of Sales (ex-Ramp)' to the team slide": the quoted line, as written.
  const quoted = /^["“'‘](.{3,160}?)["”'’](?=\s+(?:to|on|onto|in|into|under)\b|\s*[.!]?$)/u.exec(object)?.[1];
  if (quoted) return { target, items: [capitalize(quoted.trim())] };
  const said = contentAfter(object);
  if (WRITING.test(said)) return null;
  // "… so put it on the slide": the news before it is what goes on.
  const content = /^(?:it|that|this|them|those)$/iu.test(said)
    ? text
        .slice(0, verb.index)
        .replace(/^[^—–:]*?[—–:]\s*/u, "")
        .replace(/[.!?][^.!?]*$/u, "")
        .trim()
    : said;
  // "add our new hire to the team slide" names no fact to write down.
  const concrete = /\d|[:,;]|\s\p{Lu}|["“']/u.test(content) || content.split(/\s+/u).length >= 5;
  if (!content || content.split(/\s+/u).length < 2 || !concrete) return null;
  return { target, items: itemsOf(content) };
}

/** Commas and ";" outside brackets separate items: "Priya Nair (ex-CFO, Gusto), Tom Reyes (…)". */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth += 1;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === "," || char === ";")) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items.map((item) => capitalize(cleanBullet(item.trim()))).filter(Boolean);
}

/**
 * "advisors: A, B, C" lists items; "gross margin: 81%, hosting + LLM cost about $9/seat" is one labelled
 * fact and its detail; "81% gross margin and that we've never discounted a deal" is one line.
 */
function itemsOf(content: string): string[] {
  const labelled = /^([^:]{2,30}):\s*(.+)$/su.exec(content);
  if (labelled?.[1] && labelled[2]) {
    const parts = splitItems(labelled[2]);
    if (/s$/iu.test(labelled[1].trim())) return parts;
    return [`${capitalize(labelled[1].trim())}: ${parts[0] ?? ""}`, ...parts.slice(1)];
  }
  if (content.includes(",") && !/[.!?]/u.test(content)) return splitItems(content);
  return [capitalize(cleanBullet(content.replace(/\s+and that\s+/iu, "; ")))];
}
