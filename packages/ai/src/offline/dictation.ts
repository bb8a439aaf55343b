/**
 * What a dictated brief says that is no part of the pitch: "um", "uh", "you know", "I mean", and "like"
 * before a figure ("in like twenty minutes"). Taken out before drafting so a slide does not read "In India,
 * um, about eight lakh used tractors…"; every other word stays as the founder said it.
 */
const HESITATION = String.raw`(?:[Uu]m+|[Uu]h+|[Ee]rm|[Uu]hm|[Yy]ou know|I mean)`;
/** Words that hedge only between commas or before one: ", like, pennies", ", say, $3,000", "Like, a hundred…". */
const PARENTHETICAL = String.raw`(?:[Ll]ike|[Ss]ay|[Bb]asically|[Hh]onestly)`;

const FILLERS: ReadonlyArray<readonly [RegExp, string]> = [
  // ", um," and ", you know," between commas: both commas go with it.
  [new RegExp(String.raw`,\s*${HESITATION},\s*`, "gu"), " "],
  [new RegExp(String.raw`,\s*${PARENTHETICAL},\s*`, "gu"), " "],
  [new RegExp(String.raw`(^|[.!?]\s+)(?:Like|Basically|Honestly),\s+`, "gu"), "$1"],
  // At a sentence's start ("Um, so we're Billbuster"), at its end ("…is full, uh."), or bare ("Uh we charge").
  [new RegExp(String.raw`(^|[.!?]\s+)${HESITATION}\b,?\s*`, "gu"), "$1"],
  [new RegExp(String.raw`,?\s+${HESITATION}(?=\s*[,.!?]|$)`, "gu"), ""],
  [/(\s)(?:um+|uh+|erm|uhm),?\s+/gu, "$1"],
  // "like" as a hedge before a figure: "in like twenty minutes", "is like 30%" ("looks like 30%" stays).
  [
    /(^|[.!?]\s|\b(?:in|on|at|for|about|of|is|was|are|were|took|takes|around|maybe)\s)\s*[Ll]ike,?\s+(?=\$?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a (?:hundred|thousand|million|billion|dozen|couple))\b)/giu,
    "$1",
  ],
];

export function withoutSpokenFillers(text: string): string {
  let out = text;
  for (const [pattern, replacement] of FILLERS) out = out.replace(pattern, replacement);
  return out
    .replace(/,\s*,/gu, ",")
    .replace(/\s+,/gu, ",")
    .replace(/([.!?]\s+|^)\s*,\s*/gu, "$1")
    .replace(/[ \t]{2,}/gu, " ")
    .replace(
      /(^|[.!?]\s+)(\p{Ll})/gu,
      (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
    );
}
