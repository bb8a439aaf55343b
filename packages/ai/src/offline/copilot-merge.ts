import { isShortTitle, layoutNames, limits } from "@pds/contracts";
import { slideLayoutOf, type DeckContext } from "../engine.ts";
import { appendNote, notFound, say, slideName, whichSlide, type Reply } from "./copilot-reply.ts";
import type { SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { capitalize } from "./text.ts";

/** Most points a merged text slide shows; the rest go to its speaker notes. */
const MERGED_MAX_POINTS = 6;

/**
 * "merge the solution and product slides", "fold slide 6 into slide 3": the second slide's points follow
 * the first's on one slide and the second slide goes. Both must be text slides (a layout's fields do not
 * add up); a name matched only loosely asks first, as a delete does. Nothing is lost: points past six,
 * the removed slide's title and its notes go to the kept slide's notes, and Undo brings both back.
 */
export function mergeReply(
  deck: DeckContext,
  first: SlideRef | null,
  second: SlideRef | null,
  into: boolean,
): Reply {
  const example = "merge slide 3 and slide 6";
  const found = [first, second].map((ref) => (ref ? findSlide(ref, deck) : null));
  for (const [i, target] of found.entries()) {
    const ref = i === 0 ? first : second;
    if (!target || target.kind === "missing") return notFound(deck, ref, example);
    if (target.kind === "ambiguous") return whichSlide(deck, target.indexes, "merge");
  }
  const [a, b] = found as Array<{ kind: "found"; index: number; exact: boolean }>;
  if (a!.index === b!.index)
    return say(`Both names point at ${slideName(deck, a!.index)}, so I changed nothing.`);
  const keepIndex = into ? b!.index : Math.min(a!.index, b!.index);
  const goneIndex = keepIndex === a!.index ? b!.index : a!.index;
  const keep = deck.slides[keepIndex]!;
  const gone = deck.slides[goneIndex]!;
  for (const [index, slide] of [
    [keepIndex, keep],
    [goneIndex, gone],
  ] as const) {
    const layout = slideLayoutOf(slide);
    if (layout !== "bullets" && layout !== "statement") {
      return say(
        `${capitalize(slideName(deck, index))} uses the ${layoutNames[layout]} layout, whose fields do not merge. Say "make slide ${index + 1} a bullet slide" first, then ask again. I changed nothing.`,
      );
    }
  }
  const words = `merge slide ${goneIndex + 1} into slide ${keepIndex + 1}`;
  if (!a!.exact || !b!.exact) {
    return say(
      `Merging removes ${slideName(deck, goneIndex)} into ${slideName(deck, keepIndex)}. I changed nothing; to do it, reply "yes" or say "${words}".`,
    );
  }
  const lines = (text: string) =>
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  // A headline title is a point of its own ("The robot covers 4 acres a day"); a label ("Product") is not.
  const goneLead = isShortTitle(gone.title) ? [] : [gone.title.trim()];
  const points = [...new Set([...lines(keep.content), ...goneLead, ...lines(gone.content)])];
  const shown = points.slice(0, MERGED_MAX_POINTS);
  const moved = points.slice(MERGED_MAX_POINTS);
  const notes = appendNote(
    keep.notes,
    `From "${gone.title}": ${[gone.notes.trim(), ...moved].filter(Boolean).join(" ")}`,
  );
  return say(
    `Merged ${slideName(deck, goneIndex)} into ${slideName(deck, keepIndex)}: its points follow, and its title and notes are in the speaker notes. Undo puts both back.`,
    [
      {
        type: "updateSlide",
        slideId: keep.id,
        content: shown.join("\n").slice(0, limits.slideContentMax),
        notes,
      },
      { type: "deleteSlide", slideId: gone.id },
    ],
  );
}
