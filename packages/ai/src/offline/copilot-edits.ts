import { limits } from "@pds/contracts";
import type { DeckContextSlide } from "../engine.ts";
import { hasGap as isGap } from "./review.ts";
import { BULLET_MAX_WORDS, chunkSentence, cleanBullet, isNumericWord, splitClauses, words } from "./text.ts";

/**
 * Deterministic slide edits for the copilot: shorten and tidy. Words that leave the slide move to the
 * speaker notes so nothing the founder wrote is lost, and figures are never altered.
 */

export const SHORT_BULLET_WORDS = 12;
export const SHORT_MAX_BULLETS = 4;
const MAX_BULLETS = 6;

const FILLER_PHRASES: readonly [RegExp, string][] = [
  [/\bin order to\b/giu, "to"],
  [/\bdue to the fact that\b/giu, "because"],
  [/\b(?:is|are) able to\b/giu, "can"],
  [/\ba lot of\b/giu, "many"],
  [/\bat this point in time\b/giu, "now"],
];
const FILLER_WORDS = new Set(
  "very really just actually basically simply quite extremely highly truly incredibly totally completely literally".split(
    " ",
  ),
);

export function lines(content: string): string[] {
  return content
    .split(/\r?\n/u)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

const hasNumber = (text: string) => /\d/u.test(text);

export function removeFiller(text: string): string {
  const phrased = FILLER_PHRASES.reduce(
    (acc, [pattern, replacement]) => acc.replace(pattern, replacement),
    text,
  );
  return words(phrased)
    .filter((w) => !FILLER_WORDS.has(w.toLowerCase()))
    .join(" ");
}

const DANGLING =
  /^(?:at|in|for|to|of|the|a|an|and|or|with|by|on|from|into|across|over|that|which|our|their|its)$/iu;

/** Cuts a bullet to `max` words at clause boundaries, keeping the clauses that carry figures. */
export function shortenBullet(text: string, max = SHORT_BULLET_WORDS): string {
  if (isGap(text)) return text;
  const lean = removeFiller(text);
  if (words(lean).length <= max) return cleanBullet(lean);
  const clauses = splitClauses(lean).map((c, i) => ({ words: c, i }));
  const priority = [
    ...clauses.filter((c) => c.words.some(isNumericWord)),
    ...clauses.filter((c) => c.i === 0 && !c.words.some(isNumericWord)),
    ...clauses.filter((c) => c.i > 0 && !c.words.some(isNumericWord)),
  ];
  const chosen: typeof clauses = [];
  let total = 0;
  for (const clause of priority) {
    if (total + clause.words.length > max) continue;
    chosen.push(clause);
    total += clause.words.length;
  }
  // "Since 2023, open banking APIs make real-time data available for the first time" must not become
  // "Since 2023": a clause that does not fit is cut before a trailing phrase instead of dropped.
  if (total < 6) {
    for (const clause of clauses.filter((c) => !chosen.includes(c))) {
      const room = max - total;
      const cut = clause.words.findLastIndex(
        (word, at) =>
          at >= 4 && at <= room && /^(?:for|in|with|to|by|on|at|of|from|across|into|over)$/iu.test(word),
      );
      if (cut < 0) continue;
      chosen.push({ words: clause.words.slice(0, cut), i: clause.i });
      total += cut;
    }
  }
  // "…teams at mid-size companies close their books in days, not weeks" must not become "…teams not
  // weeks": a clause without a figure stays only after the whole clause before it.
  const whole = new Set(chosen.filter((c) => clauses.includes(c)).map((c) => c.i));
  const reads = chosen.filter(
    (c) => c.i === 0 || c.words.some(isNumericWord) || whole.has(c.i - 1) || !clauses.includes(c),
  );
  if (reads.length > 0) {
    return cleanBullet(
      reads
        .sort((a, b) => a.i - b.i)
        .map((c) => c.words.join(" "))
        .join(" "),
    );
  }
  // Every clause is too long: keep a window of words around the first figure.
  const all = words(lean);
  const firstNumber = all.findIndex(isNumericWord);
  const start = firstNumber > 3 ? Math.min(firstNumber - 3, all.length - max) : 0;
  const window = all.slice(start, start + max);
  // "…finance teams at" reads as cut off: the window ends before a word that needs one after it.
  while (window.length > 1 && DANGLING.test(window.at(-1)!)) window.pop();
  return cleanBullet(window.join(" "));
}

function appendNotes(notes: string, label: string, moved: readonly string[]): string {
  if (moved.length === 0) return notes;
  const addition = `${label}: ${moved.join(" / ")}`;
  const joined = notes.trim() ? `${notes.trim()}\n\n${addition}` : addition;
  return joined.slice(0, limits.slideNotesMax);
}

export interface SlideEdit {
  content: string;
  notes: string;
  title?: string;
}

/**
 * A long bullet that says two things becomes two short ones when the slide has room: "Our CEO is
 * ex-Stripe and our CTO has a PhD in ML…" keeps the CTO instead of cutting him to the notes.
 */
export function splitWhereRoom(bullets: readonly string[]): string[] {
  const split = bullets.flatMap((text) =>
    isGap(text) || words(text).length <= SHORT_BULLET_WORDS
      ? [text]
      : chunkSentence(removeFiller(text), SHORT_BULLET_WORDS),
  );
  return split.length <= SHORT_MAX_BULLETS ? split : [...bullets];
}

/**
 * At most four bullets of at most twelve words: a long bullet splits at its clauses where the slide has
 * room, else the first bullet and those with figures stay and are cut to length.
 */
export function shortenSlide(slide: DeckContextSlide): SlideEdit {
  const original = splitWhereRoom(lines(slide.content));
  const ranked = original.map((text, i) => ({ text, i }));
  const keepOrder = [
    ...ranked.filter((b) => b.i === 0),
    ...ranked.filter((b) => b.i > 0 && hasNumber(b.text) && !isGap(b.text)),
    ...ranked.filter((b) => b.i > 0 && !hasNumber(b.text) && !isGap(b.text)),
    ...ranked.filter((b) => b.i > 0 && isGap(b.text)),
  ];
  const kept = keepOrder.slice(0, SHORT_MAX_BULLETS).sort((a, b) => a.i - b.i);
  const dropped = keepOrder.slice(SHORT_MAX_BULLETS).sort((a, b) => a.i - b.i);
  const shortened = kept.map((b) => ({ before: b.text, after: shortenBullet(b.text) }));
  const trimmed = shortened.filter((b) => b.after !== b.before).map((b) => b.before);
  const moved = [...dropped.map((b) => b.text), ...trimmed].filter((t) => !isGap(t));
  return {
    content: shortened.map((b) => b.after).join("\n"),
    notes: appendNotes(slide.notes, "Cut from the slide", moved),
  };
}

/**
 * Tidies a slide: one idea per bullet (long sentences split at clauses), no filler, no duplicates, at
 * most six bullets; gaps are replaced by facts from the brief when the brief has them.
 */
export function rewriteSlide(slide: DeckContextSlide, briefFacts: readonly string[]): SlideEdit {
  const seen = new Set<string>();
  const bullets: string[] = [];
  const facts = briefFacts.filter((f) => !slide.content.toLowerCase().includes(f.toLowerCase()));
  for (const line of lines(slide.content)) {
    const pieces = isGap(line)
      ? [facts.shift() ?? line]
      : chunkSentence(removeFiller(line), BULLET_MAX_WORDS);
    for (const piece of pieces) {
      const key = piece.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      bullets.push(piece);
    }
  }
  const kept = bullets.slice(0, MAX_BULLETS);
  return {
    content: kept.join("\n"),
    notes: appendNotes(slide.notes, "Moved from the slide", bullets.slice(MAX_BULLETS)),
  };
}
