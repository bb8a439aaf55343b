/**
 * A request written in a founder's second language, read as the plain English request it is: "please to
 * make the slide of team more strong", "add one slide of advisory board: …", "slide no. 9", "kindly update",
 * a request word from their first language ("Löschen bitte: slide 4", "supprimer the market slide",
 * "competition slide nikal do"). Only wording changes; the founder's facts stay as written.
 */
const REWRITES: ReadonlyArray<[RegExp, string]> = [
  // Request words from a first language.
  [/\b(?:nikal|hata)\s+do\b|\bhatao\b/giu, "remove"],
  [/\b(?:l[öo]e?schen|supprimer|supprimez|supprime|apagar|apague|删除|删掉)\b/giu, "delete"],
  [/\b(?:entfernen|enlever|enlève|remover|tirar)\b/giu, "remove"],
  [/\s*\b(?:bitte|s'il vous pla[iî]t|por favor|abeg|yaar)\b(?=\s*[.,!:;]|\s*$|\s+\p{L})/giu, " please"],
  [/\bdo the needful\b/giu, "fix it"],
  [/\bkindly\b/giu, "please"],
  [/\bplease to\s+/giu, "please "],
  // "Löschen bitte: slide 4 and slide 7": the verb, then the slides.
  [/\b(delete|remove)\s+(?:please\s*)?:\s*(?=slides?\b|\d|the\b)/giu, "$1 "],
  // "slide no. 9", "slide number 5", "slide nr 4".
  [/\bslide\s+(?:no\.?|nr\.?|number|num\.?)\s*(\d{1,2})\b/giu, "slide $1"],
  // "add one slide of advisory board", "make slide for press": a slide, with its article.
  [/\b(add|make|create|insert|prepare)\s+(?:one|1)\s+(new\s+)?slide\b/giu, "$1 a $2slide"],
  [
    /\b(add|make|create|insert|prepare)\s+slide\s+(?=for|of|about|on|with|called|named|titled|["“'‘])/giu,
    "$1 a slide ",
  ],
  [/\bprepare\s+(?=(?:a|an|one)\s)/giu, "make "],
  [/\b(a|one)\s+slide\s+of\s+(?=[\p{L}])/giu, "$1 slide about "],
  // "the slide of team" is the team slide.
  [/\bthe\s+slide\s+of\s+(?:the\s+)?([\p{L}-]+)\b/giu, "the $1 slide"],
];

/** "more strong", "more short": the comparative a request reads for. */
const COMPARATIVES: Record<string, string> = {
  strong: "stronger",
  short: "shorter",
  crisp: "crisper",
  clear: "clearer",
  simple: "simpler",
  tight: "tighter",
  punchy: "punchier",
  sharp: "sharper",
  brief: "briefer",
};
const MORE = new RegExp(`\\bmore\\s+(${Object.keys(COMPARATIVES).join("|")})\\b`, "giu");

export function fromSecondLanguage(text: string): string {
  return REWRITES.reduce((out, [pattern, next]) => out.replace(pattern, next), text).replace(
    MORE,
    (_, word: string) => COMPARATIVES[word.toLowerCase()]!,
  );
}
