import type { Metric, SlideBody } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { findSlide } from "./slide-target.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, escapeRegExp } from "./text.ts";

/**
 * A source for a figure the deck already shows: "the 40h/mo comes from Ventana Research (2022 close
 * benchmark) — add a small cite line under it", "source for the 40 hours: Ventana Research 2022", "cite
 * Gartner for the $12B". The figure keeps its words; the source goes beside it (a card's source, or a
 * "Source: …" line on a slide of bullets).
 */
export interface Citation {
  /** The figure as the founder wrote it ("40h/mo", "$12B"). */
  figure: string;
  /** Its number, to find it on a slide ("40", "12"). */
  number: string;
  source: string;
  target: SlideRef | null;
}

const SOURCE_WORDS = String.raw`((?:our\s+|the\s+)?\p{Lu}[^.;—–]*?)`;
const SOURCE_END = String.raw`(?=\s+[—–]\s|\s*[.;](?:\s|$)|,\s*(?:add|put|pls|please|so|and)\b|\s+(?:pls|please)\b|$)`;
const PATTERNS: readonly RegExp[] = [
  // "the 40h/mo comes from Ventana Research (2022 close benchmark)"
  new RegExp(
    String.raw`(\p{Sc}?\d[\d.,]*\S*)[^.;\d]{0,40}?\b(?:comes?|came|is|are|was|were)\s+(?:from|sourced from|per)\s+${SOURCE_WORDS}${SOURCE_END}`,
    "u",
  ),
  // "source for the 40 hours: Ventana Research", "src for the $12B is Gartner 2024"
  new RegExp(
    String.raw`\b(?:source|src|citation|cite)\s+(?:for|on)\s+(?:the\s+)?(\p{Sc}?\d[\d.,]*\S*)[^:=.;]{0,30}?(?:\s+is|\s*[:=—–])\s*${SOURCE_WORDS}${SOURCE_END}`,
    "u",
  ),
  // "cite Ventana Research for the 40h"
  new RegExp(String.raw`\bcite\s+${SOURCE_WORDS}\s+for\s+(?:the\s+)?(\p{Sc}?\d[\d.,]*\S*)`, "u"),
];

export function parseCitation(message: string): Citation | null {
  if (/\?\s*$/u.test(message.trim())) return null;
  for (const [i, pattern] of PATTERNS.entries()) {
    const found = pattern.exec(message);
    if (!found?.[1] || !found[2]) continue;
    const [figure, source] = i === 2 ? [found[2], found[1]] : [found[1], found[2]];
    const clean = capitalize(source.trim().replace(/[,:]$/u, ""));
    const number = /\d[\d.,]*\d|\d/u.exec(figure)?.[0];
    if (!number || clean.length < 3 || clean.length > 120) continue;
    return { figure: figure.replace(/[,:.]$/u, ""), number, source: clean, target: parseSlideRef(message) };
  }
  return null;
}

const saysNumber = (text: string, number: string) =>
  new RegExp(`(?<![\\d.,])\\p{Sc}?${escapeRegExp(number)}(?![\\d]|[.,]\\d)`, "u").test(text);

/** The card holding the figure gets the source. */
function citedMetrics(metrics: readonly Metric[], citation: Citation): Metric[] | null {
  const at = metrics.findIndex((metric) => saysNumber(metric.value, citation.number));
  return at < 0
    ? null
    : metrics.map((metric, i) => (i === at ? { ...metric, source: citation.source } : metric));
}

export function citationReply(deck: DeckContext, citation: Citation): Reply {
  const named = citation.target ? findSlide(citation.target, deck) : null;
  const candidates = named?.kind === "found" ? [named.index] : deck.slides.map((_, index) => index);
  const index = candidates.find((i) => {
    const slide = deck.slides[i]!;
    const metrics = slide.body?.layout === "bigNumbers" ? slide.body.fields.metrics.map((m) => m.value) : [];
    return [slide.title, slide.content, ...metrics].some((text) => saysNumber(text, citation.number));
  });
  if (index === undefined)
    return say(
      `I couldn't find ${citation.figure} on ${named?.kind === "found" ? slideName(deck, named.index) : "any slide"}, so I changed nothing. Which slide shows it?`,
    );
  const slide = deck.slides[index]!;
  const name = slideName(deck, index);
  const done = `Cited ${citation.source.replace(/^(?:Our|The)\b/u, (word) => word.toLowerCase())} for the ${citation.figure} on ${name}.`;
  if (slide.body?.layout === "bigNumbers") {
    const metrics = citedMetrics(slide.body.fields.metrics, citation);
    if (metrics) {
      const body: SlideBody = { ...slide.body, fields: { metrics } };
      return say(done, [{ type: "updateSlide", slideId: slide.id, body }]);
    }
  }
  if (slide.body && slide.body.layout !== "bullets")
    return say(
      `${name} is drawn as a layout with no place for a source line, so I changed nothing. Put it in the speaker notes, or switch the slide to bullets.`,
    );
  const line = `Source: ${citation.source}`;
  const lines = slide.content.split("\n").filter((text) => text.trim());
  if (lines.includes(line)) return say(`${name} already cites ${citation.source}, so I changed nothing.`);
  return say(done, [{ type: "updateSlide", slideId: slide.id, content: [...lines, line].join("\n") }]);
}
