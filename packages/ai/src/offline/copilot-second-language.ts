/**
 * A request written in a founder's second language, read as the plain English request it is: "please to
 * make the slide of team more strong", "add one slide of advisory board: …", "slide no. 9", "kindly update",
 * a request word from their first language ("Löschen bitte: slide 4", "supprimer the market slide",
 * "competition slide nikal do"). Only wording changes; the founder's facts stay as written.
 */
const REWRITES: ReadonlyArray<[RegExp, string | ((whole: string, word: string) => string)]> = [
  // Request words from a first language.
  [/\b(?:nikal|hata)\s+do\b|\bhatao\b/giu, "remove"],
  [/\b(?:l[öo]e?schen|supprimer|supprimez|supprime|apagar|apague|删除|删掉)\b/giu, "delete"],
  [/\b(?:entfernen|enlever|enlève|remover|tirar)\b/giu, "remove"],
  [/\s*\b(?:bitte|s'il vous pla[iî]t|por favor|abeg|yaar)\b(?=\s*[.,!:;]|\s*$|\s+\p{L})/giu, " please"],
  // "merci 🙏", "danke schön": thanks, no part of the request.
  [
    /[,\s]*\b(?:merci(?:\s+beaucoup)?|gracias|obrigad[oa]|danke(?:\s+schön)?|grazie(?:\s+mille)?)\b[!.]*/giu,
    "",
  ],
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
  // "o slide de preço", "el slide de la competencia", "die Folie zum Team": a slide named in the first language.
  [/\bFolien?\b/gu, "slide"],
  [
    /\b(?:o|a|el|la|le|die|das|der)\s+slide\s+(?:de\s+la|de|del|da|do|des|du|von|vom|zum|zur)\s+([\p{L}]+)\b/giu,
    (_: string, word: string) => `the ${SECTION_WORDS[word.toLowerCase()] ?? word} slide`,
  ],
  // "o nome do deck", "el nombre del deck", "le nom du deck": the deck's name.
  [/\b(?:o|el|le)\s+(?:nome|nombre|nom)\s+(?:do|del|du)\s+deck\b/giu, "the deck name"],
  // "une slide de plus", "un slide más", "mais um slide", "noch eine slide", "eine neue slide": one more.
  [
    /\b(?:une|un)\s+slide\s+(?:de plus|más|mas)\b|\bmais\s+um\s+slide\b|\bnoch\s+eine\s+slide\b/giu,
    "one more slide",
  ],
  [/\beine\s+neue\s+slide\b/giu, "a new slide"],
  // "add please a slide": the request, then the courtesy.
  [/\b(add|make|create|delete|remove|move|put|update)\s+please\s+/giu, "please $1 "],
  // False friends: "quit" (quitar) is remove, "actualize" (actualizar) is update, "exchange" is swap.
  [
    /\bquit\b(?=\s+(?:the\s+)?(?:slides?|why now|market|problem|solution|product|traction|competition|team|financials|cover)\b)/giu,
    "remove",
  ],
  [/\bactuali[sz]e\b/giu, "update"],
  [/\bexchange\s+(them|both|the two)\b/giu, "swap $1"],
  // "What means SAM exactly?": what SAM is.
  [/\bwhat\s+means\b/giu, "what is"],
  // "the slide of team" is the team slide.
  [/\bthe\s+slide\s+of\s+(?:the\s+)?([\p{L}-]+)\b/giu, "the $1 slide"],
];

/** Slide names in a founder's first language. */
const SECTION_WORDS: Record<string, string> = {
  preço: "pricing",
  precio: "pricing",
  prix: "pricing",
  preis: "pricing",
  preise: "pricing",
  concorrência: "competition",
  concorrencia: "competition",
  competencia: "competition",
  concurrence: "competition",
  wettbewerb: "competition",
  equipe: "team",
  equipo: "team",
  équipe: "team",
  mercado: "market",
  marché: "market",
  markt: "market",
  problema: "problem",
  problème: "problem",
  solução: "solution",
  solución: "solution",
  lösung: "solution",
  tração: "traction",
  tracción: "traction",
  produto: "product",
  producto: "product",
  produit: "product",
  finanças: "financials",
  finanzas: "financials",
  finanzen: "financials",
};

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
  return REWRITES.reduce(
    (out, [pattern, next]) =>
      typeof next === "string" ? out.replace(pattern, next) : out.replace(pattern, next),
    text,
  ).replace(MORE, (_, word: string) => COMPARATIVES[word.toLowerCase()]!);
}
