import { figureList } from "./copilot-slide-items.ts";
import { placeholder, type ComparisonCell, type SlideBody } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { findFigures } from "./layouts/figures.ts";
import { slideWordRef } from "./copilot-message-refs.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { rankSectionsForDraft } from "./classify.ts";
import { SECTIONS } from "./sections.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * Facts the founder hands over for a slide: "add our competitors Weave and Xero to the competition slide",
 * "put 40% gross margin on slide 7". Named rivals become columns of a comparison table (their cells to
 * fill); on a bullet slide the founder's words become a bullet. Without a name or a figure there is no fact
 * to add ("add a TAM to the market slide"): that stays a question of what the slide needs.
 */
export interface FactsToAdd {
  target: SlideRef | null;
  /** The founder's words, as a bullet. */
  text: string;
  /** The names in them ("Weave", "Dental Intelligence"). */
  names: string[];
}

const ADD_TO =
  /\b(?:add|put|include|mention|list)\s+(.+?)\s+(?:to|on|in|into)\s+((?:the|my|our|this)\s+[\p{L}\s-]+?\s+slide|(?:the|my|our|this)\s+(?:[\p{L}-]+\s+)?(?:comparison|table|chart)|slide\s+\d+)\b/iu;

/** What a slide is about, not a fact: "a TAM", "our KPIs". */
const CONCEPT = /^(?:TAM|SAM|SOM|MRR|ARR|GMV|CAC|LTV|KPIs?|CTA|ROI)$/u;

/** Runs of capitalised words: "Weave", "Dental Intelligence". "Our" at the start is no name. */
export function namesIn(text: string): string[] {
  const runs = text.match(/\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*)*/gu) ?? [];
  return runs
    .map((run) => run.replace(/^(?:Our|My|The|A|An)\s+/u, "").trim())
    .filter((run) => run.length > 1 && !CONCEPT.test(run) && !/^(?:Our|My|The|I)$/u.test(run));
}

/** "add that our CEO spent 6 years at Stripe", "add to the competition slide that BlackLine takes months". */
const ADD_THAT =
  /\b(?:add|mention|include|say)\s+(?:an?\s+(?:line|bullet|point|note|sentence)\s+)?(?:(?:to|on)\s+((?:the|my|our|this)\s+[\p{L}\s-]+?\s+slide|slide\s+\d+)\s+)?that\s+(.+?)[.!]*$/iu;

/**
 * A fact the founder states to add, with the slide it names, or else the section its words read as (the
 * same rules and model that place a brief's sentences): "add that our CEO spent 6 years at Stripe" → Team.
 */
/** "on the ask slide say we're nearly a quarter of the way to the $100k". */
const ON_SLIDE_SAY =
  /^(?:and\s+)?(?:on|in)\s+((?:the|my|our)\s+[\p{L}\s-]+?\s+slide|slide\s+\d+)[,:]?\s+(?:say|mention|note|add)\s+(?:that\s+)?(.{8,}?)[.!]*$/iu;

export function parseStatedFact(message: string): FactsToAdd | null {
  const onSlide = ON_SLIDE_SAY.exec(message.trim());
  if (onSlide?.[1] && onSlide[2] && !/^["“'‘]/u.test(onSlide[2]))
    return { target: parseSlideRef(onSlide[1]), text: capitalize(cleanBullet(onSlide[2])), names: [] };
  const found = ADD_THAT.exec(message);
  // "add that as a second reason": "that" points back at the news; it opens no clause.
  if (
    !found?.[2] ||
    found[2].split(/\s+/u).length < 3 ||
    /^(?:as|to|in|on|too|here|there|for|under|onto)\b/iu.test(found[2])
  )
    return null;
  const clause = found[2].trim();
  const before = message.slice(0, found.index);
  const named = found[1] ? parseSlideRef(found[1]) : (parseSlideRef(before) ?? slideWordRef(before));
  const section = rankSectionsForDraft(clause)[0];
  const target =
    named ?? (section ? { kind: "phrase" as const, phrase: SECTIONS[section].title.toLowerCase() } : null);
  return { target, text: capitalize(cleanBullet(clause)), names: [] };
}

/**
 * A fact stated after a request about a slide: "could you make the product slide more concrete? we
 * integrate w/ NetSuite, QuickBooks and Xero" hands over the integration for that slide.
 */
export function trailingFact(message: string, target: SlideRef | null): FactsToAdd | null {
  if (!target) return null;
  const sentences = message.split(/(?<=[?.!])\s+/u).slice(1);
  const fact = sentences.find(
    (sentence) =>
      /^(?:we|we're|we've|our|it|they)\b/iu.test(sentence) &&
      (namesIn(sentence.replace(/^\p{Lu}/u, "")).length > 0 || findFigures(sentence).length > 0),
  );
  if (!fact) return null;
  const text = fact.replace(/\bw\/\s*/giu, "with ").replace(/[.!?]+$/u, "");
  return { target, text: capitalize(cleanBullet(text)), names: [] };
}

export function parseFactsToAdd(message: string): FactsToAdd | null {
  const found = ADD_TO.exec(message);
  if (!found?.[1] || !found[2]) return null;
  const words = found[1].trim();
  const names = namesIn(words);
  if (names.length === 0 && findFigures(words).length === 0) return null;
  // "the competitor comparison" is the slide that draws it.
  const slide = found[2].replace(/\b(?:comparison|table|chart)$/iu, (word) =>
    /^(?:the|my|our|this)\s+(?:comparison|table|chart)$/iu.test(found[2]!) ? `${word} slide` : "slide",
  );
  return { target: parseSlideRef(slide), text: capitalize(cleanBullet(words)), names };
}

/** The comparison with a column for each rival it did not have (at most five columns), or null. */
function withRivals(body: Extract<SlideBody, { layout: "comparison" }>, names: readonly string[]) {
  const have = new Set(body.fields.columns.map((c) => c.toLowerCase()));
  const added = names
    .filter((name) => !have.has(name.toLowerCase()))
    .slice(0, 5 - body.fields.columns.length);
  if (added.length === 0) return null;
  const toFill: ComparisonCell = placeholder("detail");
  return {
    added,
    body: {
      layout: "comparison" as const,
      fields: {
        columns: [...body.fields.columns, ...added],
        rows: body.fields.rows.map((row) => ({ ...row, cells: [...row.cells, ...added.map(() => toFill)] })),
      },
    },
  };
}

export function addFactsReply(deck: DeckContext, facts: FactsToAdd): Reply {
  const found = slideOrReply(deck, facts.target, "add Weave and Xero to the competition slide", "add to");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const name = slideName(deck, found.index);
  const body = slide.body;
  if (body?.layout === "comparison" && facts.names.length > 0) {
    const next = facts.names.length > 0 ? withRivals(body, facts.names) : null;
    if (!next) {
      return say(
        `${capitalize(name)} already compares ${body.fields.columns.join(", ")}${body.fields.columns.length >= 5 ? " (five columns at most)" : ""}, so I changed nothing.`,
      );
    }
    return say(
      `Added ${next.added.join(" and ")} to the comparison on ${name}. Fill in their cells with what you know; I don't invent how they compare.`,
      [{ type: "updateSlide", slideId: slide.id, body: next.body }],
    );
  }
  // A layout (a comparison, big numbers) has no place for a line: it goes in the notes, said so.
  if (body && body.layout !== "bullets") {
    if (slide.notes.includes(facts.text))
      return say(
        `${capitalize(name)} already has "${facts.text}" in its speaker notes, so I changed nothing.`,
      );
    return say(
      `${capitalize(name)} is drawn as a layout with no place for a line of text, so I put "${facts.text}" in its speaker notes. To show it on the slide, say "make ${name.replace(/^slide (\d+).*$/u, "slide $1")} a bullet slide".`,
      [{ type: "updateSlide", slideId: slide.id, notes: appendNote(slide.notes, facts.text) }],
    );
  }
  if (slide.content.toLowerCase().includes(facts.text.toLowerCase())) {
    return say(`${capitalize(name)} already says "${facts.text}", so I changed nothing.`);
  }
  // "CAC $2.1k, payback 7 mo, gross margin 82%": a list of figures is a bullet each.
  const listed = figureList(facts.text)?.join("\n") ?? facts.text;
  return say(`Added "${facts.text}" to ${name}.`, [
    { type: "updateSlide", slideId: slide.id, content: `${slide.content.trim()}\n${listed}`.trim() },
  ]);
}
