import { findPlaceholders, isPlaceholderLine, isShortTitle } from "@pds/contracts";
import { SECTIONS, SECTION_KEYS, spokenFigures, type DraftSlide, type SectionKey } from "@pds/ai";
import type { LabelledBrief, Section } from "../labelled-sections.ts";

/** How one drafted deck did on one labelled brief. */
export interface DraftScore {
  sentences: number;
  placed: number;
  misplaced: Array<{ text: string; gold: Section; got: string }>;
  dropped: string[];
  /** Slides of only placeholders for a section the brief has sentences for. */
  emptyWithContent: string[];
  /** Figures on slides that appear nowhere in the brief (derived arithmetic lines excepted). */
  invented: string[];
  /** Section slides with the brief's content, and how many of them are titled with a headline. */
  contentSlides: number;
  headlines: number;
}

const STOP = new Set(
  "the and for with that this our are was were has have had but not you your its into from they them their who what when than then also just about over more most very can will all any each per via out off new now one".split(
    " ",
  ),
);

/** The words and figures a sentence is recognised by. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}$%.]+/gu) ?? [])
    .map((token) => token.replace(/^[.]+|[.]+$/gu, ""))
    .filter((token) => token.length >= 3 || /\d/u.test(token))
    .filter((token) => !STOP.has(token));
}

/** A slide's section from its title: the standard section names and the ways founders refer to them. */
export function sectionOfTitle(title: string): SectionKey | null {
  const text = ` ${title.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, " ")} `;
  let best: { key: SectionKey; length: number } | null = null;
  for (const key of SECTION_KEYS) {
    for (const alias of [SECTIONS[key].title.toLowerCase(), ...SECTIONS[key].aliases]) {
      if (text.includes(` ${alias} `) && (!best || alias.length > best.length))
        best = { key, length: alias.length };
    }
  }
  return best?.key ?? null;
}

/** Gold sections a slide may be: financials carries the money sentences a founder labels business model. */
const accepts = (slide: SectionKey | null, gold: Section, also?: Section) =>
  slide !== null &&
  (slide === gold ||
    slide === also ||
    (slide === "financials" && (gold === "businessModel" || also === "businessModel")));

const figures = (text: string) =>
  (text.match(/\d[\d,.]*(?:\s?[kmb%](?![\p{L}]))?/giu) ?? []).map((figure) =>
    figure.toLowerCase().replace(/[,\s]/gu, "").replace(/\.$/u, ""),
  );

/** What the slide says in the founder's words: placeholders and gap questions are not the brief's text. */
function slideText(slide: DraftSlide): string {
  const own = (text: string) => findPlaceholders(text).reduce((rest, gap) => rest.replace(gap, " "), text);
  return `${slide.title}\n${own(slide.content)}\n${own(slide.notes)}`;
}

export function scoreDraft(brief: LabelledBrief, slides: readonly DraftSlide[]): DraftScore {
  const texts = slides.map((slide) => new Set(tokens(slideText(slide))));
  // A drafted slide says which section it is for (its title may be a headline); else its title does.
  const sections = slides.map((slide) => slide.section ?? sectionOfTitle(slide.title));
  const score: DraftScore = {
    sentences: brief.sentences.length,
    placed: 0,
    misplaced: [],
    dropped: [],
    emptyWithContent: [],
    invented: [],
    contentSlides: 0,
    headlines: 0,
  };
  for (const sentence of brief.sentences) {
    const words = [...new Set(tokens(sentence.text))];
    const cover = texts.map((set) => words.filter((word) => set.has(word)).length);
    const union = new Set(texts.flatMap((set) => words.filter((word) => set.has(word))));
    if (words.length > 0 && union.size / words.length < 0.6) {
      score.dropped.push(sentence.text);
      continue;
    }
    // The cover and the closing slide repeat the one-liner as their tagline: neither is a sentence's place.
    const body = cover.map((n, i) =>
      (i === 0 && slides.length > 1) || slides[i]?.body?.layout === "closing" ? -1 : n,
    );
    const best = body.indexOf(Math.max(...body));
    if (accepts(sections[best] ?? null, sentence.section, sentence.also)) score.placed += 1;
    else
      score.misplaced.push({
        text: sentence.text,
        gold: sentence.section,
        got: slides[best]?.section ? SECTIONS[slides[best].section].title : (slides[best]?.title ?? "?"),
      });
  }
  const covered = new Set(brief.sentences.flatMap((s) => [s.section, ...(s.also ? [s.also] : [])]));
  const briefWords = new Set(brief.sentences.flatMap((s) => tokens(s.text)));
  const briefFigures = new Set(figures(brief.sentences.map((s) => s.text).join(" ")));
  // A line says something of the founder's when, its placeholders aside, it has three of the brief's words
  // ("660,000 restaurant locations in the US ([Add source])" does; "[Add SAM] The segment you win first" does not).
  const foundersLine = (line: string) => {
    if (isPlaceholderLine(line)) return false;
    const own = findPlaceholders(line).reduce((rest, gap) => rest.replace(gap, " "), line);
    return tokens(own).filter((token) => briefWords.has(token)).length >= 3;
  };
  for (const [index, slide] of slides.entries()) {
    const lines = slide.content.split("\n").filter((line) => line.trim());
    // A headline in the founder's words counts too ("Looking for $750k" above two questions).
    const headline = foundersLine(slide.title) || figures(slide.title).some((f) => briefFigures.has(f));
    const onlyPlaceholders = lines.length > 0 && !lines.some(foundersLine) && !headline;
    const section = sections[index];
    if (onlyPlaceholders && section && covered.has(section as Section)) {
      score.emptyWithContent.push(slide.title);
    }
    if (!onlyPlaceholders && section && section !== "title") {
      score.contentSlides += 1;
      // A title that is a section's name ("Traction", "Our team") is a label, not a headline.
      const label = sectionOfTitle(slide.title) !== null && isShortTitle(slide.title);
      if (!label) score.headlines += 1;
    }
  }
  const briefText = brief.sentences.map((s) => s.text).join(" ");
  // A figure the founder said in words ("six million dollars") is theirs in digits too.
  const said = `${briefText} ${brief.title} ${brief.startupName}`;
  const known = new Set(figures(`${said} ${spokenFigures(said)}`));
  for (const slide of slides) {
    for (const line of `${slide.title}\n${slide.content}`.split("\n")) {
      if (/derived|×/iu.test(line)) continue;
      for (const figure of figures(line))
        if (!known.has(figure)) score.invented.push(`${figure} ("${line.trim()}")`);
    }
  }
  return score;
}
