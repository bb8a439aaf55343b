import { withoutSpokenFillers } from "./dictation.ts";
import { contentForBody, limits, type SlideBody } from "@pds/contracts";
import { draftSlideSchema, type BriefInput, type DraftSlide } from "../engine.ts";
import { scoreSections, scoreSectionsForDraft } from "./classify.ts";
import { gapQuestions } from "./gap-questions.ts";
import { headlineFrom, leadHeadline } from "./headline.ts";
import { CLOSING_NOTE, CLOSING_TITLE, closingFields, coverFields } from "./layouts/cover.ts";
import { sectionBody } from "./layouts/section-body.ts";
import {
  CONTENT_SECTION_KEYS,
  SECTIONS,
  SECTION_KEYS,
  type ContentSectionKey,
  type SectionKey,
} from "./sections.ts";
import { echoPricing } from "./pricing-echo.ts";
import { productSteps } from "./product-steps.ts";
import { asSentence, chunkSentence, escapeRegExp, splitSentences } from "./text.ts";

/** Scores this close (a rule hit weighs 1 to 4) count as a tie between two sections. */
const NEAR_TIE = 1.5;

/**
 * A clause is ranked on its own words when a rule finds at least this much in them; a weaker cue ("…what
 * they pay in weeding labor now") is read with its whole sentence, so one word cannot move half a sentence.
 */
const CLAUSE_ALONE = 3;

/** A sentence scoring this much on the rules is sorted whole, whatever its clauses say alone. */
const DECISIVE = 6;
/** …and this much more than its clause alone (a mixed "We charge $99 a month and have 40 paying shops" still splits). */
const DECISIVE_GAP = 4;

/** Most bullets a drafted slide carries; the rest of the founder's words go to the speaker notes. */
export const MAX_BULLETS = 6;

/**
 * The brief's one-liner: the first sentence with the startup as its subject ("Yappa pairs you with…",
 * "We're making Moss & Lantern, a cozy co-op game…"). What the company does is the Solution slide's lead,
 * however product-like its words are; later sentences about it are the Product's detail. -1 when none.
 */
function oneLinerSentence(sentences: readonly string[], startupName: string): number {
  const name = startupName.trim().toLowerCase();
  if (name.length < 2) return -1;
  // "Pallo builds…" names "Pallo Robotics" too: a founder often drops the company's second word. Only as
  // written, before a verb ("Open banking is…" is not "Open Door").
  const short = startupName.trim().split(/\s+/u)[0] ?? "";
  const shortSubject =
    short.length >= 3 && short.toLowerCase() !== name && !/^(?:the|our|my|your|its|this|that)$/iu.test(short)
      ? new RegExp(`^${escapeRegExp(short)}\\s+(?:is|[a-z]+s)\\b`, "u")
      : null;
  const named = sentences.findIndex((sentence) => {
    const text = sentence.trim().toLowerCase();
    // "Ledgerline has 41 paying customers…", "Ledgerline is raising $6M": a result or the raise, not what it does.
    if (NOT_WHAT_IT_DOES.test(text.slice(name.length).trimStart()) && text.startsWith(name)) return false;
    return (
      text.startsWith(`${name} `) ||
      text.startsWith(`${name}'s `) ||
      Boolean(shortSubject?.test(sentence.trim())) ||
      new RegExp(`^we(?:'re| are)\\s+(?:making|building)\\s+${escapeRegExp(name)}\\b`, "u").test(text)
    );
  });
  if (named >= 0) return named;
  // Else the first sentence where the founders say what they run or build: "We build a solar-powered robot…".
  return sentences.findIndex((sentence) => WE_BUILD.test(sentence.trim()));
}

/** What follows the startup's name when the sentence reports a result, the raise or the founding. */
const NOT_WHAT_IT_DOES =
  /^(?:'s\s+)?(?:has|have|had|now has|just|crossed|passed|raised|is raising|are raising|was founded|was started|grew|has grown|signed|closed|hit|reached|won|is backed|went live|launched in|is live|was incorporated|is now|is already|(?:now |already |currently )?(?:serves|processes|routes|handles|powers|moves|ships) (?:over |more than |about |around |~)?\d)\b/u;

const WE_BUILD =
  /^we(?:'ve| have|'re| are)?\s+(?:build|built|building|make|making|run|running|operate|developed|developing|designed|designing|automate|automating|help|helping|let|give|turn|provide|offer)\s+(?:an?\s+|the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,4}\s+(?:that|which|so|for|to)\b/iu;

/** One bullet-sized piece of the founder's overview, with the sentence it came from. */
export interface Fact {
  text: string;
  sentence: number;
  /** False for a piece cut from the middle or end of its sentence (it cannot lead as a headline). */
  opens?: boolean;
}

export interface FactAssignment {
  /** Facts shown as bullets, per section. */
  bullets: Map<ContentSectionKey, Fact[]>;
  /** Facts that did not fit on their slide; they go to its speaker notes. */
  overflow: Map<ContentSectionKey, Fact[]>;
}

export function extractFacts(overview: string): Fact[] {
  return splitSentences(overview).flatMap((sentence, index) =>
    chunkSentence(sentence).map((text, piece) => ({ text, sentence: index, opens: piece === 0 })),
  );
}

function push<K>(map: Map<K, Fact[]>, key: K, fact: Fact): void {
  const list = map.get(key);
  if (list) list.push(fact);
  else map.set(key, [fact]);
}

/**
 * Sends every fact to the best section with room, ranked by the keyword rules and the trained section model
 * together. A clause with no clear cue of its own is ranked with its whole sentence.
 */
export function assignFacts(overview: string, startupName = ""): FactAssignment {
  const sentences = splitSentences(overview);
  const bullets = new Map<ContentSectionKey, Fact[]>();
  const overflow = new Map<ContentSectionKey, Fact[]>();
  const oneLiner = oneLinerSentence(sentences, startupName);
  const scored = new Map<Fact, Map<ContentSectionKey, number>>();
  for (const fact of extractFacts(overview)) {
    // A clause with no clear cue of its own is read with its whole sentence (a short clause says too little alone).
    const sentence = sentences[fact.sentence] ?? fact.text;
    const alone = Math.max(0, ...scoreSections(fact.text).values());
    // A sentence whose rules are decisive ("Cozi and Skylight are the big names, but … Skylight wants $160")
    // keeps its clauses together: the price is the rival's, not a business model.
    const whole = Math.max(0, ...scoreSections(sentence).values());
    const own =
      alone >= CLAUSE_ALONE && (whole < DECISIVE || whole - alone < DECISIVE_GAP) ? fact.text : sentence;
    // The opening sentence leans to Solution as the likely one-liner, unless the brief's one-liner is later.
    const opening = fact.sentence === 0 && oneLiner <= 0;
    const scores = scoreSectionsForDraft(own, opening, startupName);
    // The one-liner is what the Solution slide says, however product-like its words.
    if (fact.sentence === oneLiner) scores.set("solution", Infinity);
    scored.set(fact, scores);
    const ranked = [...scores.keys()].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
    const filled = (key: ContentSectionKey) => bullets.get(key)?.length ?? 0;
    const best = ranked[0];
    // A near-tie goes to the section that has nothing yet: a founder's second "how it works" sentence
    // fills an empty Solution rather than a Product that already has one, and no slide is left blank.
    const runnerUp = ranked[1];
    const close = best && runnerUp && (scores.get(best) ?? 0) - (scores.get(runnerUp) ?? 0) <= NEAR_TIE;
    const preferred = close && filled(best) > 0 && filled(runnerUp) === 0 ? [runnerUp, ...ranked] : ranked;
    const target = preferred.find((key) => filled(key) < MAX_BULLETS);
    if (target) push(bullets, target, fact);
    else push(overflow, ranked[0] ?? "product", fact);
  }
  fillEmptySections(bullets, scored);
  stepsForEmptyProduct(bullets, sentences, startupName);
  echoPricing(bullets);
  return { bullets, overflow };
}

/**
 * With nothing else about the product, a Solution sentence that lists what the product does ("scans…,
 * revokes…, and pings…") is shown on Product too, as its steps; Solution keeps the sentence whole.
 */
function stepsForEmptyProduct(
  bullets: Map<ContentSectionKey, Fact[]>,
  sentences: readonly string[],
  startupName: string,
): void {
  if ((bullets.get("product")?.length ?? 0) > 0) return;
  for (const fact of bullets.get("solution") ?? []) {
    const steps = productSteps(sentences[fact.sentence] ?? "", startupName);
    if (!steps) continue;
    bullets.set(
      "product",
      steps.map((text) => ({ text, sentence: fact.sentence, opens: false })),
    );
    return;
  }
}

/** How far below its slide's score a fact may be on an empty section and still move there: about one rule hit. */
const FILL_MARGIN = 3;
/** The least a fact must read as the empty section to move there: a fragment no one would file there stays. */
const FILL_FLOOR = 1;

/**
 * A founder's brief rarely says two things about one section and nothing about the next: a section left
 * empty takes the fact that reads almost as well there from a slide that keeps at least one other fact
 * ("The platform combines a protein language model…" leaves Market's second bullet for Product).
 * The closest fit moves first, so a clause about who pays goes to an empty Business model, not to an
 * empty Product that comes earlier in the deck. Financials is filled only by the rules naming it.
 */
export function fillEmptySections(
  bullets: Map<ContentSectionKey, Fact[]>,
  scored: ReadonlyMap<Fact, ReadonlyMap<ContentSectionKey, number>>,
): void {
  for (;;) {
    let best: { key: ContentSectionKey; from: ContentSectionKey; fact: Fact; gap: number } | null = null;
    for (const key of CONTENT_SECTION_KEYS) {
      if (key === "financials" || (bullets.get(key)?.length ?? 0) > 0) continue;
      for (const [from, facts] of bullets) {
        if (facts.length < 2) continue;
        for (const fact of facts) {
          const scores = scored.get(fact);
          const fit = scores?.get(key) ?? -Infinity;
          const gap = (scores?.get(from) ?? 0) - fit;
          if (fit >= FILL_FLOOR && gap <= FILL_MARGIN && (!best || gap < best.gap))
            best = { key, from, fact, gap };
        }
      }
    }
    if (!best) return;
    const { key, from, fact } = best;
    bullets.set(
      from,
      bullets.get(from)!.filter((f) => f !== fact),
    );
    bullets.set(key, [fact]);
  }
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

function finish(title: string, bullets: string[], notes: string, body?: SlideBody): DraftSlide {
  return draftSlideSchema.parse({
    title: truncateWords(title.trim(), limits.slideTitleMax),
    content: truncateWords(body ? contentForBody(body, "") : bullets.join("\n"), limits.slideContentMax),
    notes: truncateWords(notes, limits.slideNotesMax),
    body,
  });
}

function withOverflow(note: string, overflow: readonly Fact[]): string {
  if (overflow.length === 0) return note;
  return `${note} Also from your brief: ${overflow.map((f) => asSentence(f.text)).join(" ")}`;
}

/** One content section's slide from its facts, or from clearly marked gaps when it has none. */
export function buildSectionSlide(
  key: ContentSectionKey,
  facts: readonly Fact[],
  overflow: readonly Fact[] = [],
  title: string = SECTIONS[key].title,
  brief: BriefInput | null = null,
): DraftSlide {
  const spec = SECTIONS[key];
  if (facts.length === 0) {
    const gaps = (brief && gapQuestions(key, brief)) ?? [...spec.gaps];
    return finish(title, gaps, withOverflow(spec.note(null), overflow));
  }
  const lead = facts[0]!;
  // The lead fact (or its first clause) becomes the headline when it reads as one and something is left
  // for the body.
  const usable =
    title === spec.title && lead.opens !== false ? leadHeadline(lead.text, facts.length === 1) : null;
  const headline = usable?.headline ?? null;
  let shown = usable
    ? [...usable.rest.map((text) => ({ text, sentence: lead.sentence })), ...facts.slice(1)]
    : [...facts];
  let moved = [...overflow];
  const note = withOverflow(spec.note(lead.text), moved);
  const said = [headline ?? "", ...shown.map((f) => f.text)];
  if (spec.missing && !said.some((b) => spec.missing?.test.test(b))) {
    if (shown.length >= MAX_BULLETS) {
      moved = [...shown.slice(MAX_BULLETS - 1), ...moved];
      shown = shown.slice(0, MAX_BULLETS - 1);
    }
    return finish(
      headline ?? title,
      [...shown.map((f) => f.text), spec.missing.gap],
      withOverflow(spec.note(lead.text), moved),
    );
  }
  return finish(
    headline ?? title,
    shown.map((f) => f.text),
    note,
  );
}

/**
 * A one-liner this short goes on the cover whole: cut at its describing "that", "Plotline is a small robot
 * that prints the full building layout onto the floor" lost what the robot does.
 */
const TAGLINE_WORDS = 24;
const TAGLINE_CHARS = 140;

/** The cover's tagline: the brief's one-liner when it has one, else its opening sentence. */
function tagline(overview: string, startupName: string): string | null {
  const sentences = splitSentences(overview);
  const first = sentences[Math.max(0, oneLinerSentence(sentences, startupName))]?.trim();
  if (!first) return null;
  // A one-liner that fits the cover's line is kept whole, however many short words it has.
  if (first.split(/\s+/u).length <= TAGLINE_WORDS || first.length <= TAGLINE_CHARS)
    return first.replace(/[.!]$/u, "");
  return chunkSentence(first, 16)[0] ?? null;
}

/** The cover: the startup's name as the headline, a tagline from the brief's first sentence. */
export function buildTitleSlide(brief: BriefInput): DraftSlide {
  const name = brief.startupName.trim();
  const line = tagline(brief.overview, brief.startupName);
  const title = name || brief.title.trim() || "Pitch deck";
  const named = !name || line?.toLowerCase().includes(name.toLowerCase());
  const lead = line ? `${named ? "" : `${name}: `}${line}` : null;
  return finish(title, [], SECTIONS.title.note(lead), { layout: "cover", fields: coverFields(line) });
}

/**
 * A content section drawn in the layout its facts support (see `sectionBody`), or as a list when none
 * fits. The fields hold figures and names; every fact not on the slide word for word is in the notes.
 */
function buildDraftSlide(
  key: ContentSectionKey,
  facts: readonly Fact[],
  overflow: readonly Fact[],
  brief: BriefInput,
): DraftSlide {
  const all = [...facts, ...overflow];
  const body = sectionBody(
    key,
    all.map((fact) => fact.text),
    brief.startupName,
    brief.overview,
  );
  if (!body) return buildSectionSlide(key, facts, overflow, SECTIONS[key].title, brief);
  const shown = contentForBody(body, "");
  // The lead fact is already said in the coaching note.
  const kept = all.slice(1).filter((fact) => !shown.includes(fact.text));
  const note = SECTIONS[key].note(all[0]?.text ?? null);
  const notes =
    kept.length > 0 ? `${note} Also from your brief: ${kept.map((f) => asSentence(f.text)).join(" ")}` : note;
  // The lead fact as the headline, or its first clause when the whole is too long to be one.
  const lead = all[0] && all[0].opens !== false ? all[0].text : null;
  const headline = lead ? (headlineFrom(lead) ?? leadHeadline(lead)?.headline ?? null) : null;
  return finish(headline ?? SECTIONS[key].title, [], notes, body);
}

function buildClosingSlide(brief: BriefInput): DraftSlide {
  const body: SlideBody = {
    layout: "closing",
    fields: closingFields(tagline(brief.overview, brief.startupName)),
  };
  return finish(CLOSING_TITLE, [], CLOSING_NOTE, body);
}

/** The brief without what dictation adds ("um", "you know"): no slide should say it. */
const dictated = (brief: BriefInput): BriefInput => ({
  ...brief,
  overview: withoutSpokenFillers(brief.overview),
});

/** The whole deck, in the standard order, deterministically. */
export function draftOfflineDeck(said: BriefInput): DraftSlide[] {
  const brief = dictated(said);
  const { bullets, overflow } = assignFacts(brief.overview, brief.startupName);
  const sections = SECTION_KEYS.map((key): DraftSlide => ({
    ...(key === "title"
      ? buildTitleSlide(brief)
      : buildDraftSlide(key, bullets.get(key) ?? [], overflow.get(key) ?? [], brief)),
    section: key,
  }));
  return [...sections, buildClosingSlide(brief)];
}

/** A single section's slide as the full draft would write it (used by the copilot's "compose"). */
export function draftSectionSlide(key: SectionKey, brief: BriefInput | null): DraftSlide {
  const safeBrief = dictated(brief ?? { title: "", startupName: "", overview: "" });
  if (key === "title") return { ...buildTitleSlide(safeBrief), section: key };
  const { bullets, overflow } = assignFacts(safeBrief.overview, safeBrief.startupName);
  const slide = buildSectionSlide(
    key,
    bullets.get(key) ?? [],
    overflow.get(key) ?? [],
    SECTIONS[key].title,
    safeBrief,
  );
  return { ...slide, section: key };
}

/** The section's facts from the brief (bullets first, then overflow), for the copilot's "add a slide". */
export function sectionFacts(key: ContentSectionKey, brief: BriefInput | null): Fact[] {
  if (!brief) return [];
  const { bullets, overflow } = assignFacts(withoutSpokenFillers(brief.overview), brief.startupName);
  return [...(bullets.get(key) ?? []), ...(overflow.get(key) ?? [])];
}
