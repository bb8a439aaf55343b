import { capitalize, PERSON_NAME } from "./text.ts";

/**
 * What a founder hands over for a new slide in the same message: "add a unit economics slide: CAC $1.2k,
 * LTV $14k", "we should have a security slide (SOC 2 in progress, bank-grade encryption)", "can we get a
 * GTM slide in there? outbound to controllers + partnerships". Undefined when the message carries none.
 */
export function slideItems(message: string): string[] | undefined {
  const after = /\bslides?\b(.*)$/isu.exec(message)?.[1] ?? "";
  const listed =
    /^\s*(?:in there\s*)?\(([^)]+)\)/u.exec(after)?.[1] ??
    /^[^:]*?:\s*(.+)$/su.exec(after)?.[1] ??
    /^[^?]*\?\s*(.*\d.*)$/su.exec(after)?.[1] ??
    /^\s*(?:in there|in here|too)?\s*[?!.—–]\s*(.+)$/su.exec(after)?.[1] ??
    /^\s*[\p{L}\s]*?\s[—–]\s*(.+)$/su.exec(after)?.[1];
  if (!listed) return undefined;
  // "'Ledgerly gave me my weekends back.' — Ana Ruiz, Controller @ Helio Dental": a quote and who said it.
  const quote = /^\s*(["“'‘][^"”'’]{6,200}["”'’])\s*[—–-]\s*([^\n]{3,80}?)[.!]?\s*$/u.exec(listed);
  if (quote?.[1] && quote[2]) return [`${quote[1].trim()} — ${quote[2].trim()}`];
  // A pasted list, a line each: its lines are the points, "SSO/SAML + role-based approvals" one of them.
  const lines = listed
    .split(/\n+/u)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length >= 2 && lines.every((line) => /^(?:[-•*]|\d+[.)])\s+/u.test(line)))
    return lines.map((line) =>
      capitalize(line.replace(/^(?:[-•*]|\d+[.)])\s+/u, "").replace(/[.!?]+$/u, "")),
    );
  const items = listed
    // "55% eng / 30% sales / 15% G&A", "connectors → matching engine → review queue": one point each.
    // "0.987 / 0.942 / 0.964" is one point: a figure split off alone would say nothing.
    .split(/\s*(?:,(?!\d{3}\b)|;|\s\+\s|\s&\s|\s\/\s(?=[~≈]?\d[\d.%$kKmM]*\s*\p{L})|\s→\s)\s*/u)
    // "pricing power. goes at the very end": where it goes is no point.
    .map((item) =>
      item
        .replace(/[.!]\s+(?:goes|put|place|add|move|right|just)\b.*$/isu, "")
        // "ex VP Finance @ Flexport. she opened the door at Acme so she's earned it lol": a remark about it.
        .replace(/[.!]\s+(?:she|he|they|it|this|that|which|so|lol|tbh)\b[^]*$/u, "")
        // "NPS 71. 'customers love it' energy": a remark after a figure is no part of it.
        .replace(/(?<=\d[\p{L}%]*)[.!]\s+[^.!\d]*$/u, "")
        // "… review queue. diagram-ish bullets are fine": how it may look is no point.
        .replace(/[.!]\s+[^.!]*\b(?:is|are)\s+(?:fine|ok|okay|good)\b.*$/isu, "")
        .replace(/^(?:and|&|plus)\s+/iu, "")
        .replace(/^(["“'‘])(.+)["”'’]$/u, "$2"),
    )
    .map((item) => item.trim().replace(/[.!?]+$/u, ""))
    .filter((item) => /\p{L}/u.test(item))
    // "Ruth Okonjo, ex VP Finance @ Flexport": a person and what they do are one point.
    .reduce<string[]>(
      (joined, item) =>
        joined.length > 0 &&
        new RegExp(`^${PERSON_NAME}$`, "u").test(joined.at(-1)!) &&
        /^(?:ex[\s-]|former\b|prev(?:iously)?\b|\p{Ll}[^,]*@|(?:head|vp|director|chief|founder|co-?founder|partner|advisor)\b)/iu.test(
          item,
        )
          ? [...joined.slice(0, -1), `${joined.at(-1)!} — ${item}`]
          : [...joined, item],
      [],
    )
    .map(capitalize);
  return items.length > 0 ? items : undefined;
}

/** How a run of comma-separated pieces reads as a list of facts, one point each. */
export interface FactListRule {
  /** The fewest pieces. */
  least: number;
  /** The most words in a piece. */
  words: number;
  /** The share of pieces that must hold a figure. */
  withFigures: number;
}

/** "CAC $2.1k, payback 7 mo, gross margin 82%": three or more short figures in a row. */
const FIGURES_IN_A_ROW: FactListRule = { least: 3, words: 5, withFigures: 1 };

/** The pieces of a list of facts, or null when the text does not read as one. */
export function figureList(text: string, rule: FactListRule = FIGURES_IN_A_ROW): string[] | null {
  const pieces = text
    .split(/,\s+(?:and\s+)?(?!\d{3}\b)/u)
    .map((piece) => piece.trim())
    // "live on NetSuite, QBO and Xero": names listed go on with the point they belong to.
    .reduce<string[]>(
      (joined, piece) =>
        joined.length > 0 && /^\p{Lu}[\p{L}.]*(?:\s+(?:and|&|or)\s+\p{Lu}[\p{L}.]*)?$/u.test(piece)
          ? [...joined.slice(0, -1), `${joined.at(-1)!}, ${piece}`]
          : [...joined, piece],
      [],
    );
  const withFigures = pieces.filter((piece) => /\d/u.test(piece)).length;
  // "FY25 280k, FY26 1.2M, FY27 3.6M revenue": one figure over the years is one point.
  if (pieces.every((piece) => /^(?:FY\s?'?\d{2,4}|20\d\d|Y\d|year\s*\d|Q\d)\b/iu.test(piece))) return null;
  return pieces.length >= rule.least &&
    withFigures >= pieces.length * rule.withFigures &&
    pieces.every((piece) => piece.split(/\s+/u).length <= rule.words)
    ? pieces.map(capitalize)
    : null;
}
