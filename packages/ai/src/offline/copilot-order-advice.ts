import type { DeckContext } from "../engine.ts";
import { slideName } from "./copilot-reply.ts";
import { mentions } from "./copilot-mentions.ts";
import { sectionOfSlide } from "./review.ts";
import { SECTION_KEYS, SECTIONS, type SectionKey } from "./sections.ts";
import { findSlide } from "./slide-target.ts";
import type { SlideRef } from "./slide-refs.ts";
import { capitalize } from "./text.ts";

/**
 * Questions about where slides go, answered without moving any: "Should I put the team slide earlier?",
 * "where should traction go?", "is the order of slides ok?", "does the order match the sequoia template?".
 * The answer compares the deck with the story investors expect (or the template named) and says how to
 * make the move.
 */
export type OrderQuestion = { kind: "order"; slide: SlideRef | null; template: Template };

type Template = "seed" | "sequoia" | "yc";

const ORDERS: Record<Template, { name: string; order: readonly SectionKey[] }> = {
  seed: { name: "the usual seed story", order: SECTION_KEYS },
  sequoia: {
    name: "Sequoia's template",
    order: [
      "title",
      "problem",
      "solution",
      "whyNow",
      "market",
      "competition",
      "product",
      "businessModel",
      "traction",
      "team",
      "financials",
      "ask",
    ],
  },
  yc: {
    name: "YC's seed deck outline",
    order: [
      "title",
      "problem",
      "solution",
      "traction",
      "whyNow",
      "product",
      "businessModel",
      "market",
      "competition",
      "team",
      "financials",
      "ask",
    ],
  },
};

/** Where a section belongs, and when it moves. */
const WHERE: Partial<Record<SectionKey, string>> = {
  team: "Most seed decks put the team near the end, just before the money; it moves up, right after the solution, when the founders themselves are the strongest reason to invest",
  traction:
    "Traction goes as early as it is strong: right after the solution when the numbers carry the pitch, later when they are thin",
  competition: "Competition follows the market and product, once the investor knows what you sell",
  market: "The market comes after the problem and solution, when the investor knows whose money it is",
  whyNow: 'Why now sits right after the solution: it answers "why hasn\'t this been done?"',
  businessModel: "The business model sits next to traction, so price and revenue read together",
  financials: "Financials come late, just before the ask they pay for",
  ask: "The ask closes the story, after the financials it funds",
  problem: "The problem opens the story, right after the cover",
  solution: "The solution follows the problem directly",
  product: "The product follows the solution and market, as the proof of how it works",
};

const ORDER_ASKED =
  /\b(?:(?:is|does|are)\s+(?:the|my|our)\s+(?:slide\s+)?(?:order|ordering|flow|sequence)(?:\s+of\s+(?:the\s+|my\s+|our\s+)?(?:slides|deck))?\s+(?:ok|okay|right|good|fine|logical|make sense|work|match|follow)|what\s+order\b|\b(?:is|are)\s+(?:my|our|the)\s+slides\s+in\s+the\s+right\s+order|(?:order|flow|sequence)\s+(?:ok|okay|right|good)\s*\?|\bhow(?:'s|’s|\s+is|\s+does)\s+(?:the\s+)?(?:flow|story|order|narrative)\b|\b(?:does|do)\s+(?:the|my|our)\s+(?:story|narrative|deck|slides)\s+(?:hold up|hold together|flow)\b)/iu;
const SHOULD_MOVE =
  /^(?:[^.!?]*[.!?]\s+)?(?:should|do|would)\s+(?:i|we)\s+(?:put|move|place|have|bring|show|lead with|open with)\b[^?]*\?\s*$/iu;
const WHERE_GOES =
  /\bwhere\s+(?:should|does|do|would)\s+(?:i\s+put\s+|we\s+put\s+)?(?:the\s+|my\s+|our\s+)?([\p{L}\s-]{2,30}?)(?:\s+slide)?\s+(?:go|sit|come|belong|be)\b/iu;

export function parseOrderQuestion(message: string): OrderQuestion | null {
  const template: Template = /\bsequoia\b/iu.test(message)
    ? "sequoia"
    : /\b(?:yc|y combinator)\b/iu.test(message)
      ? "yc"
      : "seed";
  if (ORDER_ASKED.test(message)) return { kind: "order", slide: null, template };
  const where = WHERE_GOES.exec(message);
  const asked = where ? `the ${where[1]} slide` : SHOULD_MOVE.test(message) ? message : null;
  if (!asked) return null;
  const named = mentions(asked);
  if (named.length !== 1) return null;
  return { kind: "order", slide: named[0]!.ref, template };
}

export function orderReply(deck: DeckContext, question: OrderQuestion): string {
  const { name, order } = ORDERS[question.template];
  const sections = deck.slides.map((slide, index) => sectionOfSlide(slide) ?? (index === 0 ? "title" : null));
  const rank = (section: SectionKey | null) => (section ? order.indexOf(section) : -1);
  const found = question.slide ? findSlide(question.slide, deck) : null;
  if (found?.kind === "found") {
    const section = sections[found.index];
    const advice = section ? WHERE[section] : undefined;
    const cue =
      section === "team" || section === "traction"
        ? strength(deck.slides[found.index]!.content + deck.slides[found.index]!.title, section)
        : "";
    const at = `${capitalize(slideName(deck, found.index))}: position ${found.index + 1} of ${deck.slides.length}.`;
    return [
      at,
      advice ? `${advice}.` : "",
      cue,
      `To move it, say "move slide ${found.index + 1} to position …". I changed nothing.`,
    ]
      .filter(Boolean)
      .join(" ");
  }
  // Slides whose section comes before one shown earlier in the deck break the story's order.
  const outOfPlace: string[] = [];
  let highest = -1;
  sections.forEach((section, index) => {
    const r = rank(section);
    if (r < 0) return;
    if (r < highest) {
      const after = sections.slice(0, index).findLast((earlier) => rank(earlier) >= 0 && rank(earlier) < r);
      outOfPlace.push(
        `${slideName(deck, index)} usually comes ${after ? `right after ${SECTIONS[after].title}` : "earlier"}`,
      );
    }
    highest = Math.max(highest, r);
  });
  const story = order
    .filter((section) => sections.includes(section))
    .map((section) => SECTIONS[section].title);
  const verdict =
    outOfPlace.length === 0
      ? `The deck follows ${name}: ${story.join(" → ")}.`
      : `Against ${name} (${story.join(" → ")}), ${outOfPlace.join("; ")}.`;
  const traction = sections.indexOf("traction");
  const early =
    traction >= 0 && strength(deck.slides[traction]!.title + deck.slides[traction]!.content, "traction")
      ? ` Your traction is real revenue, so moving it up right after the solution (slide ${sections.indexOf("solution") + 2}) puts the proof first.`
      : "";
  return `${verdict}${early} I changed nothing; say "move slide N to position M" to reorder.`;
}

/** Why this deck's team or traction could come early, in its own words; "" when nothing says so. */
function strength(text: string, section: "team" | "traction"): string {
  if (section === "team") {
    const cue =
      /\bex-[\p{L}]+|\bPhD\b[^.\n,]*|\b\d+\s+years\b[^.\n,]*|\bprior exit\b|\bsold\b[^.\n,]*/iu.exec(
        text,
      )?.[0];
    return cue ? `Yours says "${cue.trim()}": if that is why investors should back you, show it early.` : "";
  }
  const cue = /\$\s?\d[\d.,]*\s?[kKmM]?\s*(?:MRR|ARR)|\d+\s+paying customers|\d+(?:\.\d+)?%\s*MoM/iu.exec(
    text,
  )?.[0];
  return cue ? `Yours shows ${cue.trim()}, which is strong enough to come early.` : "";
}
