/**
 * Copilot requests phrased the way founders type them (typos, synonyms, several requests, questions,
 * references to slides that do not exist), each with what must happen on the Ledgerly deck the offline
 * engine drafts from `saasBrief`: 1 Ledgerly, 2 Problem, 3 Solution, 4 Why now, 5 Market, 6 Product,
 * 7 Business model, 8 Traction, 9 Competition, 10 Team, 11 Financials, 12 The ask, 13 Thank you.
 * Written from how people ask, not from how the parser reads; the expected outcome is what a careful
 * analyst would do.
 */
export type Expected =
  /** These slides (by title) get new text; no other slide is touched. */
  | { edit: string[] }
  /** These slides are deleted; nothing else changes. */
  | { delete: string[] }
  /** A slide whose title matches is added; no existing slide changes. */
  | { create: RegExp }
  /** The slide ends at this 1-based position. */
  | { move: string; to: number }
  /** The deck's title becomes this. */
  | { renameDeck: string }
  /** Nothing changes and the reply asks or explains (a missing or ambiguous slide, a risky delete). */
  | { ask: true }
  /** Nothing changes and the reply answers the question (a review, a critique), naming a slide. */
  | { answer: RegExp };

export interface CopilotCase {
  message: string;
  expected: Expected;
  /** Extra slide titles appended to the deck for this case (to make a reference ambiguous). */
  extraSlides?: string[];
}

const edit = (...titles: string[]): Expected => ({ edit: titles });
const ask: Expected = { ask: true };

export const COPILOT_CASES: CopilotCase[] = [
  // Slide references by number, ordinal and title.
  { message: "shorten slide 2", expected: edit("Problem") },
  { message: "Shorten the 3rd slide please", expected: edit("Solution") },
  { message: "can you tighten the problem slide", expected: edit("Problem") },
  { message: "trim the traction slide", expected: edit("Traction") },
  { message: "condense the competition slide", expected: edit("Competition") },
  { message: "rewrite the team slide", expected: edit("Team") },
  { message: "polish slide 8", expected: edit("Traction") },
  { message: "clean up the why now slide", expected: edit("Why now") },
  { message: "shorten the last slide", expected: edit("Thank you") },
  { message: "shorten the first slide", expected: edit("Ledgerly") },
  // Synonyms founders use.
  { message: "rewrite the TAM slide", expected: edit("Market") },
  { message: "shorten the moat slide", expected: edit("Competition") },
  { message: "tighten the defensibility slide", expected: edit("Competition") },
  { message: "fix the unit economics slide", expected: edit("Business model") },
  { message: "shorten the ask slide", expected: edit("The ask") },
  { message: "rewrite the fundraising slide", expected: edit("The ask") },
  { message: "shorten the founders slide", expected: edit("Team") },
  { message: "tighten up the metrics slide", expected: edit("Traction") },
  { message: "shorten the projections slide", expected: edit("Financials") },
  { message: "rewrite the pain points slide", expected: edit("Problem") },
  // Typos.
  { message: "shorten the tracton slide", expected: edit("Traction") },
  { message: "rewrite the compettion slide", expected: edit("Competition") },
  { message: "shorten the probelm slide", expected: edit("Problem") },
  { message: "tighten the fianncials slide", expected: edit("Financials") },
  { message: "shorten the markt slide", expected: edit("Market") },
  { message: "delete the taem slide", expected: { delete: ["Team"] } },
  // Deleting: exact targets act, inexact or missing ones ask.
  { message: "delete slide 13", expected: { delete: ["Thank you"] } },
  { message: "remove the team slide", expected: { delete: ["Team"] } },
  { message: "get rid of the why now slide", expected: { delete: ["Why now"] } },
  { message: "delete the go-to-market slide", expected: ask },
  { message: "delete the GTM slide", expected: ask },
  { message: "remove the pricing slide", expected: ask },
  { message: "delete the second go-to-market slide", expected: ask },
  { message: "delete the hiring slide", expected: ask },
  { message: "delete slide 40", expected: ask },
  { message: "delete all slides", expected: ask },
  { message: "delete the roadmap slide", expected: ask },
  { message: "remove the testimonials slide", expected: ask },
  // Ambiguous targets.
  {
    message: "shorten the go-to-market slide",
    extraSlides: ["Go-to-market: channels", "Go-to-market: partners"],
    expected: ask,
  },
  {
    message: "delete the second go-to-market slide",
    extraSlides: ["Go-to-market: channels", "Go-to-market: partners"],
    expected: { delete: ["Go-to-market: partners"] },
  },
  { message: "shorten the GTM slide", extraSlides: ["Go-to-market"], expected: edit("Go-to-market") },
  { message: "remove the pricing slide", extraSlides: ["Pricing"], expected: { delete: ["Pricing"] } },
  // Style and tone.
  { message: "Make the problem slide punchier", expected: edit("Problem") },
  { message: "make slide 2 more compelling", expected: edit("Problem") },
  { message: "make the traction slide stronger", expected: edit("Traction") },
  { message: "make the solution slide more formal", expected: edit("Solution") },
  { message: "can you make it sound more exciting?", expected: ask },
  { message: "make the team slide sharper", expected: edit("Team") },
  // Several targets in one message.
  {
    message: "shorten every slide",
    expected: edit(
      "Ledgerly",
      "Thank you",
      "Problem",
      "Solution",
      "Why now",
      "Market",
      "Product",
      "Business model",
      "Traction",
      "Competition",
      "Team",
      "Financials",
      "The ask",
    ),
  },
  {
    message: "make all slides more formal",
    expected: edit(
      "Ledgerly",
      "Problem",
      "Solution",
      "Why now",
      "Market",
      "Product",
      "Business model",
      "Traction",
      "Competition",
      "Team",
      "Financials",
      "The ask",
      "Thank you",
    ),
  },
  // Several requests in one message.
  { message: "shorten slide 2 and shorten slide 3", expected: edit("Problem", "Solution") },
  { message: "shorten the problem slide; rewrite the team slide", expected: edit("Problem", "Team") },
  {
    message: "tighten the market slide and then trim the traction slide",
    expected: edit("Market", "Traction"),
  },
  { message: "delete slide 13 and delete slide 12", expected: { delete: ["Thank you", "The ask"] } },
  { message: "drop slides 11 and 13", expected: { delete: ["Financials", "Thank you"] } },
  { message: "write speaker notes for slide 2", expected: edit("Problem") },
  // Adding slides.
  { message: "add a slide about our pricing", expected: { create: /Pricing/u } },
  { message: "Add a slide on hiring plans after slide 3", expected: { create: /Hiring/u } },
  { message: "add a roadmap slide", expected: { create: /Roadmap/u } },
  { message: "can you add a go-to-market slide", expected: { create: /Go-to-market/iu } },
  { message: "create a slide about customer testimonials", expected: { create: /testimonials/iu } },
  { message: "add a competition slide comparing us to BlackLine and FloQast", expected: ask },
  {
    message: "add another competition slide comparing us to BlackLine and FloQast",
    expected: { create: /Competition/u },
  },
  { message: "add a team slide", expected: ask },
  { message: "insert a slide about regulation before the market slide", expected: { create: /Regulation/u } },
  // Two founders writing blind asked for a use-of-funds slide of its own; the ask slide stays as it is.
  { message: "add a slide about our use of funds", expected: { create: /Use of funds/u } },
  // Moving.
  { message: "move slide 10 to the end", expected: { move: "Team", to: 13 } },
  { message: "move the team slide to the end", expected: { move: "Team", to: 13 } },
  { message: "move team to the end", expected: { move: "Team", to: 13 } },
  { message: "put the traction slide before the market slide", expected: { move: "Traction", to: 5 } },
  { message: "move the competition slide after the product slide", expected: { move: "Competition", to: 7 } },
  { message: "move slide 8 to position 3", expected: { move: "Traction", to: 3 } },
  { message: "move the ask up", expected: { move: "The ask", to: 11 } },
  { message: "swap the team and competition slides", expected: { move: "Team", to: 9 } },
  // Renaming.
  { message: "rename the deck to Ledgerly Seed 2026", expected: { renameDeck: "Ledgerly Seed 2026" } },
  { message: "call the deck Ledgerly pre-seed", expected: { renameDeck: "Ledgerly pre-seed" } },
  { message: "rename slide 7 to Pricing and packaging", expected: edit("Business model") },
  // A figure corrected in passing: the slide that states it, and no other.
  { message: "our TAM is actually $4B per Gartner, update it", expected: edit("Market") },
  { message: "make the ask slide say we're raising $2M", expected: edit("The ask") },
  { message: "actually our MRR is $21k", expected: edit("Traction") },
  { message: "update the pricing to $249 per month", expected: edit("Business model") },
  { message: "we have 40 paying customers now, fix slide 8", expected: edit("Traction") },
  // Facts handed over for a slide.
  {
    message: "can you add our competitors Weave and Xero to the competition slide",
    expected: edit("Competition"),
  },
  { message: "put 40% gross margin on the business model slide", expected: edit("Business model") },
  // Questions and reviews: nothing changes.
  { message: "What would a Sequoia partner criticize?", expected: { answer: /Sequoia/u } },
  { message: "what would a YC partner push back on", expected: { answer: /YC/u } },
  { message: "what would Lightspeed criticize about this", expected: { answer: /Lightspeed/u } },
  { message: "What are the weakest parts for a16z?", expected: { answer: /a16z/u } },
  { message: "How would a YC partner react to our traction?", expected: { answer: /YC/u } },
  { message: "the market slide needs a TAM, what should I put?", expected: { answer: /Market/u } },
  { message: "Make the ask more specific", expected: { answer: /ask/u } },
  { message: "how do I improve the traction slide?", expected: { answer: /Traction/u } },
  { message: "what's our TAM?", expected: { answer: /Market/u } },
  { message: "add a TAM to the market slide", expected: { answer: /Market/u } },
  {
    message: "Are we missing anything important?",
    expected: { answer: /[Ss]lide \d+|No "|Nothing to fix/u },
  },
  { message: "undo that", expected: ask },
  // The drafted deck's titles are headlines already: nothing to change, and the reply says so.
  { message: "make all titles headlines", expected: ask },
  { message: "review my deck", expected: { answer: /[Ss]lide \d+|No "/u } },
  { message: "what's missing?", expected: { answer: /[Ss]lide \d+|No "|Nothing to fix/u } },
  { message: "any red flags in this deck?", expected: { answer: /[Ss]lide \d+|No "/u } },
  { message: "give me feedback on the deck", expected: { answer: /[Ss]lide \d+|No "/u } },
  // Written after the code this stop, so they check the features rather than judge them.
  { message: "can we lose the why now slide", expected: { delete: ["Why now"] } },
  { message: "ditch the financials", expected: { delete: ["Financials"] } },
  { message: "delete the contact slide", expected: { delete: ["Thank you"] } },
  { message: "we just hit 40 customers", expected: edit("Traction") },
  { message: "make the problem slide sound less salesy", expected: edit("Problem") },
  { message: "tighten up the team slide", expected: edit("Team") },
  { message: "what's weak about my ask?", expected: { answer: /^Slide 12 \(the ask slide\)/u } },
  { message: "remove the 15% MoM from the traction slide", expected: edit("Traction") },
  { message: "add a closing slide with my email jane@ledgerly.io", expected: edit("Thank you") },
  // A part of a slide that is not there: never the slide itself.
  { message: "remove BlackLine from the competition slide", expected: ask },
  // Requests the offline engine cannot do must change nothing.
  { message: "tell me a joke", expected: ask },
  { message: "fix the typos", expected: ask },
  { message: "delete everything except the team slide", expected: ask },
  { message: "yes", expected: ask },
  { message: "translate the deck to French", expected: ask },
  { message: "shorten it", expected: ask },
  { message: "delete it", expected: ask },
];
