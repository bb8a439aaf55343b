import { SLIDE_HEAD } from "./copilot-mentions.ts";

/**
 * Metrics typed in shorthand, read as news for the slide that shows them: "custs 38 mrr 20.4k growth same"
 * → "traction: 38 customers, 20.4k MRR"; "new logo signed brightwater 🙌 thats 33 now" → "traction: 33
 * customers"; "MRR on slide 8 is a bit off, the real number is 17.4k" → "traction: MRR is 17.4k". The
 * rewritten message then goes through the usual reading, so a figure lands on the card it measures.
 */

const FIGURE = String.raw`(\p{Sc}?\d(?:[\d.,]*\d)?\s?[kKmM]?)(?![\d\p{L}%])`;

/** What founders type for a traction metric, and how the slide says it. */
const METRICS: readonly [string, string][] = [
  ["custs?|customers?|clients?|logos?|paying customers|paying", "customers"],
  ["mrr", "MRR"],
  ["arr", "ARR"],
];

/** "custs 38", "mrr: 20.4k", "38 custs", "$20.4k mrr": each figure read once, the metric before it first. */
function pairs(text: string): string[] {
  const found: Array<{ at: number; said: string }> = [];
  const used = new Set<number>();
  const patterns = METRICS.flatMap(([words, name]) => [
    { name, pattern: new RegExp(String.raw`\b(?:${words})\s*(?:[:=→]|is|at|now)?\s*${FIGURE}`, "giu") },
  ]).concat(
    METRICS.map(([words, name]) => ({
      name,
      pattern: new RegExp(String.raw`${FIGURE}\s+(?:${words})\b`, "giu"),
    })),
  );
  // "13% mom", "growth 13%": a growth rate, which FIGURE leaves out (a percentage is no count).
  patterns.push(
    {
      name: "MoM",
      pattern: new RegExp(String.raw`\b(?:mom|m\/m|growth)\s*(?:[:=→]|is|at|now)?\s*(\d[\d.]*%)`, "giu"),
    },
    {
      name: "MoM",
      pattern: new RegExp(
        String.raw`(\d[\d.]*%)\s*(?:mom|m\/m|month over month|monthly growth|growth)\b`,
        "giu",
      ),
    },
  );
  for (const { name, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const figure = match.index + match[0].indexOf(match[1]!);
      if (used.has(figure)) continue;
      used.add(figure);
      found.push({ at: match.index, said: `${match[1]!.trim()} ${name}` });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.said);
}

export function shorthandNews(message: string): string | null {
  const text = message.trim();
  // A pasted email or a goal ("new milestone: 120 customers") is something else.
  if (/["“”]/u.test(text)) return null;
  if (
    /\?|\b(?:add|delete|remove|move|swap|replace|slide (?:about|on|for)|new slide|what|how|why)\b/iu.test(
      text,
    )
  )
    return null;
  const elsewhere =
    /\b(?:burn|runway|raise|round|ask|financials|price|pricing|seats?|milestone|target|goal|money|reach|by)\b/iu;
  if (elsewhere.test(text)) return null;
  const short = text.split(/\s+/u).length <= 16;
  const said = short ? pairs(text) : [];
  // "MRR … is a bit off, the real number is 17.4k": the one metric named, at the figure that corrects it.
  const real = new RegExp(
    String.raw`\b(?:real|actual|correct|right)\s+(?:number|figure)\s+is\s+${FIGURE}`,
    "iu",
  ).exec(text)?.[1];
  const named = METRICS.filter(([words]) => new RegExp(String.raw`\b(?:${words})\b`, "iu").test(text));
  if (real && named.length === 1) return `traction: ${named[0]![1]} is ${real.trim()}`;
  // "new logo signed brightwater 🙌 thats 33 now": a count of customers, said after signing one.
  const count =
    /\b(?:that'?s|now at|we'?re at|up to|makes)\s+(\d{1,5})(?:\s+now)?\b(?!\s*(?:%|k\b|m\b|months?|days?|weeks?))/iu.exec(
      text,
    )?.[1];
  if (short && said.length === 0 && count && /\b(?:signed|logo|customer|client|closed)\b/iu.test(text))
    return `traction: ${count} customers`;
  // Shorthand is mostly figures: a sentence with one metric in it is news told in full, read as usual.
  const words = text.split(/\s+/u).length;
  return said.length >= 2 || (said.length === 1 && words <= 6) ? `traction: ${said.join(", ")}` : null;
}

const HEADED = new RegExp(`^${SLIDE_HEAD.source}`, "iu");

/** What founders put between a slide's name and its news: "traction numbers as of today →", "market update:". */
const HEAD_QUALIFIER = String.raw`(?:\s+(?:numbers|figures|metrics|stats|kpis|updates?|latest|(?:as of\s+)?(?:today|now|this (?:week|month|morning)|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)))+`;

/**
 * "traction numbers as of today → 47 paying, …", "market update: …": the slide's name with the qualifier
 * left out ("traction → 47 paying, …"), so the news reads as headed by its slide.
 */
export function withoutHeadQualifier(message: string): string {
  const head = new RegExp(
    String.raw`^((?:the\s+)?[\p{L}][\p{L}\s-]{1,25}?)${HEAD_QUALIFIER}\s*(→|->|=>|:|—|–)\s*`,
    "iu",
  ).exec(message);
  if (!head?.[1] || !HEADED.test(`${head[1]}${head[2]}`)) return message;
  return `${head[1]} ${head[2]} ${message.slice(head[0].length)}`;
}

/**
 * Burn, runway and a revenue plan handed over for the financials slide, however they are said: "burning
 * ~61k a month, about 21 months of cash left. plug it into 11", "fill it in: burn $62k/mo, 19 months
 * runway, revenue $600k / $2.1M / $5M for '26 / '27 / '28" → "financials: Burn ~$61k a month, …". Each
 * line then answers the slide's open question that asks for it.
 */
/** "burn is $95k … is that a red flag to put on the financials slide or do i just say it if asked": a question. */
export const ASKS_WHETHER =
  /\b(?:is (?:that|this|it) (?:a |an )?(?:red flag|problem|bad|good|ok|okay|enough|too)|should (?:i|we)|or do (?:i|we)|just tell me|if asked)\b/iu;

export function financialNews(message: string): string | null {
  const text = message.trim();
  if (/\?|\bhow\b|\b(?:delete|remove|move|new slide|add a slide)\b/iu.test(text)) return null;
  if (ASKS_WHETHER.test(text)) return null;
  // "financials: revenue 600k 2025 / …": already headed by its slide, in the founder's own words.
  if (HEADED.test(text)) return null;
  // "… '24 months of runway' under the amount on 12": a line for the ask, not the financials.
  if (/\b(?:ask|raise) slide\b|\bon 12\b|\bslide 12\b|\bunder the amount\b/iu.test(text)) return null;
  const money = String.raw`~?\s?(\p{Sc}?\d[\d.,]*(?:\s?[kKmM](?![a-z]))?)`;
  const burn =
    new RegExp(
      String.raw`\bburn(?:ing)?(?:\s+rate)?\s*(?:is|of|at|went up to|now|→|:|=|about|around|~|≈|\s)*(?:told (?:them|him|her)\s+)?${money}(\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly))?`,
      "iu",
    ).exec(text) ??
    new RegExp(String.raw`${money}(\s*(?:\/\s*mo(?:nth)?|a month|per month))\s+burn\b`, "iu").exec(text);
  const runway =
    /\b(?:about\s+|~)?(\d{1,2})\s*(?:mo|mos|months?)\s*(?:of\s+)?(?:runway|of cash|cash left)\b/iu.exec(
      text,
    ) ?? /\brunway\s*(?:of|is|:|=|~|≈|about)*\s*~?(\d{1,2})\s*(?:mo|mos|months?)\b/iu.exec(text);
  // "revenue plan … year 1 600k year 2 2.1 million": a year's figures, with or without the currency.
  const revenue =
    /\brev(?:enue)?s?\b(?:[^.\n]|\.(?=\d))*?((?:Y\d\s*)?\p{Sc}\d(?:[^.\n]|\.(?=\d))*?)(?=\s*(?:\.(?!\d)|\n|,\s*(?:burn|runway)|$))/iu.exec(
      text,
    ) ??
    /\brev(?:enue)?s?\b[^.\n]*?((?:year|yr|Y)\s*\d\s+\p{Sc}?\d[\d.,]*\s?(?:million|billion|k|m)?\b(?:,?\s+(?:year|yr|Y)\s*\d\s+\p{Sc}?\d[\d.,]*\s?(?:million|billion|k|m)?\b)+)/iu.exec(
      text,
    );
  const lines = [
    burn?.[1]
      ? `Burn ${burn[1].trim()}${burn[2] ? burn[2].replace(/^\s*\/?\s*/u, "/").replace("/a month", " a month") : "/month"}`
      : null,
    runway?.[1] ? `${runway[1]} months of runway` : null,
    revenue?.[1]
      ? `Revenue plan: ${revenue[1]
          .trim()
          .replace(/,?\s*\b(?:year|yr)\s*(\d)\s+/giu, (_, n: string) => ` / Year ${n}: `)
          .replace(/^\s*\/\s*/u, "")}`
      : null,
  ].filter((line): line is string => line !== null);
  const forFinancials =
    /\bfinancials?\b|\bslide 11\b|\binto 11\b|\bon 11\b|\b(?:money|numbers|burn) (?:slide|one)\b|\bfill it in\b|\bplug\b/iu;
  return lines.length >= 2 || (lines.length === 1 && forFinancials.test(text))
    ? `financials: ${lines.join("; ")}`
    : null;
}
