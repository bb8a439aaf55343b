import { MONOLOGUE_FLAG_MS, type VoiceMetrics } from "@pds/contracts";
import type { DiligenceTopic } from "./personas/catalog.ts";
import { placeholders, sectionSlide, type PracticeDeck, type PracticeSlide } from "./personas/deck-gaps.ts";
import { describeContradiction, type Contradiction } from "./personas/deck-figures.ts";
import type { ClaimConflict } from "./personas/claim-conflicts.ts";
import type { Timing } from "./timing.ts";

type CoverageState = VoiceMetrics["coverage"][number]["state"];

export interface RuleFeedbackInput {
  deck: PracticeDeck | null;
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  fillerWords: Record<string, number>;
  fillerBursts: number;
  hedges: number;
  timing: Timing;
  contradictions: Contradiction[];
  claimConflicts?: ClaimConflict[];
  coverage: Array<{ topic: DiligenceTopic; state: CoverageState }>;
  answers?: ReadonlyArray<{ question: string; quote: string; specific: boolean }>;
}

/** A deck's unfilled placeholders, one entry per slide (a slide with three gaps is one suggestion). */
function placeholdersBySlide(deck: PracticeDeck | null) {
  const bySlide = new Map<string, { slide: PracticeSlide; texts: string[] }>();
  for (const gap of placeholders(deck)) {
    const entry = bySlide.get(gap.slide.id) ?? { slide: gap.slide, texts: [] };
    if (!entry.texts.includes(gap.text)) entry.texts.push(gap.text);
    bySlide.set(gap.slide.id, entry);
  }
  return [...bySlide.values()];
}

const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Topics the call never reached but the deck covers: suggest working at most this many into the pitch. */
const MAX_UNREACHED_SUGGESTIONS = 2;

/**
 * The offline coach: concrete suggestions from the measured numbers, the topics dodged, the figures that
 * contradict the deck and its unfilled placeholders, each linked to the slide it concerns when there is one.
 */
export function ruleFeedback(input: RuleFeedbackInput): VoiceMetrics["feedback"] {
  const { deck, wordsPerMinute, fillersPerMinute, timing } = input;
  const feedback: VoiceMetrics["feedback"] = [];
  const add = (message: string, slideId?: string) => {
    if (feedback.some((item) => item.message === message)) return;
    feedback.push(slideId ? { message, slideId } : { message });
  };
  if (wordsPerMinute !== null && (wordsPerMinute < 130 || wordsPerMinute > 160)) {
    add(
      wordsPerMinute > 160
        ? `You spoke at ${wordsPerMinute} words per minute; aim for 130-160. Pause after each key number so it lands.`
        : `You spoke at ${wordsPerMinute} words per minute; aim for 130-160. Rehearse your opening until it flows without searching for words.`,
    );
  }
  if (fillersPerMinute !== null && fillersPerMinute > 5) {
    const top = Object.entries(input.fillerWords).sort((a, b) => b[1] - a[1])[0];
    add(
      `${fillersPerMinute} filler words per minute${top ? ` (most often "${top[0]}")` : ""}; under 5 is the goal. Replace them with a short pause.`,
    );
  }
  const bursts = input.fillerBursts;
  if (bursts > 0)
    add(
      `${bursts} burst${bursts > 1 ? "s" : ""} of 3+ fillers within 10 seconds: those are the answers to rehearse.`,
    );
  if (input.hedges >= 3)
    add(
      `You hedged ${input.hedges} times ("maybe", "I think"). State the fact or the number, then qualify it once if needed.`,
    );
  const longest = timing.longestMonologue.durationMs ?? 0;
  if (longest > MONOLOGUE_FLAG_MS)
    add(
      `You once spoke for ${Math.round(longest / 1000)} s without letting the VC in. Make one point in under a minute, then offer to go deeper.`,
    );
  const { medianMs, count } = timing.answerLength;
  if (medianMs !== null && count >= 2 && medianMs < 5000)
    add(
      `Your median answer was ${(medianMs / 1000).toFixed(1)} s; give each answer a claim, a number and an example.`,
    );
  const { slowCount, slow } = timing.responseLatency;
  if (slowCount > 0) {
    const slowest = slow[0];
    add(
      `You took more than 3 seconds to start ${slowCount} answer${slowCount > 1 ? "s" : ""}${slowest ? ` (longest: ${(slowest.latencyMs / 1000).toFixed(1)} s after "${slowest.question}")` : ""}; prepare openers for the firm's standard questions.`,
    );
  }
  const vague = (input.answers ?? []).filter((a) => !a.specific);
  if (vague.length >= 2 && vague.length * 2 >= (input.answers?.length ?? 0)) {
    const example = vague[0];
    add(
      `${vague.length} of ${input.answers?.length} answers had no number${example ? `, such as "${example.quote}" to "${example.question}"` : ""}. Give each answer one figure.`,
    );
  }
  for (const { spoken, stated } of input.claimConflicts ?? [])
    add(
      `In the session you said ${spoken.quote}, but your "${stated.slide.title}" slide says ${stated.claim.quote}. Make them match.`,
      stated.slide.id,
    );
  for (const c of input.contradictions)
    add(`In the session ${describeContradiction(c)}. Make them match.`, c.deck.slide.id);
  let unreachedWithSlide = 0;
  // Two topics backed by the same slide get one suggestion about it, not the same advice twice.
  // A slide still full of placeholders gets the "fill in" suggestion below instead.
  const suggestedSlides = new Set<string>(placeholders(deck).map((gap) => gap.slide.id));
  for (const { topic, state } of input.coverage) {
    const slide = deck ? sectionSlide(deck, topic) : undefined;
    if (state === "dodged") {
      add(
        slide
          ? `You did not really answer "${topic.label}". Prepare a two-sentence answer with one number and put it on the "${slide.title}" slide.`
          : `You did not really answer "${topic.label}". Prepare a two-sentence answer with one number${deck ? ` and add a ${topic.label} slide` : ""}.`,
        slide?.id,
      );
    } else if (state === "not-reached" && deck && !slide) {
      add(`The session never reached "${topic.label}" and your deck has no slide for it: add one.`);
    } else if (
      state === "not-reached" &&
      slide &&
      !suggestedSlides.has(slide.id) &&
      unreachedWithSlide < MAX_UNREACHED_SUGGESTIONS
    ) {
      unreachedWithSlide++;
      suggestedSlides.add(slide.id);
      add(
        `The call ended before "${topic.label}". Work the "${slide.title}" slide into your opening pitch, so it lands even if the partner never asks.`,
        slide.id,
      );
    }
  }
  for (const { slide, texts } of placeholdersBySlide(deck))
    add(`Fill in ${joinAnd(texts)} on the "${slide.title}" slide before you pitch.`, slide.id);
  const unreached = input.coverage.filter((c) => c.state === "not-reached").map((c) => `"${c.topic.label}"`);
  if (feedback.length === 0 && unreached.length > 0)
    add(
      `The session ended before ${unreached.join(", ")}. Stay for the whole Q&A next time, or cover them in your opening pitch.`,
    );
  if (feedback.length === 0)
    add(
      `${wordsPerMinute === null ? "Clear answers" : "Clear, well-paced answers"}. Next, practise with a different firm to hear new questions.`,
    );
  return feedback;
}
