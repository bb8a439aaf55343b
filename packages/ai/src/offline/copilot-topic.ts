import { placeholder } from "@pds/contracts";
import type { BriefInput, DeckContext, DraftSlide } from "../engine.ts";
import { buildSectionSlide, extractFacts, sectionFacts, type Fact } from "./draft-deck.ts";
import { GAP_PATTERN, sectionOfSlide } from "./review.ts";
import { EXTRA_SECTIONS, sectionForPhrase, type SectionKey } from "./sections.ts";
import { asSentence, capitalize, chunkSentence, stem, topicStems, words } from "./text.ts";

/** Slides the copilot writes for "add a slide about X": facts on X from the brief, else marked gaps. */

const MAX_TOPIC_BULLETS = 5;

/** "our pricing" → "Pricing"; keeps the founder's casing for the rest ("Go-to-market in the EU"). */
export function topicTitle(topic: string): string {
  const stripped = topic.replace(/^(?:(?:our|the|a|an|my|your|their|some|about|on)\s+)+/iu, "").trim();
  // "GTM" is how founders write it; the slide says it in full.
  const spelled = stripped
    .replace(/^gtm\b/iu, "go-to-market")
    .replace(
      /\b(?:kpi|icp|okr|roi|faq|nrr|arr|mrr)(s?)\b/giu,
      (word, s: string) => word.slice(0, word.length - s.length).toUpperCase() + s,
    );
  return capitalize(spelled || topic).slice(0, 120);
}

function mentions(text: string, stems: readonly string[]): boolean {
  if (stems.length === 0) return false;
  const textStems = new Set(words(text.toLowerCase()).map(stem));
  return stems.some((s) => textStems.has(s));
}

/** Facts about the topic: from the brief first, else bullets already in the deck. */
function topicFacts(
  topic: string,
  brief: BriefInput | null,
  deck: DeckContext,
  asSection: boolean,
): string[] {
  const stems = topicStems(topic);
  const section = asSection ? sectionForPhrase(topic) : null;
  const fromBrief: Fact[] = brief ? extractFacts(brief.overview).filter((f) => mentions(f.text, stems)) : [];
  const fromSection = section && section !== "title" ? sectionFacts(section, brief) : [];
  const texts = [...fromBrief, ...fromSection].map((f) => f.text);
  if (texts.length === 0) {
    for (const slide of deck.slides) {
      const sameSection = section !== null && sectionOfSlide(slide) === section;
      for (const line of slide.content.split(/\r?\n/u)) {
        const clean = line.replace(new RegExp(GAP_PATTERN.source, "giu"), "").trim();
        if (clean && (sameSection || mentions(clean, stems))) texts.push(...chunkSentence(clean));
      }
    }
  }
  return [...new Set(texts)].slice(0, MAX_TOPIC_BULLETS);
}

/** A customer's words are quoted, never made up from other facts: "add a quote from a customer". */
const QUOTE = /\b(?:quotes?|testimonials?|what (?:our )?customers say)\b/iu;

function quoteSlide(title: string): DraftSlide {
  return {
    title,
    content: [
      placeholder("a customer's own words, as they said them"),
      placeholder("their name, role and company"),
    ].join("\n"),
    notes: "Read the quote as the customer said it, then say who they are and what they pay you.",
    body: {
      layout: "quote",
      fields: {
        quote: placeholder("a customer's own words, as they said them"),
        author: placeholder("their name"),
        role: placeholder("their role and company"),
      },
    },
  };
}

/**
 * A slide of the founder's own items ("CAC $1.2k", "LTV $14k"): drawn as its section's slide when it is one,
 * else as bullets.
 */
export function itemsSlide(title: string, items: readonly string[], section: SectionKey | null): DraftSlide {
  if (section && section !== "title") {
    const facts = items.map((text) => ({ text, sentence: 0 }));
    return buildSectionSlide(section, facts, [], title);
  }
  return {
    title,
    content: items.join("\n"),
    notes: `Walk through ${lowerFirst(title)}: ${items.join("; ")}. Say what each one means for an investor.`,
  };
}

/** A slide on the topic; `asSection` false draws it apart from the section the topic names (a second slide beside it). */
export function topicSlide(
  topic: string,
  brief: BriefInput | null,
  deck: DeckContext,
  asSection = true,
): DraftSlide {
  const title = topicTitle(topic);
  if (QUOTE.test(topic)) return quoteSlide(title);
  const section = asSection ? sectionForPhrase(topic) : null;
  const facts = topicFacts(topic, brief, deck, asSection);
  if (section && section !== "title") {
    return buildSectionSlide(
      section,
      facts.map((text) => ({ text, sentence: 0 })),
      [],
      title,
    );
  }
  const extra = EXTRA_SECTIONS.find((e) => e.title.toLowerCase() === title.toLowerCase());
  // "Path to $10M ARR" reads "path to $10M ARR" mid-sentence: only a capital that opens a plain word drops.
  const subject = title.replace(/\b\p{Lu}(?=\p{Ll}*\b)/gu, (letter) => letter.toLowerCase());
  const gaps = extra?.gaps ?? [
    `[Add the key point about ${subject}]`,
    `[Add a fact or figure about ${subject}, with its source]`,
    "[Add what it means for investors]",
  ];
  const content = facts.length > 0 ? facts : [...gaps];
  const notes =
    facts[0] !== undefined
      ? `Lead with what matters most about ${subject}: ${asSentence(facts[0])} Keep it to one idea.`
      : `Explain ${subject} in two or three sentences and why it matters to an investor.`;
  return { title, content: content.join("\n"), notes };
}

/** "What $2.5M gets us" → "what $2.5M gets us": only the capital a sentence start gave it. */
const lowerFirst = (title: string) =>
  /^\p{Lu}\p{Ll}/u.test(title) ? `${title.charAt(0).toLowerCase()}${title.slice(1)}` : title;

/** A slide for one of the optional sections, built from brief facts that fit it. */
export function extraSlide(index: number, brief: BriefInput | null): DraftSlide | null {
  const extra = EXTRA_SECTIONS[index];
  if (!extra) return null;
  const facts = brief
    ? extractFacts(brief.overview)
        .map((f) => f.text)
        .filter((t) => extra.test.test(t))
        .slice(0, MAX_TOPIC_BULLETS)
    : [];
  const content = facts.length > 0 ? facts : [...extra.gaps];
  const notes =
    facts[0] !== undefined
      ? `Lead with this: ${asSentence(facts[0])}`
      : `Explain your ${extra.title.toLowerCase()} plainly and what it proves.`;
  return { title: extra.title, content: content.join("\n"), notes };
}
