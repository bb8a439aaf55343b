import { findPlaceholders, isShortTitle, limits } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { findingsReply, notFound, say, slideName, whichSlide, type Reply } from "./copilot-reply.ts";
import { mentions } from "./copilot-mentions.ts";
import { hasGap, reviewDeck, sectionOfSlide } from "./review.ts";
import { SECTIONS } from "./sections.ts";
import { resolveSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide, type SlideTarget } from "./slide-target.ts";
import { asSentence, capitalize } from "./text.ts";

/**
 * A founder asking how to make a slide better ("what should I put on the market slide?", "make the ask more
 * specific", "how do I improve the traction slide?") gets what that slide is for and what it still asks,
 * not a rewrite: the offline engine cannot add facts it was not given. Nothing changes.
 */
export function adviceReply(deck: DeckContext, ref: SlideRef | null): Reply {
  if (!ref || ref.kind === "all") return say(findingsReply(reviewDeck(deck)));
  const found = findSlide(ref, deck);
  if (found.kind === "missing") return notFound(deck, ref, "what should I put on slide 5?");
  if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "what should I put on");
  const slide = deck.slides[found.index]!;
  const section = sectionOfSlide(slide) ?? (found.index === 0 ? "title" : null);
  const hint = section
    ? SECTIONS[section].note(null)
    : "Make the title the one takeaway, and back it with a figure or a customer's words.";
  const open = findPlaceholders(`${slide.title}\n${slide.content}`);
  const asks = open.length > 0 ? ` It still asks: ${open.join(", ")}.` : "";
  return say(
    `For ${slideName(deck, found.index)}: ${hint}${asks} I changed nothing: add your facts with Edit, then ask me to tighten the wording if you like.`,
  );
}

/**
 * "What's weak about my ask?": the checklist's findings for that slide and what an investor will look for
 * on it. A slide the deck does not have gets the whole deck's review. Nothing changes.
 */
export function slideReviewReply(deck: DeckContext, ref: SlideRef, message = ""): Reply {
  const found = aboutSlide(deck, ref, message);
  if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "review");
  if (found.kind === "missing") return say(findingsReply(reviewDeck(deck)));
  const slide = deck.slides[found.index]!;
  const findings = reviewDeck(deck).filter((finding) => finding.slideId === slide.id);
  const section = sectionOfSlide(slide) ?? (found.index === 0 ? "title" : null);
  // Growth without retention is the first thing a later-stage investor asks about.
  const retention =
    section === "traction" &&
    !/\b(?:retention|churn|NRR|net revenue|cohorts?)\b/iu.test(`${slide.content}\n${slide.notes}`)
      ? " It shows growth but nothing on retention: add churn, NRR or a cohort line."
      : "";
  const lookFor = section
    ? `What an investor looks for here: ${SECTIONS[section].note(null)}${retention}`
    : "";
  const name = slideName(deck, found.index);
  const says = saidOn(slide, name);
  const list =
    findings.length > 0
      ? `On ${name}, fix these first:\n${findings.map((f, i) => `${i + 1}. (${f.severity}) ${f.message}`).join("\n")}`
      : `${says ? "It" : capitalize(name)} passes the checklist: no figure without a source, no gap left, and short enough to read.`;
  return say(
    [says, list, lookFor, "I changed nothing."].filter(Boolean).join(findings.length > 0 ? "\n" : " "),
  );
}

/**
 * The slide a question is about: the one its reference finds, else the first slide the message names in
 * passing ("would a YC partner say we have a real why-now or just 'because we could'?": no slide says
 * "because we could", so the why-now slide).
 */
function aboutSlide(deck: DeckContext, ref: SlideRef, message: string): SlideTarget {
  const found = findSlide(ref, deck);
  if (found.kind !== "missing") return found;
  for (const mention of mentions(message)) {
    const named = findSlide(mention.ref, deck);
    if (named.kind !== "missing") return named;
  }
  return found;
}

/** What a slide says, quoted so an opinion of it starts from its words: its first two points. */
function saidOn(slide: DeckContext["slides"][number], name: string): string {
  const points = slide.content
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !hasGap(line))
    .slice(0, 2);
  const quote = points.join(" / ");
  if (!quote) return "";
  return `${capitalize(name)} says: "${quote.length > 200 ? `${quote.slice(0, 199)}…` : quote}".`;
}

/** The offline engine has no dictionary; the editor's spell-check does, and says so honestly. */
export const SPELLING_TEXT =
  "I can't proofread offline: I have no dictionary, and I won't guess at your product and company names. The editor underlines misspelled words as you type (your browser's spell-check); connect a model in Settings for a proofread. I changed nothing.";

/** Undo is a button on each reply that changed the deck, so the founder picks which change to take back. */
export const UNDO_TEXT =
  'To take back a change, press "Undo these changes" under the reply that made it. I changed nothing.';

/** Speaker notes for a slide from what it says: the section's coaching around its lead point, then the rest. */
function notesFor(deck: DeckContext, index: number): string {
  const slide = deck.slides[index]!;
  const points = `${slide.content}`
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && findPlaceholders(line).length === 0);
  const lead = isShortTitle(slide.title) ? (points[0] ?? null) : slide.title;
  const rest = isShortTitle(slide.title) ? points.slice(1) : points;
  const section = sectionOfSlide(slide) ?? (index === 0 ? "title" : null);
  const opening = section
    ? SECTIONS[section].note(lead)
    : lead
      ? `Make one point: ${lead.replace(/[.!?…]$/u, "")}.`
      : "Say the one thing this slide should leave with the investor.";
  const then = rest.length > 0 ? ` Then: ${rest.map((point) => asSentence(point)).join(" ")}` : "";
  return `${opening}${then}`.slice(0, limits.slideNotesMax);
}

/** "write speaker notes for slide 2": the notes a presenter reads, from the slide's own points. */
export function notesReply(deck: DeckContext, ref: SlideRef | null): Reply {
  const example = "write speaker notes for slide 2";
  if (!ref) return notFound(deck, ref, example);
  let indexes = deck.slides.map((_, i) => i);
  if (ref.kind !== "all") {
    const found = findSlide(ref, deck);
    if (found.kind === "missing") return notFound(deck, ref, example);
    if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "write speaker notes for");
    indexes = [found.index];
  }
  const operations: CopilotOperation[] = indexes.map((index) => ({
    type: "updateSlide",
    slideId: deck.slides[index]!.id,
    notes: notesFor(deck, index),
  }));
  const names = ref.kind === "all" ? "every slide" : slideName(deck, indexes[0]!);
  return say(
    `Wrote speaker notes for ${names} from what ${indexes.length === 1 ? "it says" : "each says"}; the notes before are replaced (Undo brings them back).`,
    operations,
  );
}

/** "remove all the placeholders": where they are, and why they are not simply deleted. */
export function placeholdersReply(deck: DeckContext): Reply {
  const marked = deck.slides.flatMap((slide, index) =>
    findPlaceholders(`${slide.title}\n${slide.content}`).length > 0 ? [slideName(deck, index)] : [],
  );
  if (marked.length === 0) return say("No slide has a placeholder left, so I changed nothing.");
  return say(
    `${marked.length} slide${marked.length === 1 ? " has" : "s have"} placeholders: ${marked.join(", ")}. Each marks a fact only you can give, so I don't delete them: fill them in with Edit, or delete a slide you don't need ("delete slide 4"). I changed nothing.`,
  );
}

/**
 * "hide the financials slide": a deck has no hidden slides (the presenter, the exports and a share link
 * show every one), so the reply offers what does exist, naming the slide when it can.
 */
export function hideReply(deck: DeckContext, ref: SlideRef | null): Reply {
  const index = ref ? resolveSlideRef(ref, deck) : null;
  const number = index === null ? "N" : String(index + 1);
  const named = index === null ? "a slide" : slideName(deck, index);
  return say(
    `Slides can't be hidden: the presenter, both exports and share links show every slide. To keep ${named} out of the pitch, move it to the end ("move slide ${number} to the end") or delete it ("delete slide ${number}"); either can be undone. I changed nothing.`,
  );
}

/** "how many slides is this", "how long would this take?": the count, and the time at about a minute a slide. */
export function lengthReply(deck: DeckContext, message = ""): Reply {
  const count = deck.slides.length;
  const minutes = slotMinutes(message);
  // "at about 1.5 min a slide": seconds a slide, said in minutes.
  const minutesEach = /(\d+(?:\.\d+)?)\s*min(?:ute)?s?\s*(?:per|a|each|on each)\s*slide/iu.exec(message)?.[1];
  const perSlide = minutesEach
    ? String(Math.round(Number(minutesEach) * 60))
    : /(\d+)\s*(?:sec(?:ond)?s?|s)\s*(?:per|a|each|on each)\s*slide/iu.exec(message)?.[1];
  if (perSlide) {
    const total = (count * Number(perSlide)) / 60;
    const an = minutes !== null && /^(?:8|11|18)$|^8\d$/u.test(String(minutes)) ? "an" : "a";
    const verdict =
      minutes === null
        ? ""
        : total <= minutes
          ? ` That fits ${an} ${minutes}-minute slot with ${Math.round((minutes - total) * 10) / 10} minutes to spare.`
          : ` That runs over ${an} ${minutes}-minute slot: cut to about ${Math.floor((minutes * 60) / Number(perSlide))} slides, or speed up.`;
    return say(
      `${count} slides at ${perSlide} seconds each is ${Math.round(total * 10) / 10} minutes.${verdict} I changed nothing.`,
    );
  }
  if (/\bread(?:ing)? time\b|\bskim|\bto read\b|\bread (?:it|this|through)\b/iu.test(message)) {
    const words = deck.slides
      .map((slide) => `${slide.title} ${slide.content}`)
      .join(" ")
      .split(/\s+/u).length;
    const read = Math.max(1, Math.round(words / 200 + (count * 5) / 60));
    return say(
      `The deck has ${count} slides and about ${words} words: roughly ${read} minute${read === 1 ? "" : "s"} to skim, a few seconds a slide. Investors give a cold deck two to three minutes, so the titles alone should tell the story. I changed nothing.`,
    );
  }
  // "demo day slot caps us at 10 slides": a cap on slides, not minutes.
  const said =
    /\b(?:caps?(?:\s+(?:us|it))?\s+at|limit(?:ed)?\s+(?:of|to|is)|max(?:imum)?(?:\s+of)?|at most|no more than)\s+(\d{1,2})\s+slides\b|\b(\d{1,2})\s+slides\s+(?:max|maximum|tops|at most)\b/iu
      .exec(message)
      ?.slice(1)
      .find(Boolean);
  // Kawasaki's 10/20/30: ten slides.
  const rule =
    /\b10\s*\/\s*20\s*\/\s*30\b/u.test(message) && /\bover\b|\btoo many\b|\bhow many\b/iu.test(message);
  const cap = said ?? (rule ? "10" : undefined);
  if (cap && minutes === null) {
    const over = count - Number(cap);
    return say(
      over > 0
        ? `The deck has ${count} slides, ${over} over the ${cap}-slide cap. Merge or cut ${over} (the thank-you slide and any slide that repeats another are the first to go) and keep the rest for an appendix. I changed nothing.`
        : `The deck has ${count} slide${count === 1 ? "" : "s"}, within the ${cap}-slide cap. I changed nothing.`,
    );
  }
  const slot = minutes ?? 10;
  const fits =
    minutes !== null && count > minutes
      ? ` That is too many for ${minutes} minutes: keep about ${minutes} slides (${minutes < 5 ? "the problem, what you built and your best number, then say the ask" : "cover, problem, solution, traction, the ask, and the strongest of the rest"}) and move the others to an appendix.`
      : ` For a ${slot}-minute slot, aim for ${slot} slides or fewer and leave time for questions.`;
  return say(
    `The deck has ${count} slide${count === 1 ? "" : "s"}. At about a minute a slide, that is a ${count}-minute pitch.${fits} I changed nothing.`,
  );
}

/** "for a 5 minute pitch slot": the minutes the founder has. */
/** The pitch's minutes; of several ("30 min meeting, keep the deck part to 10 min"), the tightest. */
const slotMinutes = (message: string): number | null => {
  const said = message.replace(/\d+(?:\.\d+)?\s*min(?:ute)?s?\s*(?:per|a|each|on each)\s*slide/giu, "");
  const found = [...said.matchAll(/(?<![\d.])\b(\d+)[\s-]?min(?:ute)?s?\b/giu)].map((match) =>
    Number(match[1]),
  );
  return found.length > 0 ? Math.min(...found) : null;
};
