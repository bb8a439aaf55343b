import type { DeckContextSlide } from "../engine.ts";
import { appendNote } from "./copilot-reply.ts";
import {
  lines,
  removeFiller,
  shortenBullet,
  SHORT_BULLET_WORDS,
  splitWhereRoom,
  type SlideEdit,
} from "./copilot-edits.ts";
import { hasGap as isGap } from "./review.ts";
import { plainly } from "./copilot-plain.ts";
import { capitalize, cleanBullet, isNumericWord, numberTokens, splitClauses } from "./text.ts";

/**
 * Tone rewrites done by rule, keeping every fact: "punchier" cuts hedges and filler, puts a bullet's
 * figure first and keeps bullets to twelve words (what is cut goes to the speaker notes); "more formal"
 * expands contractions and replaces casual words. Figures, names and citation markers are never changed.
 */
export type Tone = "punchy" | "formal" | "plain";

const HEDGES: readonly [RegExp, string][] = [
  [/\b(?:we|i)\s+(?:really\s+)?(?:believe|think|feel|hope|expect)\s+(?:that\s+)?/giu, ""],
  [/\b(?:potentially|possibly|probably|arguably|hopefully|somewhat|fairly|rather|kind of|sort of)\s+/giu, ""],
  [/\b(?:could|might|may|can)\s+help\s+(?:to\s+)?/giu, "helps "],
  [/\b(?:could|might)\s+/giu, ""],
  [/\b(?:are|is)\s+(?:trying|hoping|looking)\s+to\s+/giu, ""],
  [/\bwe\s+aim\s+to\s+/giu, "we "],
  [/\b(?:it\s+is|it's)\s+(?:important|worth noting)\s+(?:to note\s+)?that\s+/giu, ""],
];

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bcan't\b/giu, "cannot"],
  [/\bwon't\b/giu, "will not"],
  [/\b(\w+)n't\b/giu, "$1 not"],
  [/\b(we|you|they)'re\b/giu, "$1 are"],
  [/\b(it|that|there|what)'s\b/giu, "$1 is"],
  [/\b(we|you|they|i)'ve\b/giu, "$1 have"],
  [/\b(we|you|they|i)'ll\b/giu, "$1 will"],
  [/\bi'm\b/giu, "I am"],
];

const CASUAL: readonly [RegExp, string][] = [
  [/\bgonna\b/giu, "going to"],
  [/\bwanna\b/giu, "want to"],
  [/\bkinda\b/giu, "somewhat"],
  [/\b(?:a lot of|lots of|tons of)\b/giu, "many"],
  [/\b(?:huge|massive|insane|crazy)\b/giu, "substantial"],
  [/\b(?:awesome|amazing|super)\b/giu, "strong"],
  [/\bguys\b/giu, "people"],
  [/\bstuff\b/giu, "material"],
  [/\bfolks\b/giu, "people"],
  [/\bOK\b|\bokay\b/gu, "acceptable"],
  // Hype a measured deck does without: "a revolutionary, game-changing platform" → "a platform".
  [
    /\b(?:revolutionary|game[- ]chang(?:ing|er)|disruptive|groundbreaking|cutting[- ]edge|world[- ]class|best[- ]in[- ]class|next[- ]gen(?:eration)?|unprecedented|mind[- ]blowing)\b,?\s*/giu,
    "",
  ],
];

const hasFigure = (text: string) => /\d/u.test(text);

/** "Mills lose margin, 4% of fabric fails final inspection" → the clause with the figure first. */
function figureFirst(bullet: string): string {
  const parts = bullet.split(/\s*[,;]\s+|\s+[—–]\s+/u);
  if (parts.length !== 2 || hasFigure(parts[0]!) || !hasFigure(parts[1]!)) return bullet;
  const [lead, figure] = parts as [string, string];
  return `${capitalize(figure)}: ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`;
}

const apply = (text: string, rules: readonly [RegExp, string][]) =>
  rules.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);

/**
 * Shortened to twelve words, unless that would drop a figure: then every clause with a figure stays, as
 * long as that still says something ("Since 2023" alone says nothing); else the whole line stays.
 */
function keepFigures(text: string): string {
  // "… close their books in days, not weeks": the contrast is the punch; a line that ends on one stays whole
  // unless it runs long.
  const contrast = /,\s+not\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}$/u.test(text) && text.split(/\s+/u).length <= 16;
  const short = contrast ? text : shortenBullet(text, SHORT_BULLET_WORDS);
  // A cut that leaves a fragment ("Since 2023") has dropped the point, not the padding.
  const says = (cut: string) => cut.split(/\s+/u).length >= 4;
  if (numberTokens(text).every((figure) => short.includes(figure)) && says(short)) return short;
  const withFigures = cleanBullet(
    splitClauses(text)
      .filter((clause) => clause.some(isNumericWord))
      .map((clause) => clause.join(" "))
      .join(", "),
  );
  return says(withFigures) ? withFigures : text;
}

export function punchUp(line: string): string {
  if (isGap(line)) return line;
  const bare = apply(line, HEDGES).replace(/\s+/gu, " ").trim();
  return capitalize(keepFigures(figureFirst(removeFiller(bare))));
}

export function formalize(line: string): string {
  if (isGap(line)) return line;
  const formal = apply(apply(line, CONTRACTIONS), CASUAL).replace(/!+/gu, ".").replace(/\s+/gu, " ").trim();
  return capitalize(formal);
}

const LINE_TONE: Record<Tone, (line: string) => string> = {
  punchy: punchUp,
  formal: formalize,
  plain: plainly,
};

/** The slide in the new tone; what a punchier bullet cut is kept in the speaker notes. */
export function retoneSlide(slide: DeckContextSlide, tone: Tone): SlideEdit {
  const original = lines(slide.content);
  // "Our CEO is ex-Stripe and our CTO has a PhD…" is two points: two short bullets, so neither is cut.
  const before = tone === "punchy" ? splitWhereRoom(original) : original;
  const after = before.map((line) => LINE_TONE[tone](line));
  const cut =
    tone === "punchy" && after.join("\n") !== original.join("\n")
      ? original.filter((line) => !after.includes(line) && !isGap(line))
      : [];
  const label = "Before the punchier rewrite";
  const notes = cut.length > 0 ? appendNote(slide.notes, `${label}: ${cut.join(" / ")}`) : slide.notes;
  const title = tone === "punchy" ? slide.title : LINE_TONE[tone](slide.title);
  return {
    content: after.join("\n"),
    notes: tone === "formal" ? formalize(notes) : notes,
    ...(title !== slide.title ? { title } : {}),
  };
}
