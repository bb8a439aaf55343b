import { CURRENCY } from "../currency.ts";

/**
 * Plain-text helpers for the offline engine: splitting a founder's prose into sentences and clause-sized
 * bullets without ever altering a number. Pure functions, no state.
 */

/** Longest bullet we write when drafting (words). */
export const BULLET_MAX_WORDS = 20;
/** A sentence this many words over the limit stays whole: cutting it would read worse. */
export const BULLET_SLACK = 2;
/** A piece shorter than this is a stub when cut from a sentence at most STUB_SLACK words over the limit. */
const SHORT_PIECE_WORDS = 6;
const STUB_SLACK = 5;
/** A sentence this many words over the limit keeps its "versus…" clause. */
const COMPARISON_SLACK = 10;
/**
 * A sentence whose only places to break are between two nouns ("sensors and much better flood data") stays
 * whole up to this many words over the limit: a long bullet reads better than a subject cut in two.
 */
const NOUN_JOINT_SLACK = 6;
/** What opens a noun phrase after "and" ("and a few million dollars", "and much better data", "and Notion"). */
const NOUN_PHRASE_OPENER =
  /^(?:a|an|the|much|many|more|most|less|few|several|some|other|another|its|their|our|his|her|\p{Lu}\S*|[\d$€£]\S*)$/u;

// Words after which a period does not end a sentence.
const ABBREVIATIONS = new Set([
  "e.g.",
  "i.e.",
  "vs.",
  "etc.",
  "inc.",
  "ltd.",
  "co.",
  "corp.",
  "dr.",
  "mr.",
  "mrs.",
  "ms.",
  "prof.",
  "approx.",
  "u.s.",
  "u.k.",
  "no.",
  "st.",
]);

// Words a clause may start with; we allow a bullet break just before them.
const CLAUSE_STARTERS = new Set([
  "and",
  "but",
  "while",
  "which",
  "so",
  "because",
  "whereas",
  "whilst",
  "yet",
]);
const DROPPABLE_LEADS = new Set(["and", "but", "so", "yet", "while", "whilst", "whereas"]);

const BULLET_PREFIX = /^\s*(?:[-*•·▪‣–—]+|\d{1,2}[.)](?=\s))\s*/u;

export function words(text: string): string[] {
  return text.split(/\s+/u).filter((w) => w.length > 0);
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** True for a word that carries a figure: digits, or a currency sign glued to one. */
export function isNumericWord(word: string): boolean {
  return /\d/u.test(word);
}

/** Splits prose (and founder-written lists) into sentences; never splits inside "1.5" or "e.g.". */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const rawLine of text.split(/\r?\n+/u)) {
    const line = rawLine.replace(BULLET_PREFIX, "").trim();
    if (!line) continue;
    let current: string[] = [];
    const lineWords = words(line);
    lineWords.forEach((word, index) => {
      current.push(word);
      const next = lineWords[index + 1];
      const ends = /[.!?…]["'”’)\]]*$/u.test(word) && !ABBREVIATIONS.has(word.toLowerCase());
      // A sentence ends at terminal punctuation when something that can start one follows. Founders who type
      // in lowercase ("…by hand. we have 40 shops") or open with a figure ("~16k shops") count too, unless
      // the word before is an initial or dotted letters ("a.m. on Fridays").
      const opens =
        next === undefined ||
        /^["'“‘(~]?[\p{Lu}\p{N}\p{Extended_Pictographic}$€£]/u.test(next) ||
        (/^[~(]?[\p{Ll}\p{Sc}]/u.test(next) && !/^(?:\p{L}\.)+$/u.test(word));
      if (ends && opens) {
        sentences.push(current.join(" "));
        current = [];
      }
    });
    if (current.length > 0) sentences.push(current.join(" "));
  }
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Clause-sized groups of words: breaks after , ; : and before dashes or conjunctions. */
export function splitClauses(sentence: string): string[][] {
  const clauses: string[][] = [];
  let current: string[] = [];
  for (const word of words(sentence)) {
    const lower = word.toLowerCase();
    const startsClause = CLAUSE_STARTERS.has(lower) || /^[—–-]$/u.test(word);
    if (startsClause && current.length > 0) {
      clauses.push(current);
      current = [];
    }
    current.push(word);
    if (/[,;:]$/u.test(word)) {
      clauses.push(current);
      current = [];
    }
  }
  if (current.length > 0) clauses.push(current);
  return clauses;
}

/** How good a place it is to break before word `i`: 3 after ; or : or before a dash or ", and"; 0 = never. */
function breakStrength(list: readonly string[], i: number): number {
  const prev = list[i - 1] ?? "";
  const word = (list[i] ?? "").toLowerCase();
  // Never separate a figure from its unit ("40 k", "$5 million").
  if (isNumericWord(prev) && !/[,;:]$/u.test(prev)) return 0;
  if (/[;:]$/u.test(prev) || /^[—–-]$/u.test(word)) return 3;
  // After a comma, a clause starter opens a clause; so does a new subject ("Drivers snap a photo, we verify
  // it…"), unless the words before are a lead-in that needs it ("When a claim rejects, we pull…").
  if (/,$/u.test(prev)) {
    if (CLAUSE_STARTERS.has(word)) return 3;
    return SUBJECTS.has(word) && word !== "most" && !LEAD_IN.test(list[0] ?? "") ? 3 : 1;
  }
  // A bare "and" joins a clause only when a subject follows ("and we fill same-day requests"); else it
  // joins two nouns ("milk conductivity and color"), which stay together when anything better exists.
  if (word === "and") return SUBJECTS.has((list[i + 1] ?? "").toLowerCase()) ? 2 : 1;
  // "a sensor | that picks up mastitis…", but not "we found | that…".
  if (word === "that") return REPORTING.has(prev.toLowerCase()) ? 0 : 1;
  return CLAUSE_STARTERS.has(word) ? 2 : 0;
}

/** Words that open a clause the sentence's main clause must follow: "When a claim rejects, we pull…". */
const LEAD_IN =
  /^(?:when|whenever|if|once|because|since|after|before|while|although|though|unless|until|unlike|as|like)$/iu;

/** Words that open a clause after "and". */
const SUBJECTS = new Set(
  "we we're we've i i'm it it's they they're he she our their most every each there this these".split(" "),
);
/** Verbs after which "that" opens what was said, not a description of the thing before it. */
const REPORTING = new Set(
  "said says say found find finds shows show showed means mean meant know knows think believe learned realized is was are so such now".split(
    " ",
  ),
);

/** Splits recursively at the strongest, then most balanced, boundary until every piece fits. */
function splitToFit(list: readonly string[], max: number, min: number): string[][] {
  // A piece a couple of words over stays whole, as a whole sentence does: cutting it left "Phone" alone.
  if (list.length <= max + BULLET_SLACK) return [[...list]];
  let best = { at: -1, score: -Infinity, strength: 0 };
  for (let i = 1; i < list.length; i += 1) {
    const strength = breakStrength(list, i);
    if (strength === 0 || i < min || list.length - i < min) continue;
    const score = strength * 100 - Math.abs(list.length / 2 - i);
    if (score > best.score) best = { at: i, score, strength };
  }
  // "…and a few million dollars", or a list's next item after a comma: "…into a load calc, an equipment quote…".
  const nounJoint =
    best.strength === 1 &&
    (list[best.at]?.toLowerCase() === "and"
      ? NOUN_PHRASE_OPENER.test(list[best.at + 1] ?? "")
      : /,$/u.test(list[best.at - 1] ?? "") &&
        NOUN_PHRASE_OPENER.test(list[best.at] ?? "") &&
        // ", our warehouse grades them…" opens a clause with its own subject.
        !/^(?:its|their|our|his|her)$/iu.test(list[best.at] ?? ""));
  if (nounJoint && list.length <= max + NOUN_JOINT_SLACK) return [[...list]];
  if (best.at < 0) {
    // No clause boundary: cut at the limit, stepping back so a figure keeps its unit.
    let cut = Math.min(max, list.length - 1);
    while (cut > 1 && isNumericWord(list[cut - 1] ?? "")) cut -= 1;
    best = { at: cut, score: 0, strength: 0 };
  }
  return [...splitToFit(list.slice(0, best.at), max, min), ...splitToFit(list.slice(best.at), max, min)];
}

/**
 * Splits one sentence into bullet-sized chunks of at most about `max` words (a couple over is tolerated
 * rather than cutting a clause), breaking at clause boundaries. Every word is kept, in order; only a
 * leading conjunction and end punctuation go.
 */
export function chunkSentence(sentence: string, max = BULLET_MAX_WORDS): string[] {
  const list = words(sentence);
  const split = list.length <= max + BULLET_SLACK ? [list] : splitToFit(list, max, 4);
  // A sentence a few words over the limit stays whole rather than leave a stub ("…until | it's in collections").
  // A whole clause leading ("Our CEO is ex-Stripe | and our CTO has a PhD…") is no stub: only a tail can be.
  const stub = split.length === 2 && (split[1]?.length ?? 0) < SHORT_PIECE_WORDS;
  // "…85% of cells, | versus under 20% for the others": a comparison is read with what it compares.
  const comparison = split.length === 2 && /^(?:versus|vs\.?|compared|than)$/iu.test(split[1]?.[0] ?? "");
  const pieces =
    (stub && list.length <= max + STUB_SLACK) || (comparison && list.length <= max + COMPARISON_SLACK)
      ? [list]
      : split;
  const standalone = pieces.map((piece, i) => (i > 0 ? asOwnPoint(piece) : piece));
  return standalone.map((piece) => cleanBullet(piece.join(" "))).filter((c) => c.length > 0);
}

/**
 * A piece cut before "that" or "which" as a point of its own: "that picks up mastitis…" → "Picks up
 * mastitis…"; "which is less than half of what they pay" → "That's less than half of what they pay".
 */
export function asOwnPoint(piece: readonly string[]): readonly string[] {
  const [first, second] = piece;
  if (piece.length <= 2 || (first !== "that" && first !== "which")) return piece;
  if (first === "which" && second && /^(?:is|was|means|meant|makes|made)$/u.test(second)) {
    return second === "is" ? ["that's", ...piece.slice(2)] : ["that", ...piece.slice(1)];
  }
  return /^(?:is|are|was|were)$/u.test(second ?? "") ? piece : piece.slice(1);
}

/** Tidies a fragment into a bullet: no leading conjunction, no trailing comma or period, capitalised. */
export function cleanBullet(text: string): string {
  let parts = words(text.replace(BULLET_PREFIX, ""));
  // "So far we've…" keeps its "so": it says when, not that a clause follows.
  while (
    parts.length > 1 &&
    DROPPABLE_LEADS.has((parts[0] ?? "").toLowerCase()) &&
    !/^(?:far|much|many|few|long)$/iu.test(parts[1] ?? "")
  )
    parts = parts.slice(1);
  if (parts.length > 0 && /^[—–-]$/u.test(parts[0] ?? "")) parts = parts.slice(1);
  const joined = parts.join(" ").replace(/[\s,;:—–-]+$/u, "");
  const lastWord = (parts[parts.length - 1] ?? "").toLowerCase();
  const keepPeriod = joined.endsWith("...") || ABBREVIATIONS.has(lastWord);
  return capitalize(keepPeriod ? joined : joined.replace(/\.$/u, ""));
}

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

export function capitalize(text: string): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase() === first ? text : first.toLocaleUpperCase() + text.slice(1);
}

/** Makes a fragment read as a sentence in speaker notes. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["'”’)]?$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Crude stem so "pricing", "priced" and "price" meet. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, "");
  for (const suffix of ["ing", "ed", "es", "s", "e"]) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 3) return lower.slice(0, -suffix.length);
  }
  return lower;
}

const STOPWORDS = new Set(
  "a an the our my your their its of on in for to about and or with at by from this that slide deck".split(
    " ",
  ),
);

/** The meaningful words of a topic phrase, stemmed. */
export function topicStems(phrase: string): string[] {
  return words(phrase)
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map(stem);
}

const FIGURES_IN_TEXT = new RegExp(
  String.raw`${CURRENCY}?\d+(?:[.,]\d+)*(?:\s?(?:%|[kKmMbB]\b|bn\b|x\b))?`,
  "gu",
);

/** Figures as written: "$1.2M", "40k", "30%", "2021". Used to check that nothing was invented. */
export function numberTokens(text: string): string[] {
  return text.match(FIGURES_IN_TEXT) ?? [];
}

/** A person's name as written: two or three capitalised words ("Mei Lin", "Sara Okafor"). */
export const PERSON_NAME = String.raw`\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2}`;
