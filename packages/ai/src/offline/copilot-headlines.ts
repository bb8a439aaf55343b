import { findPlaceholders, isShortTitle, limits } from "@pds/contracts";
import { slideLayoutOf, type CopilotOperation, type DeckContext } from "../engine.ts";
import { appendNote, notFound, say, slideName, whichSlide, type Reply } from "./copilot-reply.ts";
import { headlineFrom, leadHeadline } from "./headline.ts";
import type { SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { capitalize } from "./text.ts";

/**
 * "Make all titles headlines", "give the traction slide a better title": a slide's title becomes the
 * takeaway its own first point states ("32 paying clinics, $18k MRR"), in the founder's words; the old
 * title goes to the notes. Only text slides: a layout's fields are figures and names, not a statement.
 * The cover, a title that already says more than a label, and a slide whose text is all placeholders keep
 * their titles.
 */

/** The headline a text slide's first point makes, with the rest of its points; null when none does. */
function headlineOf(content: string): { headline: string; content: string } | null {
  const lines = content.split("\n").map((line) => line.trim());
  const first = lines.findIndex((line) => line.length > 0 && findPlaceholders(line).length === 0);
  if (first < 0) return null;
  const others = lines.filter((line, i) => i !== first && line.length > 0);
  const whole = headlineFrom(lines[first]!);
  if (whole && others.length > 0) return { headline: whole, content: others.join("\n") };
  const split = leadHeadline(lines[first]!, others.length === 0);
  if (!split) return null;
  return { headline: split.headline, content: [...split.rest, ...others].join("\n") };
}

function retitle(deck: DeckContext, index: number): { operation: CopilotOperation; name: string } | null {
  const slide = deck.slides[index]!;
  // A title that already says something (more than a short label such as "Traction") is the founder's.
  if (index === 0 || !isShortTitle(slide.title) || !["bullets", "statement"].includes(slideLayoutOf(slide)))
    return null;
  const made = headlineOf(slide.content);
  if (!made || made.headline === slide.title.trim()) return null;

  return {
    name: slideName(deck, index),
    operation: {
      type: "updateSlide",
      slideId: slide.id,
      title: made.headline.slice(0, limits.slideTitleMax),
      content: made.content,
      notes: appendNote(slide.notes, `Title before: ${slide.title}`),
    },
  };
}

/** Text slides after the cover titled with a label whose whole text is one finished line. */
function oneLineLabels(deck: DeckContext): number[] {
  return deck.slides.flatMap((slide, index) => {
    const lines = slide.content.split("\n").filter((line) => line.trim());
    const finished = lines.length === 1 && findPlaceholders(lines[0]!).length === 0;
    return index > 0 && finished && isShortTitle(slide.title) && slideLayoutOf(slide) === "bullets"
      ? [index]
      : [];
  });
}

export function headlinesReply(deck: DeckContext, ref: SlideRef | null): Reply {
  if (!ref) return notFound(deck, ref, "give slide 8 a headline");
  if (ref.kind === "all") {
    const changed = deck.slides.flatMap((_, index) => retitle(deck, index) ?? []);
    const labels = oneLineLabels(deck);
    if (changed.length === 0 && labels.length > 0)
      return say(
        `${capitalize(labels.map((index) => slideName(deck, index)).join(", "))} still ${labels.length === 1 ? "has a label" : "have labels"} for a title, but each makes its point in one line, and that line as the title would leave the slide empty. I changed nothing. A new headline is new writing: type it ("rename slide ${labels[0]! + 1} to …"), or connect a model in Settings → AI model.`,
      );
    if (changed.length === 0)
      return say(
        "Every slide with a finished point already has a headline title; the cover, layouts of figures and slides still to fill keep theirs. I changed nothing.",
      );
    const left = deck.slides.length - changed.length;
    return say(
      `Titled ${changed.length} slide${changed.length === 1 ? "" : "s"} with the point ${changed.length === 1 ? "it makes" : "each makes"}: ${changed.map((c) => c.name).join(", ")}. The old titles are in the speaker notes.${left > 0 ? ` ${left} kept theirs: a headline already, the cover, a layout of figures, or no finished point to lead with.` : ""}`,
      changed.map((c) => c.operation),
    );
  }
  const found = findSlide(ref, deck);
  if (found.kind === "missing") return notFound(deck, ref, "give slide 8 a headline");
  if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "give a headline to");
  const change = retitle(deck, found.index);
  if (!change && oneLineLabels(deck).includes(found.index))
    return say(
      `${capitalize(slideName(deck, found.index))} makes its point in one line ("${deck.slides[found.index]!.content.trim()}"), and that line as its title would leave the slide empty, so I changed nothing. Type the headline you want: "rename slide ${found.index + 1} to …".`,
    );
  if (!change) {
    return say(
      `${capitalize(slideName(deck, found.index))} already has a headline, or has no finished point that reads as one (or is a cover or a layout of figures), so I changed nothing. Rename it with "rename slide ${found.index + 1} to …".`,
    );
  }
  return say(
    `Titled ${change.name} with its point: "${change.operation.type === "updateSlide" ? change.operation.title : ""}". The old title is in the speaker notes.`,
    [change.operation],
  );
}
