import { isShortTitle } from "@pds/contracts";
import type { DeckContext, DeckContextSlide } from "../engine.ts";
import { rankSections } from "./classify.ts";
import { CONTENT_SECTION_KEYS, SECTIONS, sectionForPhrase, type ContentSectionKey } from "./sections.ts";
import { capitalize, numberTokens, wordCount } from "./text.ts";
import { CURRENCY } from "../currency.ts";

export type ReviewSeverity = "high" | "medium" | "low";
export type ReviewFindingKind =
  | "missing-section"
  | "no-ask"
  | "unsourced-number"
  | "too-many-bullets"
  | "too-many-words"
  | "unfilled-gap"
  | "thin-comparison"
  | "thin-slide";

/** One item of the investor checklist the deck does not meet yet. */
export interface ReviewFinding {
  severity: ReviewSeverity;
  slideId?: string;
  /** Plain and actionable, e.g. `Slide 8 "Traction" has 8 bullets. Cut to 6 or fewer.` */
  message: string;
  kind: ReviewFindingKind;
  /** For "missing-section": which standard section. */
  section?: ContentSectionKey;
}

/** Placeholders the offline engine writes, and similar ones founders leave behind. */
export const GAP_PATTERN =
  /\[(?:Add|Describe|Name|Insert|List|Explain|Show|TODO|TBD|How|What|Which|Who|Why|When|Where)\b[^\]]*\]/giu;

/** True when the text still has a bracketed gap for the founder to fill ("[Add SAM]"). */
export const hasGap = (text: string) => new RegExp(GAP_PATTERN.source, "iu").test(text);

const MAX_BULLETS = 6;
const MAX_WORDS = 50;
const CORE: ReadonlySet<ContentSectionKey> = new Set([
  "problem",
  "solution",
  "market",
  "traction",
  "team",
  "ask",
]);
const OPTIONAL: ReadonlySet<ContentSectionKey> = new Set(["product", "financials"]);
// Prices, the raise and years of experience are the founder's own facts; they need no citation.
const NO_SOURCE_NEEDED: ReadonlySet<ContentSectionKey> = new Set(["businessModel", "team", "ask"]);
const SOURCE_MARKER = /\[\d+\]|\bsources?\b|\baccording to\b|\bcited?\b|https?:\/\/|\bwww\./iu;
const AMOUNT = new RegExp(String.raw`${CURRENCY}\s?\d|\d[\d.,]*\s?(?:k|m|bn|million|billion)\b`, "iu");
const ASK_WORDS = /\b(rais\w*|ask|seeking|round|invest\w*|funding|seed|series)\b/iu;

function bullets(content: string): string[] {
  return content
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function withoutGaps(text: string): string {
  return text.replace(GAP_PATTERN, " ");
}

/**
 * Which standard section a slide covers: the one it was written for, else by its title, else by what
 * most of its bullets talk about.
 */
export function sectionOfSlide(
  slide: Pick<DeckContextSlide, "title" | "content" | "section">,
): ContentSectionKey | null {
  const byTitle = sectionForPhrase(slide.title);
  // A title that is just a section's name ("Traction", "Our team") is the founder saying what it is; a
  // headline ("Clinics lose 18% of revenue to no-shows") is not, and the section it was written for counts.
  const named = byTitle !== null && isShortTitle(slide.title);
  if (slide.section && !named) return slide.section === "title" ? null : slide.section;
  if (byTitle && byTitle !== "title") return byTitle;
  const lines = bullets(withoutGaps(slide.content));
  const counts = new Map<ContentSectionKey, number>();
  for (const line of lines) {
    const top = rankSections(line)[0];
    if (top) counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 && best[1] * 2 >= lines.length ? best[0] : null;
}

export function hasClearAsk(text: string): boolean {
  const clean = withoutGaps(text);
  return ASK_WORDS.test(clean) && AMOUNT.test(clean);
}

/** Past this many words a title is a headline, too long to quote back in a reply. */
const QUOTABLE_WORDS = 6;

/**
 * A slide as a reply names it: its title in quotes when short ("Pricing"); a headline by the section it
 * makes the case for ("the Market slide"), else by its first words, so replies stay short.
 */
export function slideCalled(slide: Pick<DeckContextSlide, "title" | "content" | "section">): string {
  const title = slide.title.trim();
  if (wordCount(title) <= QUOTABLE_WORDS) return `"${title}"`;
  const section = sectionOfSlide(slide);
  if (section) return `the ${SECTIONS[section].title.replace(/^The /u, "")} slide`;
  return `"${title.split(/\s+/u).slice(0, QUOTABLE_WORDS).join(" ")}…"`;
}

/** "slide 4 "Pricing"", or "slide 4 (the Market slide)" for a headline. */
export function numberedSlide(
  slide: Pick<DeckContextSlide, "title" | "content" | "section">,
  index: number,
): string {
  const called = slideCalled(slide);
  return called.startsWith('"') ? `slide ${index + 1} ${called}` : `slide ${index + 1} (${called})`;
}

/** Sections whose one bare line convinces no one: the timing needs its evidence (a date, a change, a figure). */
const THIN_CHECKED = new Set<ContentSectionKey>(["whyNow"]);

const label = (slide: DeckContextSlide, index: number) => capitalize(numberedSlide(slide, index));
const isYear = (token: string) => /^(?:19|20)\d\d$/u.test(token);

function slideFindings(slide: DeckContextSlide, index: number): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  const name = label(slide, index);
  const lines = bullets(slide.content);
  const section = sectionOfSlide(slide);
  const clean = withoutGaps(slide.content);

  const gaps = slide.content.match(GAP_PATTERN) ?? [];
  if (gaps.length > 0) {
    findings.push({
      kind: "unfilled-gap",
      severity: "medium",
      slideId: slide.id,
      message: `${name} still has ${gaps.length === 1 ? "a placeholder" : `${gaps.length} placeholders`} to fill in: ${gaps.slice(0, 2).join(", ")}.`,
    });
  }
  const claims = numberTokens(clean).filter((t) => !isYear(t.trim()));
  const cited = SOURCE_MARKER.test(`${slide.content}\n${slide.notes}`);
  if (index > 0 && claims.length > 0 && !cited && !(section && NO_SOURCE_NEEDED.has(section))) {
    findings.push({
      kind: "unsourced-number",
      severity: "medium",
      slideId: slide.id,
      message: `${name} states ${claims.slice(0, 3).join(", ")} without a source. Say where each figure comes from ("Source: …") or add a citation like [1].`,
    });
  }
  if (lines.length > MAX_BULLETS) {
    findings.push({
      kind: "too-many-bullets",
      severity: "medium",
      slideId: slide.id,
      message: `${name} has ${lines.length} bullets. Cut it to ${MAX_BULLETS} or fewer, or split it into two slides.`,
    });
  }
  // "Only one competitor and one row feels weak": a comparison investors can check needs the real field.
  if (slide.body?.layout === "comparison") {
    const rivals = slide.body.fields.columns.slice(1);
    const rows = slide.body.fields.rows.length;
    if (rivals.length < 2 || rows < 3) {
      findings.push({
        kind: "thin-comparison",
        severity: "medium",
        slideId: slide.id,
        message: `${name} compares you with ${rivals.join(" and ") || "no one"} on ${rows === 1 ? "one criterion" : `${rows} criteria`}. Show the two or three alternatives buyers really weigh (spreadsheets or doing nothing count) on three to five criteria they choose by.`,
      });
    }
  }
  // "Why now is one line": a claim with nothing behind it.
  if (
    index > 0 &&
    section &&
    THIN_CHECKED.has(section) &&
    (!slide.body || slide.body.layout === "bullets") &&
    lines.length === 1 &&
    gaps.length === 0
  ) {
    findings.push({
      kind: "thin-slide",
      severity: "low",
      slideId: slide.id,
      message: `${name} makes its case in one line. Show the evidence behind the timing: what changed, when, and a figure that proves it (adoption, cost, a rule's deadline).`,
    });
  }
  const count = wordCount(clean);
  if (count > MAX_WORDS) {
    findings.push({
      kind: "too-many-words",
      severity: "low",
      slideId: slide.id,
      message: `${name} has ${count} words on the slide. Keep it under ${MAX_WORDS}: move detail to the speaker notes.`,
    });
  }
  return findings;
}

/** The standard sections no slide covers, in deck order. */
export function missingSections(deck: DeckContext): ContentSectionKey[] {
  const present = new Set(deck.slides.map((s) => sectionOfSlide(s)).filter((k) => k !== null));
  if (deck.slides.some((s) => hasClearAsk(`${s.title}\n${s.content}`))) present.add("ask");
  return CONTENT_SECTION_KEYS.filter((key) => !present.has(key));
}

const ORDER: Record<ReviewSeverity, number> = { high: 0, medium: 1, low: 2 };

/** Checks a deck against an investor checklist; findings come most important first. */
export function reviewDeck(deck: DeckContext): ReviewFinding[] {
  const missing = missingSections(deck);
  const findings: ReviewFinding[] = missing.map((key) => ({
    kind: "missing-section",
    section: key,
    severity: CORE.has(key) ? "high" : OPTIONAL.has(key) ? "low" : "medium",
    message: `No "${SECTIONS[key].title}" slide. Add one: ${SECTIONS[key].note(null)}`,
  }));
  if (!missing.includes("ask") && !deck.slides.some((s) => hasClearAsk(`${s.title}\n${s.content}`))) {
    const askSlide = deck.slides.find((s) => sectionOfSlide(s) === "ask");
    findings.push({
      kind: "no-ask",
      severity: "high",
      ...(askSlide ? { slideId: askSlide.id } : {}),
      message: 'No clear ask: say how much you are raising (e.g. "Raising $… seed") and what it funds.',
    });
  }
  deck.slides.forEach((slide, index) => findings.push(...slideFindings(slide, index)));
  // Stable sort keeps deck order within a severity.
  return findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}
