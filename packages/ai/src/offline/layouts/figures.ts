import { CURRENCY } from "../../currency.ts";

/**
 * Figures as a founder writes them ("$2.5M", "1,800", "15%", "€3.3k", "₹24 crore"), found with their place in
 * the text so a layout can show the figure and keep the words around it. A digit inside a word ("tier-3",
 * "B2B", "H-1B") is no figure. Nothing here computes or rounds a figure.
 */

/** A currency named after the amount: "2.5 million euros", "40,000 dollars", "300 crore rupees". */
const CURRENCY_WORDS = String.raw`(?:euros?|dollars?|pounds?|rupees?|naira|yen|yuan|won|pesos?|USD|EUR|GBP|INR)\b`;

const FIGURE_SOURCE = String.raw`${CURRENCY}\s?\d+(?:[.,]\d+)*(?:\s?(?:k|K|m|M|bn|B|T|billion|million|thousand|trillion|crore|lakh)\b)?\+?|(?<![\p{L}\d]|\p{L}-)\d+(?:[.,]\d+)*(?:\s?(?:%|×|x\b|k\b|K\b|M\b|bn\b|B\b|billion\b|million\b|thousand\b|trillion\b|crore\b|lakh\b))?(?:\s${CURRENCY_WORDS})?\+?(?![\p{L}\d])`;

/** A number that names, not counts: "Class 10 and 12", "Phase 2", "Tier 1", "Series A". */
const NAMED_BY_NUMBER =
  /\b(?:Fortune|Global|S&P|FTSE|Russell|Inc\.?|Law|Act|Rule|Article|Title|Class|Classes|Grade|Grades|Year|Level|Tier|Phase|Stage|Type|Version|Gen|Model|Section|Chapter|Form|Standard|Std\.?|No\.?)\s+(?:\d+\s*(?:,|and|or|to|–|-)\s*)*$/u;

export interface FoundFigure {
  text: string;
  index: number;
}

/**
 * Every figure in `text`, in order; a bare year ("2023") is a date, not a figure. A range ("2 to 20 units",
 * "3–5%") is one figure, its text as written; "from 10 to 40" is a change, two figures.
 */
export function findFigures(text: string): FoundFigure[] {
  const found = [...text.matchAll(new RegExp(FIGURE_SOURCE, "gu"))]
    .filter((match) => !/^(?:19|20)\d\d$/u.test(match[0]))
    .filter((match) => !NAMED_BY_NUMBER.test(text.slice(0, match.index)))
    .map((match) => ({ text: match[0].trim(), index: match.index }));
  const merged: FoundFigure[] = [];
  for (const figure of found) {
    const last = merged.at(-1);
    const gap = last ? text.slice(last.index + last.text.length, figure.index) : "";
    const isRange =
      last !== undefined &&
      /^\s*(?:to|–|-)\s*$/u.test(gap) &&
      !/\bfrom\s*$/iu.test(text.slice(0, last.index));
    if (isRange)
      merged[merged.length - 1] = {
        text: text.slice(last.index, figure.index + figure.text.length),
        index: last.index,
      };
    else merged.push(figure);
  }
  return merged;
}

/** "10 to 20", "$5-10": the words or dash between a range's two figures. */
const RANGE_DASH = new RegExp(String.raw`\s*(?:\bto\b|–|-)\s*(?=${CURRENCY}?\d)`, "gu");
/** Every range in `text` written with an en dash ("3 to 5%" → "3–5%"): how a big number shows one. */
export const displayFigure = (text: string) => text.replace(RANGE_DASH, "–");

const LEADING_CURRENCY = new RegExp(`^${CURRENCY}`, "u");
const CURRENCY_WORD_AFTER = new RegExp(String.raw`\s${CURRENCY_WORDS}$`, "u");
/** True for an amount of money ("$2.5M", "€1.2 million", "2.5 million euros"). */
export const isMoney = (figure: string) => LEADING_CURRENCY.test(figure) || CURRENCY_WORD_AFTER.test(figure);

const LINKING = /^(?:in|by|at|over|for|during|since|from|to|of|per|a|an|the)\b/iu;

/**
 * What the figure at `figure.index` counts, as a label: the words after it when they name something ("3
 * pilots with aircraft makers", "$18k MRR"), else the words before it ("GMV reached $240k in …" → "GMV").
 */
/** Words that only qualify the figure after them: "is around $4B", "up from 53 million", "over $2B". */
const QUALIFIERS =
  /(?:\s|^)(?:(?:is|are|was|were|'s)\s+)?(?:(?:up|down)\s+from|from|around|about|roughly|nearly|almost|approximately|(?:well |just )?(?:over|under)|some|something like|more than|less than|up to|at least|an estimated|estimated)$/iu;

const WE_LEAD = /^(?:and\s+)?we(?:'ve|'re| have| are)?\s+(?=\p{L})/iu;

/**
 * The founders as subject say nothing on a card: "we've cut average dwell time by 37%" → "cut average
 * dwell time". Kept when a lone verb would be left ("We grew").
 */
export function withoutWe(label: string): string {
  const rest = label.replace(WE_LEAD, "");
  return rest.split(/\s+/u).length >= 2 ? rest : label;
}

/**
 * A label ending in the verb that moved the figure reads as what changed: "MRR grew 3x" → "3x | growth in
 * MRR", "callouts dropped 34%" → "34% | drop in callouts", "ARR just crossed $420k" → "$420k | ARR". Only a
 * change ("3x", "34%", "by 40") is a growth or a drop: "revenue grew to $900K" keeps its words.
 */
const CHANGE_VERB: ReadonlyArray<[RegExp, string, boolean]> = [
  [/\s+(?:just\s+)?(?:crossed|passed|topped|tops|exceeded|exceeds|surpassed)$/iu, "", false],
  [/\s+(?:fell|dropped|decreased|declined|shrank|went down|came down)$/iu, "drop in ", true],
  [/\s+(?:grew|rose|increased|jumped|climbed|went up)$/iu, "growth in ", true],
];

function asChange(label: string, isChange: boolean): string {
  if (/\bwe\b/iu.test(label)) return label;
  for (const [verb, noun, needsChange] of CHANGE_VERB) {
    const subject = label.replace(verb, "");
    if (subject === label || !/\p{L}/u.test(subject)) continue;
    if (needsChange && !isChange) return label;
    // "Caregiver turnover fell…" opened its sentence: inside the label it is an ordinary word ("MRR" stays).
    return noun ? `${noun}${subject.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}` : subject;
  }
  return label;
}

export function withoutFigure(text: string, figure: FoundFigure): string {
  // "spending tops $8B annually": the period belongs with the figure (see `periodAfter`), not in the label.
  const after = tidyLabel(text.slice(figure.index + figure.text.length).replace(PERIOD_ONLY, ""));
  const lead = text.slice(0, figure.index).trim().replace(QUALIFIERS, "");
  const isChange = /[%x×]$/u.test(figure.text) || /\bby\s*$/iu.test(lead);
  const before = asChange(withoutWe(tidyLabel(tidyLabel(lead).replace(QUALIFIERS, ""))), isChange);
  if (
    !(/^\p{L}/u.test(after) && !LINKING.test(after)) ||
    /^of (?:them|those|these|which|all)\b/iu.test(after)
  ) {
    // "We processed $48M in volume last quarter…" → "processed in volume last quarter": the verb alone says
    // too little, the words after it say what was counted.
    const verb = /^we\s+(\p{L}+)$/iu.exec(before)?.[1];
    const counted = tidyLabel(after.split(/\s+(?:for|to|from|with|across)\s+(?=\S*\d)|,/u)[0] ?? "");
    if (verb && /^in\s+\p{L}/iu.test(counted)) return `${verb} ${counted}`;
    return before || after;
  }
  // "running pilots with 3 mills" is not "3 mills": what kind of relationship stays in the label.
  const kind = /\b(pilots?|trials?|contracts?|LOIs?|deployments?|partnerships?)\s+(?:with|in|at)$/iu.exec(
    text.slice(0, figure.index).trim(),
  )?.[1];
  return kind && !after.toLowerCase().includes(kind.toLowerCase())
    ? `${after} (${kind.toLowerCase()})`
    : after;
}

const SPENDING =
  /\b(?:spend|spends|spent|spending|pay|pays|paid|paying|pays out|lose|loses|lost|losing|waste|wastes|wasted|wasting)$/iu;
const PERIOD = /^\s*(?:(?:a|per|each|every)\s+(?:year|month|week|day)|annually)\b/iu;
const PERIOD_ONLY =
  /^\s*(?:(?:a|per|each|every)\s+(?:year|month|week|day)|annually|yearly|monthly)\s*[.!]?\s*$/iu;

/** The period a figure ends its clause with ("tops $8B annually" → "annually"), shown with the figure. */
export function periodAfter(text: string, figure: FoundFigure): string {
  return (
    PERIOD_ONLY.exec(text.slice(figure.index + figure.text.length))?.[0]
      .trim()
      .replace(/[.!]$/u, "") ?? ""
  );
}

/**
 * Money someone spends or loses, said the way founders say it ("US employers spend about $15B a year
 * recruiting hourly workers"): the amount with its period, and who spends it on what — "$15B a year | US
 * employers spend recruiting hourly workers", not "$15B | US employers spend". Null for any other figure.
 */
export function spendingCard(text: string, figure: FoundFigure): { value: string; label: string } | null {
  const before = withoutWe(tidyLabel(text.slice(0, figure.index).trim().replace(QUALIFIERS, "")));
  let rest = text.slice(figure.index + figure.text.length).replace(/^\s+(?:or more|or so|plus)\b/iu, "");
  if (!isMoney(figure.text) || !SPENDING.test(before) || /^\s*worth\b/iu.test(rest)) return null;
  const period = PERIOD.exec(rest);
  const value = period ? `${figure.text} ${period[0].trim()}` : figure.text;
  if (period) rest = rest.slice(period[0].length);
  // "lost a $900 deposit": the words after the amount name it, and the usual label says it better.
  if (
    /^\s*\p{L}/u.test(rest) &&
    !/^\s*(?:on|for|to|with|in|into|across|at|over|per|each|every|\p{L}+ing)\b/iu.test(rest)
  )
    return null;
  // What it is spent on, up to the next clause ("on agency and overtime nursing, much of it because…").
  const on = (
    rest.split(/[,;:]|\s+(?:but|which|while|so|because)\s+|\s+and\s+(?=we\b|they\b|it\b|\S*\d)/u)[0] ?? ""
  )
    .replace(/\s+/gu, " ")
    .replace(/[\s.!?]+$/u, "")
    .trim();
  return { value: value.length <= 24 ? value : figure.text, label: on ? `${before} ${on}` : before };
}

/** Spaces collapsed, dangling punctuation and linking words trimmed from both ends. */
export function tidyLabel(text: string): string {
  return text
    .replace(/\s+/gu, " ")
    .replace(
      /^(?:[\s,;:—–-]|\b(?:of(?! (?:them|those|these|which|all)\b)|is|are|at|with|and|by|to)\b)+/iu,
      "",
    )
    .replace(
      /(?:[\s,;:.~—–-]|\b(?:of|is|are|at|with|and|by|to|was|were|reached|hit|worth|has|have|of about|a)\b)+$/iu,
      "",
    )
    .trim();
}

/** Cuts `text` at a word boundary to at most `max` characters, marking the cut with "…". */
export function fitWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** `text` with the figure `old` (a whole figure: "32" is not the start of "$320k") written as `next`. */
export function replaceFigure(text: string, old: string, next: string): string {
  const at = findFigures(text).find((f) => f.text === old);
  return at ? `${text.slice(0, at.index)}${next}${text.slice(at.index + old.length)}` : text;
}
