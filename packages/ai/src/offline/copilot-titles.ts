import { isShortTitle } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { shortenBullet } from "./copilot-edits.ts";
import { appendNote, say, slideName, type Reply } from "./copilot-reply.ts";
import { words } from "./text.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/** A title longer than this reads as a sentence; "shorten the titles" cuts it to about this many words. */
const TITLE_WORDS = 6;

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
    const title = shortenBullet(slide.title, TITLE_WORDS);
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
        : `The title of ${slideName(deck, only)} is already ${TITLE_WORDS} words or fewer, so I changed nothing. Give me the words you want and I'll use them: "rename slide ${only + 1} to …".`,
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
  const named =
    /\b(?:the\s+)?((?:slide\s*\d+)|[\p{L}][\p{L}\s-]{1,25}?)(?:\s+slide)?(?:'s|’s)?\s+(?:title|heading|headline)\b/iu.exec(
      message,
    )?.[1] ??
    /\b(?:title|heading|headline) (?:of|on) (?:the\s+)?((?:slide\s*\d+)|[\p{L}][\p{L}\s-]{1,25}?)(?:\s+slide)?\b/iu.exec(
      message,
    )?.[1];
  if (!named || /^(?:every|all|each|the|my|our|slide|deck|cover tagline)$/iu.test(named.trim())) return null;
  const words = named.trim().replace(/^(?:make|shorten|cut|trim|the|my|our)\s+/iu, "");
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
