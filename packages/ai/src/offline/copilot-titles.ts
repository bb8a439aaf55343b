import { isShortTitle } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { appendNote, say, slideName, type Reply } from "./copilot-reply.ts";
import { capitalize, words } from "./text.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/** A title longer than this reads as a sentence; "shorten the titles" cuts it to about this many words. */
const TITLE_WORDS = 6;

/** Words a title never ends on: "Raising a $2.5M seed round to" is a cut, not a title. */
const DANGLING =
  /\s+(?:to|of|for|with|and|or|by|at|in|on|from|according|a|an|the|is|are|was|that|which|our|their|its)$/iu;
/** A word that opens a phrase a title can lose: "…40 hours a month | reconciling spreadsheets by hand". */
const LOSABLE =
  /^(?:to|for|with|by|in|on|at|from|every|each|per|across|while|because|so|and|but|which|that|who|since|after|before|\p{L}+ing)$/iu;

const COMPRESS: ReadonlyArray<(text: string) => string> = [
  // The source it cites stays on the slide and in the notes.
  (text) => text.replace(/,?\s+(?:according to|per|as reported by|says|source:?)\s+[\p{L}\s&.]+$/iu, ""),
  (text) =>
    text
      .replace(/(?<=\S)\s+(?:a|an|the)\s+(?!(?:month|year|week|day|seat|user|customer|head)\b)/giu, " ")
      .replace(/^(?:the|a|an)\s+/iu, ""),
  (text) =>
    text
      .replace(/\b(seed|series\s+[a-e]|pre-seed)\s+round\b/giu, "$1")
      .replace(/^raising\s+(?=[$€£]\d)/iu, ""),
  // "Unlike BlackLine, we set up in a day": the claim, not what it is set against.
  (text) => text.replace(/^(?:unlike|compared to|versus|vs\.?)\s+[^,]{2,40},\s*/iu, ""),
  // "US market for close-management software is $12B": the figure leads.
  (text) => {
    const figure = /^(.+?)\s+(?:is|are|was|reaches|hits|tops)\s+([$€£]?\d[\d.,]*\s?[kKmMbB]?n?)$/u.exec(text);
    return figure?.[1] && figure[2] ? `${figure[2]} ${figure[1]}` : text;
  },
];

/** The longest opening of at most `max` words that ends where a losable phrase starts, or null. */
function cutBeforeLosable(text: string, max: number): string | null {
  const all = words(text);
  for (let n = Math.min(max, all.length - 1); n >= 3; n -= 1) {
    const head = all
      .slice(0, n)
      .join(" ")
      .replace(/[,;:]$/u, "");
    if (LOSABLE.test(all[n] ?? "") && !DANGLING.test(head)) return head;
  }
  return null;
}

/**
 * A title in at most `max` words, its meaning whole: the cited source goes, then articles and "round", a
 * contrast's lead-in, and "X is $12B" leads with the figure. Then the clause with a figure (or the first)
 * that fits, else the title up to where a losable phrase starts. A title that cannot be cut cleanly stays.
 */
export function shortTitle(title: string, max = TITLE_WORDS): string {
  let text = title.trim();
  for (const step of COMPRESS) {
    if (words(text).length <= max) return capitalize(text);
    text = capitalize(step(text));
  }
  if (words(text).length <= max) return text;
  const parts = text.split(/,\s+/u);
  // "32 paying customers, $18k MRR": the leading clauses that fit together.
  let lead = parts[0]!;
  for (const part of parts.slice(1)) {
    if (words(`${lead}, ${part}`).length > max) break;
    lead = `${lead}, ${part}`;
  }
  const fits = (clause: string) => words(clause).length >= 3 && words(clause).length <= max;
  const clause = [lead, ...parts].filter(fits).find((c) => /\d/u.test(c)) ?? [lead, ...parts].find(fits);
  return clause ?? cutBeforeLosable(text, max) ?? title;
}

/**
 * "shorten every slide title that's a full sentence": each title over six words cut at a clause, its
 * figures first, the slide's text untouched; the full title goes to the speaker notes.
 */
export function shortTitlesReply(deck: DeckContext, only: number | null = null): Reply {
  const operations: CopilotOperation[] = [];
  const names: string[] = [];
  for (const [index, slide] of deck.slides.entries()) {
    if (only !== null && index !== only) continue;
    if (words(slide.title).length <= TITLE_WORDS || isShortTitle(slide.title)) continue;
    const title = shortTitle(slide.title);
    if (!title || title === slide.title) continue;
    names.push(slideName(deck, index));
    operations.push({
      type: "updateSlide",
      slideId: slide.id,
      title,
      notes: appendNote(slide.notes, `Full title: ${slide.title}`),
    });
  }
  if (operations.length === 0)
    return say(
      only === null
        ? `Every title is already ${TITLE_WORDS} words or fewer, so I changed nothing.`
        : `${words(deck.slides[only]!.title).length <= TITLE_WORDS ? `The title of ${slideName(deck, only)} is already ${TITLE_WORDS} words or fewer` : `I couldn't cut the title of ${slideName(deck, only)} to ${TITLE_WORDS} words without losing what it says`}, so I changed nothing. Give me the words you want and I'll use them: "rename slide ${only + 1} to …".`,
    );
  return say(
    `Shortened the title${names.length === 1 ? "" : "s"} of ${names.join(", ")} to ${TITLE_WORDS} words or fewer, figures first; ${names.length === 1 ? "the full title is" : "each full title is"} in the speaker notes.`,
    operations,
  );
}

/**
 * "make the traction title shorter", "slide 5 title is a whole sentence", "market title is waaay too long.
 * maybe 'A $12B market still run on spreadsheets'?": the one slide whose title the founder names.
 */
export function namedTitleRef(message: string): SlideRef | null {
  // "the slide that says accountants waste 40 hours … — is that title too long?": the slide that says it.
  const held = parseSlideRef(message);
  if (held?.kind === "holding") return held;
  // "punch up the title on slide 12": the slide after "title on", not the words before "title".
  const named =
    /\b(?:title|heading|headline) (?:of|on) (?:the\s+)?((?:slide\s*\d+)|[\p{L}][\p{L}\s-]{1,25}?)(?:\s+slide)?\b/iu.exec(
      message,
    )?.[1] ??
    /\b(?:the\s+)?((?:slide\s*\d+)|[\p{L}][\p{L}\s-]{1,25}?)(?:\s+slide)?(?:'s|’s)?\s+(?:title|heading|headline)\b/iu.exec(
      message,
    )?.[1];
  if (!named || /^(?:every|all|each|the|my|our|slide|deck|cover tagline)$/iu.test(named.trim())) return null;
  const words = named.trim().replace(/^(?:make|shorten|cut|trim|the|my|our)\s+/iu, "");
  if (/^(?:punch|fix|change|improve|tighten|rewrite|redo|update|edit|set|give|write)\b/iu.test(words))
    return null;
  const ref = parseSlideRef(/^slide\s*\d+$/iu.test(words) ? words : `the ${words} slide`);
  return ref && ref.kind !== "all" ? ref : null;
}

/** "maybe 'A $12B market still run on spreadsheets'?", "e.g. 'Controllers lose a week…'": the founder's own title. */
export function suggestedTitle(message: string): string | null {
  const quoted =
    /\b(?:maybe|e\.g\.?|like|something like|how about|try|to|→|:)\s*["“'‘]([^"”'’]{8,120})["”'’]/iu.exec(
      message,
    );
  return quoted?.[1]?.trim() ?? null;
}
