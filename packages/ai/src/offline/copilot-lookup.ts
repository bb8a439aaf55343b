import type { DeckContext } from "../engine.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { GAP_PATTERN } from "./review.ts";
import { capitalize, stem } from "./text.ts";

/**
 * Questions about the deck's own facts ("wait whats the MoM growth I put in", "remind me what MRR we
 * have on the deck") are answered from the slides, quoting them; and "TAM vs SAM, do I need both?" is
 * answered from what the market slide shows. Nothing changes.
 */
export type Lookup = { kind: "fact"; terms: string[] } | { kind: "marketSizes" };

const ASKS = /\b(?:what(?:'s|s)?|how (?:much|many|fast)|remind me|which)\b/iu;
const OWN =
  /(?<!\b(?:should|could|can|would|do|shall|must|to)\s)\b(?:i|we)\s+(?:put|have|had|wrote|said|used|gave|listed|claim(?:ed)?|show(?:ed)?)\b|\b(?:on|in)\s+(?:the|my|our)\s+deck\b|\bremind me\b/iu;
const FILLER = new Set(
  "wait what whats what's is was are were did how much many fast remind me which the a an our my i we put have had wrote said used gave listed claim claimed show showed on in deck again for of do does that this it there here so hey ok okay number figure".split(
    " ",
  ),
);

export function parseLookup(message: string): Lookup | null {
  const lower = message.toLowerCase();
  if (/\btam\b/u.test(lower) && /\b(?:sam|som)\b/u.test(lower) && /\?|\bdo i\b|\bneed\b/u.test(lower))
    return { kind: "marketSizes" };
  if (!ASKS.test(message) || !OWN.test(message)) return null;
  const terms = (lower.match(/[\p{L}\p{N}%$]+/gu) ?? []).filter((word) => !FILLER.has(word));
  return terms.length > 0 && terms.length <= 4 ? { kind: "fact", terms } : null;
}

const gapFree = (line: string) => !new RegExp(GAP_PATTERN.source, "iu").test(line);

/** Each slide's lines that carry every term ("mom growth" finds "15% MoM", "growing 15% MoM"). */
function linesWith(deck: DeckContext, terms: readonly string[]): Array<{ index: number; line: string }> {
  const wanted = terms.map(stem);
  const found: Array<{ index: number; line: string; hits: number }> = [];
  for (const [index, slide] of deck.slides.entries()) {
    for (const line of [slide.title, ...slide.content.split("\n")]) {
      if (!line.trim() || !gapFree(line)) continue;
      const words = new Set((line.toLowerCase().match(/[\p{L}\p{N}%$]+/gu) ?? []).map(stem));
      const hits = wanted.filter((term) => words.has(term)).length;
      if (hits > 0) found.push({ index, line: line.trim(), hits });
    }
  }
  const best = Math.max(0, ...found.map((f) => f.hits));
  // One line a slide, the shortest: the card "15% MoM" rather than the headline that repeats it.
  const shortest = new Map<number, { index: number; line: string }>();
  for (const f of found.filter((f) => f.hits === best && /\d/u.test(f.line))) {
    const had = shortest.get(f.index);
    if (!had || f.line.length < had.line.length) shortest.set(f.index, f);
  }
  return [...shortest.values()].slice(0, 3);
}

export function lookupReply(deck: DeckContext, lookup: Lookup): Reply {
  if (lookup.kind === "marketSizes") return say(marketSizesAnswer(deck));
  const found = linesWith(deck, lookup.terms);
  const asked = lookup.terms.join(" ");
  if (found.length === 0)
    return say(`The deck has no figure for "${asked}" yet, so there is nothing to quote. I changed nothing.`);
  const quoted = found.map(({ index, line }) => `${slideName(deck, index)}: "${line}"`).join("; ");
  return say(`For "${asked}", the deck says ${quoted}. I changed nothing.`);
}

function marketSizesAnswer(deck: DeckContext): string {
  const market = deck.slides.findIndex((slide) => slide.section === "market");
  const open = market >= 0 && /\[[^\]]*\bSAM\b/iu.test(deck.slides[market]!.content);
  const where =
    market < 0
      ? "The deck has no market slide yet."
      : open
        ? `${capitalize(slideName(deck, market))} shows a TAM and still asks for the SAM.`
        : `${capitalize(slideName(deck, market))} already shows both.`;
  return `Yes, keep both, and say which is which. TAM is the whole market's spend: it tells an investor the ceiling. SAM (serviceable addressable market) is the part your product and channels can reach today: it tells them you know where the first revenue comes from. A bottom-up SAM (buyers you can reach × what each pays) convinces more than a second analyst figure. ${where} I changed nothing.`;
}
