import type { DeckContext } from "../engine.ts";
import { say, type Reply } from "./copilot-reply.ts";
import { hasGap, sectionOfSlide } from "./review.ts";

/** "summarize my pitch in 2 sentences", "1 sentence for a cold email to a vc, based on deck". */
const ASKS =
  /\b(?:summari[sz]e|sum up|tl;?dr|elevator (?:pitch|line)|one-?liner|say[- ]it[- ]back|in (?:one|two|1|2) sentences?|(?:one|1) sentence|\d+[- ]?sec(?:ond)?s? (?:spoken |verbal )?version|spoken version)\b/iu;
const ABOUT = /\b(?:pitch|deck|us|company|startup|email|vc|investors?|partners?)\b/iu;
const EDITS = /\b(?:make|turn|rewrite|change|shorten|slide\s*\d|the\s+[\p{L}\s-]+\s+slide)\b/iu;
/** "…, don't touch the slides": the founder says no edit is wanted. */
const NO_EDITS = /\b(?:don'?t|do not|without)\s+(?:touch|change|edit)(?:ing)?\s+(?:the\s+)?slides\b/iu;

export const asksForPitchSummary = (message: string): boolean =>
  ASKS.test(message) && ABOUT.test(message) && (!EDITS.test(message) || NO_EDITS.test(message));

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.!]+$/u, "");
  return trimmed ? `${trimmed[0]!.toUpperCase()}${trimmed.slice(1)}.` : "";
};

/**
 * The pitch in two sentences, in the deck's own words: what the company does for whom (the cover's
 * tagline), then the proof and the ask (the traction and ask slides). A slide still holding a placeholder
 * gives nothing; nothing is invented.
 */
export function pitchSummaryReply(deck: DeckContext, message = ""): Reply {
  const slides = deck.slides;
  const cover =
    slides[0]?.body?.layout === "cover" ? slides[0].body.fields.tagline : slides[0]?.content.split("\n")[0];
  const of = (section: string) => slides.findIndex((slide) => sectionOfSlide(slide) === section);
  const tractionAt = of("traction");
  const askAt = of("ask");
  const traction = tractionAt >= 0 ? slides[tractionAt]!.title : "";
  const askSlide = askAt >= 0 ? slides[askAt] : undefined;
  const ask =
    askSlide?.body?.layout === "ask"
      ? `raising ${askSlide.body.fields.amount} ${askSlide.body.fields.round.toLowerCase()}${askSlide.body.fields.milestones ? ` to ${askSlide.body.fields.milestones.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` : ""}`
      : (askSlide?.title ?? "");
  const usable = (text: string | undefined) => (text && !hasGap(text) ? text : "");
  const proof = [usable(traction), usable(ask)].filter(Boolean).join(", ");
  const first = sentence(usable(cover));
  const second = sentence(proof);
  if (!first && !second)
    return say(
      "Your cover, traction and ask slides still hold placeholders, so there is no pitch to sum up yet. I changed nothing.",
    );
  const sources = [
    first ? "the cover" : "",
    usable(traction) ? `slide ${tractionAt + 1}` : "",
    usable(ask) ? `slide ${askAt + 1}` : "",
  ].filter(Boolean);
  // "1 sentence for a cold email": one sentence, the proof after a dash.
  const one = /\b(?:one|1) sentence\b|\bone-?liner\b/iu.test(message);
  const pitch =
    one && first && second
      ? `${first.replace(/\.$/u, "")} — ${second[0]!.toLowerCase()}${second.slice(1)}`
      : [first, second].filter(Boolean).join(" ");
  const from = sources.length > 1 ? `${sources.slice(0, -1).join(", ")} and ${sources.at(-1)}` : sources[0];
  return say(`Your pitch in your deck's own words:\n\n${pitch}\n\nFrom ${from}. I changed nothing.`);
}

/** A slide that sums the deck up: "an 'Executive summary' slide after the cover", "a TL;DR slide". */
export const SUMMARY_SLIDE =
  /^(?:executive\s+summary|summary|tl;?dr|at a glance|overview|the deck in one slide)$/iu;

/** The sections a summary walks through, in the order an investor reads them. */
const SUMMED_UP = ["problem", "solution", "market", "traction", "businessModel", "ask"] as const;

/**
 * The deck's story as points, one a section, each in the slide's own words: its headline when the title
 * is one ("Accountants waste 40 hours a month …"), else its first line. A slide that still holds a
 * placeholder gives nothing; nothing is invented. Each point comes with its slide's number.
 */
export function summaryPoints(deck: DeckContext): Array<{ text: string; slide: number }> {
  return SUMMED_UP.flatMap((section) => {
    const at = deck.slides.findIndex((slide) => sectionOfSlide(slide) === section);
    const slide = deck.slides[at];
    if (!slide) return [];
    const body = slide.body;
    const headline = slide.title.split(/\s+/u).length >= 4;
    const text =
      body?.layout === "ask"
        ? `Raising ${body.fields.amount} ${body.fields.round.toLowerCase()}${body.fields.milestones ? ` to ${lowerFirst(body.fields.milestones)}` : ""}`
        : headline
          ? slide.title
          : (slide.content.split("\n").find((line) => line.trim()) ?? "");
    return text && !hasGap(text) ? [{ text: text.trim().replace(/[.!]+$/u, ""), slide: at + 1 }] : [];
  }).sort((a, b) => a.slide - b.slide);
}

const lowerFirst = (text: string) => text.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
