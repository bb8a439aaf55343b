import { slideLayoutOf, type DeckContext } from "../engine.ts";
import { lines, shortenBullet } from "./copilot-edits.ts";
import { appendNote, say, slideName, type Reply } from "./copilot-reply.ts";
import { editFields } from "./field-edits.ts";
import { hasGap } from "./review.ts";
import { capitalize, numberTokens, wordCount } from "./text.ts";

/**
 * "cover tagline 5 words max", "slide 4 under 12 words total": the slide cut to that many words. A slide of
 * bullets keeps its first point, cut at its clauses to fit, and the rest goes to the speaker notes; a slide
 * with a layout has each of its text fields cut to fit. Every cut word is kept in the notes. A cut that
 * leaves a fragment (under three words, or under half the limit) is not made.
 */
export function wordLimitReply(deck: DeckContext, index: number, max: number): Reply {
  const slide = deck.slides[index]!;
  const name = slideName(deck, index);
  let lame: string | null = null;
  const after: string[] = [];
  const cut = (line: string) => {
    const next = shortenBullet(line, max);
    if (next !== line) after.push(next);
    if (next !== line && wordCount(next) < Math.max(3, Math.ceil(max / 2))) lame ??= next;
    return next;
  };
  const lost = (nearest: string) =>
    say(
      `I can't cut ${name} to ${max} words and keep its point: the nearest cut is "${nearest}". I changed nothing; type the line you want ("slide ${index + 1}: …") and I'll put it in.`,
    );
  if (slideLayoutOf(slide) !== "bullets" && slide.body) {
    const edited = editFields(slide.body, cut);
    if (!edited) return say(`${capitalize(name)} already fits in ${max} words a line, so I changed nothing.`);
    if (lame) return lost(lame);
    return say(
      `Cut ${name} to at most ${max} words a line: "${after.join('" / "')}". The original wording is in the speaker notes.`,
      [
        {
          type: "updateSlide",
          slideId: slide.id,
          body: edited.body,
          notes: appendNote(slide.notes, `Before the edit: ${edited.before.join(" / ")}`),
        },
      ],
    );
  }
  const points = lines(slide.content).filter((line) => line.trim() && !hasGap(line));
  const total = points.reduce((sum, line) => sum + wordCount(line), 0);
  if (points.length === 0 || total <= max)
    return say(`${capitalize(name)} is already ${total} words or fewer, so I changed nothing.`);
  const kept = cut(points[0]!);
  if (lame) return lost(lame);
  const gone = numberTokens(slide.content).filter((figure) => !numberTokens(kept).includes(figure));
  const where =
    gone.length > 0
      ? ` ${gone.join(", ")} ${gone.length === 1 ? "is" : "are"} now only in the speaker notes.`
      : "";
  return say(
    `Cut ${name} to ${wordCount(kept)} words: "${kept}". The rest is in the speaker notes.${where}`,
    [
      {
        type: "updateSlide",
        slideId: slide.id,
        content: kept,
        notes: appendNote(slide.notes, `Cut to ${max} words; before: ${points.join(" / ")}`),
      },
    ],
  );
}
