import { fieldMax } from "@pds/contracts";
import type { FactDump } from "./copilot-slide-facts.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * A market size handed over with what it counts and where it comes from, in the founder's own shorthand:
 * "[Add SAM] = $2.8B → ~35k US cos on NetSuite … [Add source] = HG Insights install data. fill both in",
 * "SAM number is in: $2.6B. 31k target cos in the US, cite it as 'Ledgerly analysis, Oct 2025'", "SAM for
 * the market slide: ~$1.9B = US companies with 200–2,000 employees … source is our own bottom-up (…)".
 * It becomes one item for the market slide ("SAM: $2.6B (31k target cos in the US) source: …"), which fills
 * the card that asks for it.
 */

const SIZE =
  /(?:\[Add\s+)?\b(TAM|SAM|SOM)\b\]?(?:\s+(?:number|figure|estimate|bracket|placeholder|card|line|box))?(?:\s+(?:is in|is(?:\s+(?:like|about|around|roughly))?|=|for the market slide|for market))?\s*[:=—–]?\s*(~?\$\d[\d.,]*\s*(?:[BMK]|bn|billion|million)\b|~?\d[\d.,]*\s*(?:bn|billion|million)\b)/u;

/** Where the figure comes from: "[Add source] = X", "cite it as 'X'", "source is X", "source: X". */
const SOURCE =
  /(?:\[Add source\]\s*=|\bcite (?:it|this) as|\bsource(?:\s+is|\s*[:=—–]))\s*["“'‘]?(.+?)["”'’]?(?=\s*(?:[.;]\s|\s[—–]\s|$)|\s+(?:put|add|fill|plug|use|replace)\s+(?:it|that|this|them|both)\b)/iu;

/** Words that ask rather than say: "fill both in", "replace both brackets", "that fills the source bracket too". */
const REQUEST = /^(?:fill|replace|plug|put|update|use|that fills|add)\b/iu;

/** What the figure counts: the words after it, up to the sentence's end, without the source or a request. */
function segmentAfter(rest: string): string {
  const words = rest
    .replace(/^\s*(?:\.\s+|=|→|->|—|–|-|:|,)\s*/u, "")
    .split(/\.\s|\s[—–]\s|,\s*(?=cite|source|per\b)|\[Add source\]|\bsource\b/iu)[0]!
    .replace(/\bw\/\s*/giu, "with ")
    .replace(/^\s*(?:that'?s|thats|which is|i\.?e\.?,?|so)\s+/iu, "")
    .trim();
  if (REQUEST.test(words) || /\[/u.test(words) || words.split(/\s+/u).length < 2) return "";
  const room = fieldMax.label - "SAM: ".length;
  const fits = words.length <= room ? words : words.split(/\s+[×x*]\s+|,\s+/u)[0]!;
  return fits.length <= room ? cleanBullet(fits) : "";
}

/**
 * "where our SAM is. here's the math: ~41k US companies w/ 200–2k employees × ~8 seats × $588/yr ≈ $1.9B":
 * the size the arithmetic comes to, and what it counts (its first factor).
 */
function workedOut(text: string): SaidSize | null {
  const named = /\[Add\s+(SAM|SOM|TAM)\]|\b(SAM|SOM|TAM)\b/u.exec(text);
  const math =
    /(?:\b(?:SAM|SOM|TAM)\s*(?:≈|~=|=)\s*|^|:\s*)([^:≈=\n]{5,200}?)\s*(?:≈|~=|=)\s*(~?\$\d[\d.,]*\s*(?:[BMK]|bn|billion|million)\b)/u.exec(
      text,
    );
  const name = named?.[1] ?? named?.[2];
  if (!name || !math?.[1] || !math[2]) return null;
  const factor = math[1]
    .split(/\s+[×x*]\s+/u)[0]!
    // "fill the SAM placeholder → ~38k US companies …": the chain starts after the arrow.
    .replace(/^.*(?:→|->)\s*/u, "")
    .replace(/\bw\/\s*/giu, "with ")
    .trim();
  const fits = factor.length <= fieldMax.label - 5 && /\d/u.test(factor);
  return { name, value: math[2], segment: fits ? cleanBullet(factor) : "" };
}

/** A size said outright: "SAM number is in: $2.6B. 31k target cos …". */
function saidOutright(text: string): SaidSize | null {
  const size = SIZE.exec(text);
  if (!size?.[1] || !size[2]) return null;
  return { name: size[1], value: size[2], segment: segmentAfter(text.slice(size.index + size[0].length)) };
}

interface SaidSize {
  name: string;
  value: string;
  segment: string;
}

export function parseMarketSize(message: string): FactDump | null {
  const text = message.trim();
  if (/\?\s*$/u.test(text)) return null;
  const size = saidOutright(text) ?? workedOut(text);
  if (!size) return null;
  // "1.8 billion" said aloud is "$1.8B" on a card.
  const value = size.value
    .replace(/^~/u, "")
    .replace(/\s*(?:billion|bn)$/iu, "B")
    .replace(/\s*million$/iu, "M")
    .replace(/^(?=\d)/u, "$")
    .replace(/\s+/gu, "");
  // "SAM = $3B (US mid-market, our own analysis)": what it counts, then whose analysis it is.
  const aside = /^\((.+)\)$/u.exec(size.segment.trim())?.[1] ?? size.segment;
  const own = /,?\s*\b((?:our|own|internal|bottom-up)\b.*)$/iu.exec(aside);
  const segment = own ? aside.slice(0, own.index).trim() : aside;
  // "our own bottom-up (Census SUSB + …)": brackets inside the source would close the card's own.
  const source = capitalize(
    SOURCE.exec(text)?.[1]
      ?.replace(/\s*\(([^)]*)\)/gu, ", $1")
      .trim() ??
      own?.[1] ??
      "",
  );
  const item = `${size.name}: ${value}${segment ? ` (${segment})` : ""}${source ? ` source: ${source}` : ""}`;
  return {
    target: { kind: "phrase", phrase: "market" },
    items: [item],
    card: { figure: value, concept: size.name, words: "", label: "", counts: segment, source, after: "" },
  };
}
