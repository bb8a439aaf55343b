import { capitalize } from "./text.ts";
import { slideLayoutOf, type ChatInput, type DeckContext, type DraftSlide } from "../engine.ts";
import { comparedNames, comparisonSlide } from "./copilot-compare.ts";
import type { Intent } from "./copilot-intent.ts";
import { insertIndex } from "./copilot-moves.ts";
import { createSlideOperation } from "./copilot-plan.ts";
import { notFound, say, slideName, type Reply } from "./copilot-reply.ts";
import { extraSlide, itemsSlide, topicSlide, topicTitle } from "./copilot-topic.ts";
import { draftSectionSlide } from "./draft-deck.ts";
import { hasGap, missingSections, slideCalled } from "./review.ts";
import { SECTIONS, sectionForPhrase } from "./sections.ts";
import { standardPosition } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { SUMMARY_SLIDE, summaryPoints } from "./copilot-pitch-summary.ts";
import { ASKS_FOR_A_SLIDE, kindTitle, pointBefore, vagueTopic } from "./copilot-slide-kinds.ts";

/**
 * New slides: the next section the deck is missing ("compose a slide"), or the one the founder names
 * ("add a roadmap slide", "add a unit economics slide: CAC $1.2k, LTV $14k"), placed where it belongs.
 */

function created(slide: DraftSlide, position: number, why: string, yours = false): Reply {
  const gapNote = hasGap(slide.content)
    ? " Fill in the bracketed gaps with your own facts; I don't invent figures."
    : yours
      ? " It shows the points you gave, one per line."
      : " It uses the facts from your brief.";
  // A slide without a section is named by its title, never by what its words read as.
  const called = slide.section
    ? slideCalled({ title: slide.title, content: slide.content, section: slide.section })
    : `"${slide.title.split(/\s+/u).slice(0, 8).join(" ")}${slide.title.split(/\s+/u).length > 8 ? "…" : ""}"`;
  const added = called.startsWith('"') ? `slide ${called}` : called;
  return say(`Added ${added} at position ${position + 1}${why}.${gapNote}`, [
    createSlideOperation(slide, position),
  ]);
}

export function compose(input: ChatInput): Reply {
  const { deck, brief } = input;
  const [key] = missingSections(deck);
  if (key) {
    const slide = draftSectionSlide(key, brief);
    const why = `: the deck had no ${SECTIONS[key].title.toLowerCase()} slide`;
    return created(slide, standardPosition(key, deck), why);
  }
  const titles = new Set(deck.slides.map((s) => s.title.toLowerCase()));
  for (let i = 0; ; i += 1) {
    const extra = extraSlide(i, brief);
    if (!extra) break;
    if (!titles.has(extra.title.toLowerCase())) {
      return created(extra, deck.slides.length, ": every standard section is already covered");
    }
  }
  return say(
    'Your deck already has every standard section and the optional ones I know. Ask "review my deck" for what to improve, or "add a slide about …".',
  );
}

export function add(input: ChatInput, topic: string, intent: Extract<Intent, { kind: "add" }>): Reply {
  // "… new slide for that pls": the slide the message names in passing, with the news "that" points to.
  const named = !intent.quoted && vagueTopic(topic) ? kindTitle(input.message) : null;
  if (named) {
    const pointed = /^(?:that|this|it|these|those|them)\b/iu.test(topic.trim())
      ? pointBefore(input.message, ASKS_FOR_A_SLIDE)
      : null;
    const items = intent.items ?? (pointed ? [pointed] : undefined);
    return add(input, named, { ...intent, topic: named, ...(items ? { items } : {}) });
  }
  const { deck, brief } = input;
  const names = comparedNames(input.message);
  const subject = names.length > 0 ? topic.replace(/\s+(?:compar|versus|vs\b|against).*$/iu, "") : topic;
  const kind = slideOfKind(subject, deck);
  const existing = kind?.exact ? kind.index : null;
  // "near the end": before the closing slide, which stays last ("at the end" is after it).
  const placed = intent.placement
    ? intent.placement.kind === "end" && /\b(?:near|towards?)\s+the\s+end\b/iu.test(input.message)
      ? beforeClosing(deck)
      : insertIndex(intent.placement, deck)
    : null;
  if (placed !== null && typeof placed === "object")
    return notFound(deck, placed.missing, "add a slide on X after slide 3");
  // A slide of its own beside the one the deck has: the founder gave what goes on it ("add a unit economics
  // slide: CAC $1.2k, LTV $14k") or put it next to that slide ("a use of funds slide before the ask").
  const beside = existing !== null && placed !== null && Math.abs(placed - existing) <= 1;
  // "add a use of funds slide": a slide of its own next to the ask, never a second slide of its section.
  const near =
    kind && (!kind.exact || DEMO.test(subject)) && PART_OF_A_SECTION.test(topicTitle(subject))
      ? kind.index
      : null;
  const sectionTaken = (existing === null || DEMO.test(subject)) && near !== null;
  const separate = sectionTaken || (existing !== null && (intent.items !== undefined || beside));
  const anchor = existing ?? near;
  if (
    existing !== null &&
    !separate &&
    !/\b(?:another|second|one more|extra|additional|new)\b/iu.test(input.message)
  ) {
    const again = input.message.replace(/\b(?:an?|the)\s+(?=[\p{L}\s-]*\bslide)/iu, "another ");
    return say(
      `Your deck already has ${slideName(deck, existing)}, so I changed nothing. To add a second one, reply "yes" or say "${again.trim()}"; to improve the one you have, say "rewrite slide ${existing + 1}".`,
    );
  }
  // "an 'Executive summary' slide after the cover": the deck's own story, a point a section.
  const summary = !intent.items && SUMMARY_SLIDE.test(subject.trim()) ? summaryPoints(deck) : [];
  if (summary.length >= 3) {
    const title = /^tl;?dr$/iu.test(subject.trim()) ? "TL;DR" : topicTitle(subject);
    const slide = itemsSlide(
      title,
      summary.map((point) => point.text),
      null,
    );
    const from = summary.map((point) => point.slide);
    const at = placed ?? 1;
    return say(
      `Added slide "${slide.title}" at position ${at + 1}. It sums up slides ${from.slice(0, -1).join(", ")} and ${from.at(-1)} in their own words.`,
      [createSlideOperation(slide, at)],
    );
  }
  // "the top 3 things we've learned from our first 32 customers" is a topic of its own, not Traction.
  const short = topic.split(/\s+/u).length <= 4;
  const section = separate
    ? null
    : ((short ? sectionForPhrase(topic) : null) ??
      (names.length > 0 && !intent.quoted ? "competition" : null));
  const slide = intent.items
    ? itemsSlide(topicTitle(subject), intent.items, section)
    : names.length > 0
      ? comparisonSlide(topicTitle(subject), names, brief)
      : topicSlide(topic, brief, deck, !separate && short);
  const position =
    placed ??
    (anchor !== null && separate
      ? anchor + 1
      : section && section !== "title"
        ? standardPosition(section, deck)
        : beforeClosing(deck));
  const why =
    separate && anchor !== null && Math.abs(position - anchor) <= 1
      ? `, next to ${slideName(deck, anchor)}`
      : "";
  const titled = intent.quoted ? { ...slide, title: capitalize(topic.trim()) } : slide;
  const made = section && !titled.section ? { ...titled, section } : titled;
  return created(made, position, why, intent.items !== undefined);
}

/** A new slide goes before the closing "Thank you" slide, which stays last. */
function beforeClosing(deck: DeckContext): number {
  const last = deck.slides.at(-1);
  return last && slideLayoutOf(last) === "closing" ? deck.slides.length - 1 : deck.slides.length;
}

/** Parts of a section that decks give a slide of their own. */
const PART_OF_A_SECTION =
  /^(?:unit economics|use of funds|milestones|how it works|(?:product )?demo\b.*|.*\bdemo video|.*screenshots?|.*\b(?:map|landscape))$/iu;

/** A demo has a slide of its own beside the product slide, even where "demo" names the product's kind. */
const DEMO = /\b(?:demo|screenshots?|walkthrough|map|landscape)\b/iu;

/**
 * The slide the topic names: `exact` when the deck has a slide of that kind ("competition" when it has a
 * Competition slide), inexact when only a related word points at one ("use of funds" → the ask slide).
 */
function slideOfKind(topic: string, deck: DeckContext): { index: number; exact: boolean } | null {
  // "founder-market fit", "product-market fit": a topic of its own, not the market slide.
  if (/\b(?:founder|product)[\s-]+market[\s-]+fit\b/iu.test(topic)) return null;
  const found = findSlide({ kind: "phrase", phrase: topic.replace(/^(?:our|the|a|an|my)\s+/iu, "") }, deck);
  return found.kind === "found" ? { index: found.index, exact: found.exact } : null;
}
