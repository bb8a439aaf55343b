import type { DeckContext } from "../engine.ts";
import { correctWord } from "./fuzzy.ts";
import { sectionOfSlide } from "./review.ts";
import { conceptOf, SLIDE_CONCEPTS, titleNamesConcept, type SlideConcept } from "./slide-concepts.ts";
import type { SlideRef } from "./slide-refs.ts";
import { escapeRegExp, topicStems } from "./text.ts";

/**
 * Which slide a reference points at, and how sure that is. `exact` when the number, the title or a name of
 * the slide's kind matches; inexact when only a related word or a shared word does, so the copilot asks
 * before a destructive edit. Several equally good slides are `ambiguous` (the copilot asks which).
 */
export type SlideTarget =
  | { kind: "found"; index: number; exact: boolean }
  | { kind: "ambiguous"; indexes: number[] }
  | { kind: "missing" };

const MISSING: SlideTarget = { kind: "missing" };

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&\s-]/gu, " ")
    .split(/\s+/u)
    .filter(Boolean);
}

/** The phrase with each word's typos corrected against the slide titles and the slide kinds' names. */
function corrected(phrase: string, deck: DeckContext): string {
  const vocabulary = new Set<string>();
  for (const slide of deck.slides) for (const word of wordsOf(slide.title)) vocabulary.add(word);
  for (const concept of SLIDE_CONCEPTS) {
    for (const name of [...concept.primary, ...concept.related])
      for (const w of wordsOf(name)) vocabulary.add(w);
  }
  return wordsOf(phrase)
    .map((word) => correctWord(word, vocabulary))
    .join(" ");
}

const containsWords = (haystack: string, needle: string) =>
  needle.length > 0 && ` ${wordsOf(haystack).join(" ")} `.includes(` ${wordsOf(needle).join(" ")} `);

function pick(indexes: number[], exact: boolean, nth: number | undefined): SlideTarget {
  if (nth !== undefined) {
    const index = indexes[nth - 1];
    return index === undefined ? MISSING : { kind: "found", index, exact };
  }
  if (indexes.length === 1) return { kind: "found", index: indexes[0]!, exact };
  return indexes.length > 1 ? { kind: "ambiguous", indexes } : MISSING;
}

function byConcept(concept: SlideConcept, primary: boolean, deck: DeckContext, nth?: number): SlideTarget {
  const named = deck.slides.flatMap((slide, i) => (titleNamesConcept(slide.title, concept, true) ? [i] : []));
  if (named.length > 0) return pick(named, primary, nth);
  const related = deck.slides.flatMap((slide, i) => (titleNamesConcept(slide.title, concept) ? [i] : []));
  if (related.length > 0) return pick(related, primary, nth);
  if (!concept.section) return MISSING;
  const bySection = deck.slides.flatMap((slide, i) => {
    const section = sectionOfSlide(slide) ?? (i === 0 ? "title" : null);
    return section === concept.section ? [i] : [];
  });
  return pick(bySection, primary, nth);
}

export function findSlide(ref: SlideRef, deck: DeckContext): SlideTarget {
  const count = deck.slides.length;
  if (ref.kind === "last") {
    const index = count - 1 - (ref.back ?? 0);
    return index >= 0 ? { kind: "found", index, exact: true } : MISSING;
  }
  if (ref.kind === "number") {
    return ref.number >= 1 && ref.number <= count
      ? { kind: "found", index: ref.number - 1, exact: true }
      : MISSING;
  }
  if (ref.kind === "all") return MISSING;
  if (ref.kind === "beside") {
    const of = findSlide(ref.of, deck);
    if (of.kind !== "found") return of;
    const index = of.index + ref.offset;
    return index >= 0 && index < count ? { kind: "found", index, exact: of.exact } : MISSING;
  }
  if (ref.kind === "holding") {
    // Every word said is on the slide ("32 customers" on "32 paying customers"; "the 40 hours stat").
    const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}$%.]+/gu) ?? [];
    const said = tokens(ref.words).filter(
      (word) =>
        !/^(?:the|a|an|our|of|and|with|stat|stats|number|numbers|figure|line|bullet|quote|chart|logo|logos|thing|one)$/u.test(
          word,
        ),
    );
    const holding = deck.slides.flatMap((slide, i) => {
      const has = new Set(tokens(`${slide.title}\n${slide.content}`).map((word) => word.replace(/\.$/u, "")));
      return said.length > 0 && said.every((word) => has.has(word)) ? [i] : [];
    });
    return pick(holding, true, undefined);
  }
  // "the metrics-y one": like the traction slide, so never an exact match.
  if (/\p{L}-(?:y|ish|ey)\b/u.test(ref.phrase)) {
    const like = findSlide({ ...ref, phrase: ref.phrase.replace(/-(?:y|ish|ey)\b/gu, "") }, deck);
    return like.kind === "found" ? { ...like, exact: false } : like;
  }
  const phrase = corrected(ref.phrase, deck);
  // "the speed slide" read as "seed": a guessed word is never an exact match.
  const sure = phrase === corrected(ref.phrase, { ...deck, slides: [] });
  const titles = deck.slides.map((slide) => wordsOf(slide.title).join(" "));
  const exact = titles.flatMap((title, i) => (title === phrase ? [i] : []));
  if (exact.length > 0) return pick(exact, sure, ref.nth);
  const concept = conceptOf(phrase);
  // A title that contains the phrase, or is contained in it ("the go-to-market strategy slide").
  const containing = titles.flatMap((title, i) =>
    containsWords(title, phrase) || (title.length > 3 && containsWords(phrase, title)) ? [i] : [],
  );
  if (
    containing.length > 0 &&
    !(concept && containing.every((i) => !titleNamesConcept(titles[i]!, concept.concept)))
  ) {
    return pick(containing, sure, ref.nth);
  }
  // "the $100k MRR slide": the one slide showing that figure, before any slide of the figure's kind.
  if (concept && /\d/u.test(ref.phrase)) {
    const shown = findSlide({ kind: "holding", words: ref.phrase }, deck);
    if (shown.kind === "found") return shown;
  }
  if (concept) return byConcept(concept.concept, concept.primary, deck, ref.nth);
  const stems = new Set(topicStems(phrase));
  const overlap = titles.flatMap((title, i) => (topicStems(title).some((s) => stems.has(s)) ? [i] : []));
  // "the $2.5M slide": named by a figure it shows.
  if (overlap.length === 0 && /\d/u.test(ref.phrase))
    return findSlide({ kind: "holding", words: ref.phrase }, deck);
  // "the open banking one", "the PhD slide": named by words it shows, which is never an exact match.
  if (overlap.length === 0 && namesWhatItShows(ref.phrase, deck)) {
    const shown = findSlide({ kind: "holding", words: ref.phrase.replace(/\s+ones?$/u, "") }, deck);
    return shown.kind === "found" ? { ...shown, exact: false } : shown;
  }
  return pick(overlap, false, ref.nth);
}

/**
 * Words specific enough to name a slide by what it shows: two or more ("open banking"), or a name the deck
 * writes with a capital ("PhD", "Gartner"). One common word ("the money slide") is not.
 */
function namesWhatItShows(phrase: string, deck: DeckContext): boolean {
  const words = (phrase.match(/[\p{L}-]{3,}/gu) ?? []).filter(
    (word) => !/^(?:the|our|one|ones|with|and|that|this|slide)$/iu.test(word),
  );
  if (words.length >= 2) return true;
  const word = words[0];
  // "put the CTO first": a person on a slide, not the slide.
  if (!word || /^(?:ceo|cto|coo|cfo|cpo|vp|founder|co-?founder)s?$/iu.test(word)) return false;
  const text = deck.slides.map((slide) => `${slide.title}\n${slide.content}`).join("\n");
  const shown = new RegExp(`\\b${escapeRegExp(word)}\\b`, "iu").exec(text)?.[0];
  return shown !== undefined && /\p{Lu}/u.test(shown);
}
