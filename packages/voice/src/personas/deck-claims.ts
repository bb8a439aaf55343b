import { stripCitationMarkers } from "@pds/contracts";
import { findClaims, type Claim } from "../listen/claims.ts";
import type { PracticeDeck, PracticeSlide } from "./deck-gaps.ts";

export interface DeckClaim {
  claim: Claim;
  slide: PracticeSlide;
}

const onMarketSlide = (slide: PracticeSlide) => /\bmarket\b/iu.test(slide.title);

/**
 * A count on the Market slide sizes the market ("135,000 dental practices"): it is no customer count, so a
 * partner asks how it was sized, not how many were paying a month ago.
 */
const asMarket = (claim: Claim): Claim =>
  claim.metric === "customers" || claim.metric === "users" ? { ...claim, metric: "market" } : claim;

/** The deck's own figures, the first slide stating each metric winning (what the VC checks speech against). */
export function deckClaims(deck: PracticeDeck | null): DeckClaim[] {
  const found = new Map<string, DeckClaim>();
  for (const slide of deck?.slides ?? []) {
    for (const stated of findClaims(stripCitationMarkers(slide.content))) {
      const claim = onMarketSlide(slide) ? asMarket(stated) : stated;
      const key = `${claim.metric}:${claim.unit}`;
      if (!found.has(key)) found.set(key, { claim, slide });
    }
  }
  return [...found.values()];
}

const lastWord = (subject: string) => (subject.split(" ").at(-1) ?? "").replace(/s$/, "");

/**
 * Whether a spoken claim and a deck claim measure the same thing: same metric and unit, and for counts the
 * same thing counted ("30 paying clinics" against "38 paying clinics", not "135,000 practices").
 */
export function sameMeasure(spoken: Claim, stated: Claim): boolean {
  if (spoken.metric !== stated.metric || spoken.unit !== stated.unit) return false;
  if (spoken.unit !== "count") return true;
  return (
    lastWord(spoken.subject) === lastWord(stated.subject) ||
    (spoken.subject.includes("paying") && stated.subject.includes("paying"))
  );
}

const COMPETITION_TITLE = /compet|landscape|alternative|versus|vs\b|moat|differentiat/i;
const NOT_A_NAME = /^(We|Our|They|The|It|Unlike|Today|Most|All|No|Built|Source|Competition|Competitors?)$/;

/**
 * Names on the deck's competition slides ("Weave", "Dental Intelligence"): speech-to-text loses capitals,
 * so the listener matches these in lower case and says them back spelled as the deck spells them.
 */
export function deckCompetitors(deck: PracticeDeck | null): string[] {
  const names = new Set<string>();
  const lowerWords = new Set(
    (deck?.slides ?? []).flatMap((slide) => slide.content.match(/\b[a-z][\w'-]*/g) ?? []),
  );
  for (const slide of deck?.slides ?? []) {
    if (!COMPETITION_TITLE.test(slide.title)) continue;
    for (const match of stripCitationMarkers(slide.content).matchAll(
      /\b[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2}/g,
    )) {
      const words = match[0].split(/\s+/).filter((word) => !NOT_A_NAME.test(word));
      // A capitalised sentence opener that the deck also writes in lower case is an ordinary word.
      if (words.length === 1 && lowerWords.has(words[0]!.toLowerCase())) continue;
      if (words.length > 0) names.add(words.join(" "));
    }
  }
  return [...names];
}

/**
 * Names the founder is likely to say (the deck's title, its competitors, and capitalised names of two or
 * three words anywhere in it), for correcting speech-to-text near-misses ("harbor freight land").
 */
export function deckNames(deck: PracticeDeck | null): string[] {
  if (!deck) return [];
  const names = new Set<string>([deck.title.trim(), ...deckCompetitors(deck)].filter(Boolean));
  for (const slide of deck.slides) {
    const text = stripCitationMarkers(`${slide.title}\n${slide.content}`);
    for (const match of text.matchAll(/\b[A-Z][\w&'-]+(?:\s+[A-Z][\w&'-]+){1,2}\b/g)) names.add(match[0]);
  }
  return [...names].filter((name) => name.length >= 3 && name.length <= 60);
}

/** A capitalised word that is not a sentence's first: "DentaFlow", "Weave", "Tiruppur". */
const INNER_NAME = /(?<![.!?]\s+|^)\b[A-Z][\w&'-]*[a-z][\w&'-]*\b(?:\s+[A-Z][\w&'-]+){0,2}/gmu;

/**
 * Names in the founder's brief: the startup's name and the deck's title as written, and capitalised names
 * inside the overview's sentences (a sentence's first word is capitalised anyway, so it is not one). A
 * voice note for the brief and a practice session both correct near-misses of them.
 */
export function briefNames(brief: { title: string; startupName: string; overview: string } | null): string[] {
  if (!brief) return [];
  const names = new Set([brief.startupName.trim(), brief.title.trim()].filter(Boolean));
  // Words the founder writes in lower case somewhere: "march" makes "March" an ordinary word.
  const lowerWords = new Set(brief.overview.match(/(?<![\w'-])[a-z][\w'-]*/gu) ?? []);
  for (const [name] of brief.overview.matchAll(INNER_NAME)) {
    const single = !name.includes(" ");
    // "March", "I'm", or a word the founder also writes in lower case: an ordinary word, not a name.
    if (single && (CALENDAR.test(name) || /^I'/u.test(name) || lowerWords.has(name.toLowerCase()))) continue;
    names.add(name);
  }
  return [...names].filter((name) => name.length >= 3 && name.length <= 60);
}

const CALENDAR =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u;
