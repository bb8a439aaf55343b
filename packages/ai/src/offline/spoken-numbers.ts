import { NUMBER_WORDS } from "@pds/kit";

/**
 * Figures a dictated brief spells out ("thirty-two billion dollars", "eight lakh", "ten percent", "two point
 * four million"), written as digits so the section rules and model read them as they read "$32 billion",
 * "8 lakh" and "10%", and the ask reads a spoken amount. The slides keep the founder's own words.
 */

const UNITS = NUMBER_WORDS;
/** Scales kept as words after the digits ("32 billion"), as founders write them. */
const WORD_SCALES = new Set(["million", "billion", "trillion", "lakh", "crore"]);
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };
const CURRENCY_WORDS: Record<string, string> = {
  dollar: "$",
  dollars: "$",
  bucks: "$",
  euro: "€",
  euros: "€",
  pound: "£",
  pounds: "£",
  rupee: "₹",
  rupees: "₹",
  naira: "₦",
  pesos: "$",
};

const WORD = String.raw`(?:${[...Object.keys(UNITS), ...Object.keys(SCALES), ...WORD_SCALES].join("|")})`;
/** A run of number words: "a hundred and fifty", "thirty-two", "two point four", then a scale word. */
const RUN = new RegExp(
  String.raw`\b(?:(?:a|an)\s+(?=(?:hundred|thousand|million|billion|lakh|crore)\b))?${WORD}(?:(?:\s+and\s+|[\s-]+)${WORD}|\s+point\s+${WORD})*\b(?:\s+(percent|per\s+cent|${Object.keys(CURRENCY_WORDS).join("|")})\b)?`,
  "giu",
);

/** The value of a run of number words below a thousand-scale: "a hundred and fifty" → 150. */
function valueOf(words: readonly string[]): { value: number; scale: string } | null {
  let total = 0;
  let current = 0;
  let scale = "";
  let decimals = "";
  let afterPoint = false;
  for (const word of words) {
    if (word === "a" || word === "an" || word === "and") {
      if (word !== "and") current = Math.max(current, 1);
      continue;
    }
    if (word === "point") {
      afterPoint = true;
      continue;
    }
    if (afterPoint && word in UNITS && UNITS[word]! < 10) {
      decimals += String(UNITS[word]);
      continue;
    }
    if (word in UNITS) current += UNITS[word]!;
    else if (word === "hundred") current = Math.max(current, 1) * 100;
    else if (word === "thousand") {
      total += Math.max(current, 1) * 1000;
      current = 0;
    } else if (WORD_SCALES.has(word)) scale = word;
  }
  const value = total + current;
  if (value === 0 && !decimals) return null;
  return { value: decimals ? Number(`${value}.${decimals}`) : value, scale };
}

/** `text` with its spoken figures in digits ("sixteen thousand buildings" → "16,000 buildings"). */
export function spokenFigures(text: string): string {
  return text.replace(RUN, (run: string, unit: string | undefined, offset: number) => {
    const words = run
      .toLowerCase()
      .replace(/\b(?:percent|per\s+cent)\b|\b(?:dollars?|bucks|euros?|pounds?|rupees?|naira|pesos)\b/gu, " ")
      .split(/[\s-]+/u)
      .filter(Boolean);
    // "one of the", "a lot": a single small word that counts nothing stays a word.
    if (words.length === 1 && (UNITS[words[0]!] ?? 100) < 10 && !unit) return run;
    // "several hundred billion", "27 thousand", "half a million": a scale without its own count is no figure.
    const first = words[0]!;
    if (first in SCALES || WORD_SCALES.has(first)) return run;
    if (/\b(?:half|several|few|couple|many|some)\s+(?:an?\s+)?$/iu.test(text.slice(0, offset))) return run;
    const found = valueOf(words);
    if (!found) return run;
    // "two thousand six" is a year, written as one.
    const year = !found.scale && found.value >= 1900 && found.value < 2100 && words.includes("thousand");
    const number = year ? String(found.value) : found.value.toLocaleString("en-US");
    const digits = `${number}${found.scale ? ` ${found.scale}` : ""}`;
    const key = unit?.toLowerCase().replace(/\s+/gu, " ");
    if (key === "percent" || key === "per cent") return `${digits}%`;
    if (key && CURRENCY_WORDS[key]) return `${CURRENCY_WORDS[key]}${digits}`;
    return digits;
  });
}
