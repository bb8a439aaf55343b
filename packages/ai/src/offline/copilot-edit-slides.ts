import { layoutNames, type SlideBody } from "@pds/contracts";
import { slideLayoutOf, type ChatInput, type DeckContext } from "../engine.ts";
import {
  lines,
  removeFiller,
  rewriteSlide,
  shortenBullet,
  shortenSlide,
  SHORT_BULLET_WORDS,
  SHORT_MAX_BULLETS,
} from "./copilot-edits.ts";
import type { Intent } from "./copilot-intent.ts";
import { plainly } from "./copilot-plain.ts";
import { appendNote, notFound, say, slideName, whichSlide, type Reply } from "./copilot-reply.ts";
import { formalize, punchUp, retoneSlide, type Tone } from "./copilot-tone.ts";
import { sectionFacts } from "./draft-deck.ts";
import { editFields } from "./field-edits.ts";
import { hasGap, sectionOfSlide } from "./review.ts";
import { SECTIONS } from "./sections.ts";
import { resolveSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { capitalize, cleanBullet, numberTokens } from "./text.ts";

/**
 * Edits of whole slides: shorten, rewrite, a tone (punchier, more formal, plainer) or delete, on one slide or
 * every slide. Figures are kept; cut wording goes to the speaker notes.
 */

export type EditKind = "shorten" | "rewrite" | "delete";

export function edit(input: ChatInput, intent: Extract<Intent, { kind: EditKind }>): Reply {
  const { deck } = input;
  const tone = intent.kind === "rewrite" ? intent.tone : null;
  if (intent.target?.kind === "all") return editAll(input, intent.kind, tone, intent.target.except ?? []);
  const found = intent.target ? findSlide(intent.target, deck) : null;
  if (!found || found.kind === "missing") return notFound(deck, intent.target, `${intent.kind} slide 2`);
  if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, intent.kind);
  if (intent.kind === "delete" && !found.exact) {
    const phrase = intent.target?.kind === "phrase" ? intent.target.phrase : "that";
    return say(
      `Your deck has no slide called "${phrase}"; the closest is ${slideName(deck, found.index)}. I changed nothing. To delete it, reply "yes" or say "delete slide ${found.index + 1}".`,
    );
  }
  return editSlide(input, intent.kind, found.index, tone);
}

/** "shorten every slide": each slide the edit applies to, in one reply. */
function editAll(input: ChatInput, kind: EditKind, tone: Tone | null, except: readonly SlideRef[]): Reply {
  const { deck } = input;
  const kept = except.map((ref) => ({ ref, index: resolveSlideRef(ref, deck) }));
  const unknown = kept.find((k) => k.index === null);
  if (unknown) return notFound(deck, unknown.ref, "shorten every slide except slide 10");
  const left = new Set(kept.map((k) => k.index!));
  if (kind === "delete") {
    return say(
      "I won't delete every slide from a chat message, so I changed nothing. Delete slides one at a time, or delete the deck from the dashboard.",
    );
  }
  const results = deck.slides.flatMap((_, index) =>
    left.has(index) ? [] : [editSlide(input, kind, index, tone)],
  );
  const changed = results.filter((result) => result.operations.length > 0);
  const spared =
    left.size > 0
      ? ` Left ${[...left].map((index) => slideName(deck, index)).join(" and ")} as ${left.size === 1 ? "it was" : "they were"}.`
      : "";
  if (changed.length === 0) return say(`Every slide already reads well, so I changed nothing.${spared}`);
  const verb = kind === "shorten" ? "Shortened" : tone ? `Made ${TONE_WORDS[tone]}` : "Rewrote";
  const skipped = results.length - changed.length;
  const names = changed
    .map((result) => result.operations[0])
    .flatMap((op) =>
      op?.type === "updateSlide"
        ? [
            slideName(
              deck,
              deck.slides.findIndex((s) => s.id === op.slideId),
            ),
          ]
        : [],
    );
  return say(
    `${verb} ${plural(changed.length, "slide")}: ${names.join(", ")}. Figures unchanged; cut text is in the speaker notes.${skipped > 0 ? ` ${plural(skipped, "slide")} needed nothing or use a layout I leave to you.` : ""}${spared}`,
    changed.flatMap((result) => result.operations),
  );
}

const FIELD_EDITS: Record<Tone | "shorten" | "rewrite", (line: string) => string> = {
  punchy: punchUp,
  formal: formalize,
  plain: plainly,
  shorten: (line) => shortenBullet(line),
  rewrite: (line) => cleanBullet(removeFiller(line)),
};

/** A style edit on a slide with a layout: its prose fields change, the layout and every figure stay. */
function editLayoutSlide(
  deck: DeckContext,
  index: number,
  body: SlideBody,
  kind: "shorten" | "rewrite",
  tone: Tone | null,
): Reply {
  const slide = deck.slides[index]!;
  const name = slideName(deck, index);
  const edited = editFields(body, FIELD_EDITS[tone ?? kind]);
  if (!edited) {
    return say(
      `${capitalize(name)} already reads that way: the text in its ${layoutNames[body.layout].toLowerCase().replace(/^the /u, "")} layout is short, so I changed nothing.`,
    );
  }
  const keepsOld = tone !== "formal";
  const notes = keepsOld
    ? appendNote(slide.notes, `Before the edit: ${edited.before.join(" / ")}`)
    : slide.notes;
  const what = tone ? `made ${TONE_WORDS[tone]}` : kind === "shorten" ? "shortened" : "tidied";
  return say(
    `${capitalize(name)}: ${what} ${plural(edited.before.length, "field")}, keeping its ${layoutNames[body.layout]} layout and every figure.${keepsOld ? " The original wording is in the speaker notes." : ""}`,
    [
      {
        type: "updateSlide",
        slideId: slide.id,
        body: edited.body,
        ...(notes !== slide.notes ? { notes } : {}),
      },
    ],
  );
}

const TONE_WORDS: Record<Tone, string> = { punchy: "punchier", formal: "more formal", plain: "plainer" };

function retone(deck: DeckContext, index: number, tone: Tone): Reply {
  const slide = deck.slides[index]!;
  const next = retoneSlide(slide, tone);
  const name = slideName(deck, index);
  if (next.content === slide.content.trim() && next.notes === slide.notes && !next.title) {
    return say(`${capitalize(name)} already reads that way, so I changed nothing.`);
  }
  const how =
    tone === "punchy"
      ? `hedges and filler cut, figures first, at most ${SHORT_BULLET_WORDS} words a bullet; the original wording is in the speaker notes`
      : tone === "plain"
        ? "abbreviations spelled out and buzzwords in everyday words; every figure and name unchanged"
        : "contractions spelled out and casual words replaced; every figure and name unchanged";
  return say(`Made ${name} ${TONE_WORDS[tone]}: ${how}.`, [
    {
      type: "updateSlide",
      slideId: slide.id,
      content: next.content,
      notes: next.notes,
      ...(next.title ? { title: next.title } : {}),
    },
  ]);
}

function editSlide(input: ChatInput, kind: EditKind, index: number, tone: Tone | null): Reply {
  const { deck, brief } = input;
  const slide = deck.slides[index]!;
  const name = slideName(deck, index);
  if (kind === "delete") {
    return say(`Deleted ${name}.`, [{ type: "deleteSlide", slideId: slide.id }]);
  }
  if (slideLayoutOf(slide) !== "bullets" && slide.body)
    return editLayoutSlide(deck, index, slide.body, kind, tone);
  if (tone) return retone(deck, index, tone);
  if (kind === "shorten") {
    const next = shortenSlide(slide);
    if (next.content === slide.content.trim() && next.notes === slide.notes) {
      return say(
        `${capitalize(name)} is already short (at most ${SHORT_MAX_BULLETS} bullets of ${SHORT_BULLET_WORDS} words or fewer), so I changed nothing.`,
      );
    }
    const moved = next.notes !== slide.notes ? " The cut text is in the speaker notes." : "";
    // Say which figures left the slide rather than claim every one stayed.
    const lost = numberTokens(slide.content).filter((figure) => !numberTokens(next.content).includes(figure));
    const kept =
      lost.length > 0 ? `; ${lost.join(", ")} are now only in the speaker notes` : ", keeping its figures";
    return say(
      `Shortened ${name} to ${plural(lines(next.content).length, "bullet")} of ${SHORT_BULLET_WORDS} words or fewer${kept}.${moved}`,
      [{ type: "updateSlide", slideId: slide.id, content: next.content, notes: next.notes }],
    );
  }
  const section = sectionOfSlide(slide);
  const facts = section ? sectionFacts(section, brief).map((f) => f.text) : [];
  const next = rewriteSlide(slide, facts);
  const firstFact = lines(next.content).find((l) => !hasGap(l)) ?? null;
  const notes = next.notes.trim() || (section ? SECTIONS[section].note(firstFact) : "");
  if (next.content === slide.content.trim() && notes === slide.notes) {
    return say(
      `${capitalize(name)} already reads cleanly (one idea per bullet, no filler), so I changed nothing. Try "shorten slide ${index + 1}" to cut it further.`,
    );
  }
  return say(`Rewrote ${name}: one idea per bullet, filler removed, your figures unchanged.`, [
    { type: "updateSlide", slideId: slide.id, content: next.content, notes },
  ]);
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
