import { isShortTitle } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { shortenBullet } from "./copilot-edits.ts";
import { appendNote, say, slideName, type Reply } from "./copilot-reply.ts";
import { words } from "./text.ts";

/** A title longer than this reads as a sentence; "shorten the titles" cuts it to about this many words. */
const TITLE_WORDS = 6;

/**
 * "shorten every slide title that's a full sentence": each title over six words cut at a clause, its
 * figures first, the slide's text untouched; the full title goes to the speaker notes.
 */
export function shortTitlesReply(deck: DeckContext): Reply {
  const operations: CopilotOperation[] = [];
  const names: string[] = [];
  for (const [index, slide] of deck.slides.entries()) {
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
    return say(`Every title is already ${TITLE_WORDS} words or fewer, so I changed nothing.`);
  return say(
    `Shortened the titles of ${names.join(", ")} to ${TITLE_WORDS} words or fewer, figures first; each full title is in its speaker notes.`,
    operations,
  );
}
