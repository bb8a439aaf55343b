import { contentForBody, endsWithCitation, limits, type SlideBody } from "@pds/contracts";
import type { DeckContext, ResearchSection } from "../engine.ts";
import { standardPosition } from "../offline/slide-refs.ts";
import { sectionForPhrase, SECTIONS } from "../offline/sections.ts";
import type { Fact } from "../facts.ts";
import { claimFromQuote } from "./extract-facts.ts";
import { placeOnLayout } from "./place-on-layout.ts";

export const BULLETS_PER_SLIDE = 4;

/** One slide a research run writes: an existing slide to update, or a new one at the standard position. */
export interface SlideUpdate {
  section: ResearchSection;
  /** Index into the deck's slides when updating; null to create. */
  index: number | null;
  /** Where a new slide goes (0-based). */
  position: number;
  title: string;
  content: string;
  /** Each bullet's claim with the passage it was taken from (the claim may be a shortened form of it). */
  citations: { sourceId: string; claim: string; quote: string; marker: number }[];
  /**
   * Set when the slide keeps a layout other than bullets: its new fields (`content` is their text) and notes
   * (facts the layout had no place for). Absent: the slide is bullets of `content`.
   */
  layout?: { body: SlideBody; notes: string };
}

/** Template placeholders such as "[Add TAM with a source]". */
const GAP_LINE = /^\s*\[[^\]]*\]\s*$/u;

/** Spread picks across sources: first fact of each source, then the second of each, and so on. */
export function pickFacts(facts: readonly Fact[], count: number): Fact[] {
  const bySource = new Map<string, Fact[]>();
  for (const fact of facts) bySource.set(fact.sourceId, [...(bySource.get(fact.sourceId) ?? []), fact]);
  const picked: Fact[] = [];
  for (let round = 0; picked.length < count; round++) {
    let any = false;
    for (const list of bySource.values()) {
      const fact = list[round];
      if (!fact) continue;
      any = true;
      picked.push(fact);
      if (picked.length >= count) break;
    }
    if (!any) break;
  }
  return picked;
}

/**
 * Where each kind of fact goes, in deck order. Market and Competition slides are created when missing;
 * Problem and Traction facts only join a slide the founder already has.
 */
const TARGETS: { section: ResearchSection; kind: Fact["kind"]; create: boolean }[] = [
  { section: "problem", kind: "problem", create: false },
  { section: "market", kind: "market", create: true },
  { section: "traction", kind: "traction", create: false },
  { section: "competition", kind: "competitor", create: true },
];

/**
 * How the research slides change: the founder's own lines stay, earlier research bullets and template gaps
 * go, and each new bullet is a claim from a quote ending in its source's marker.
 */
export function composeResearchSlides(
  deck: DeckContext,
  facts: readonly Fact[],
  markerOf: (sourceId: string) => number | undefined,
): SlideUpdate[] {
  const updates: SlideUpdate[] = [];
  let created = 0;
  for (const { section, kind, create } of TARGETS) {
    const chosen = pickFacts(
      facts.filter((f) => f.kind === kind && markerOf(f.sourceId) !== undefined),
      BULLETS_PER_SLIDE,
    );
    if (chosen.length === 0) continue;
    const index = deck.slides.findIndex((slide) => sectionForPhrase(slide.title) === section);
    if (index < 0 && !create) continue;
    const slide = index >= 0 ? deck.slides[index] : undefined;
    if (slide?.body && slide.body.layout !== "bullets") {
      const facts = chosen.map((fact) => ({ ...fact, marker: markerOf(fact.sourceId)! }));
      const placed = placeOnLayout(slide.body, slide.notes, facts);
      updates.push({
        section,
        index,
        position: index,
        title: slide.title,
        content: contentForBody(placed.body, ""),
        citations: placed.citations,
        layout: { body: placed.body, notes: placed.notes },
      });
      continue;
    }
    const existing = index >= 0 ? (deck.slides[index]?.content ?? "") : "";
    const kept = existing
      .split("\n")
      .filter((line) => line.trim() && !endsWithCitation(line) && !GAP_LINE.test(line));
    const citations: SlideUpdate["citations"] = [];
    const lines = [...kept];
    for (const fact of chosen) {
      const marker = markerOf(fact.sourceId)!;
      const claim = claimFromQuote(fact.quote);
      const line = `${claim} [${marker}]`;
      if ([...lines, line].join("\n").length > limits.slideContentMax) break;
      lines.push(line);
      citations.push({ sourceId: fact.sourceId, claim, quote: fact.quote, marker });
    }
    const position = index >= 0 ? index : standardPosition(section, deck) + created;
    if (index < 0) created++;
    updates.push({
      section,
      index: index >= 0 ? index : null,
      position,
      title: index >= 0 ? (deck.slides[index]?.title ?? SECTIONS[section].title) : SECTIONS[section].title,
      content: lines.join("\n"),
      citations,
    });
  }
  return updates;
}
