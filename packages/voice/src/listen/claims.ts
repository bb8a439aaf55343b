import { formatAmount, scanNumbers, tokenize, type SpokenNumber } from "../text/figures.ts";

/** What a founder's number measures. */
export type ClaimMetric =
  | "customers"
  | "users"
  | "pilots"
  | "revenue"
  | "growth"
  | "price"
  | "market"
  | "raise"
  | "churn"
  | "retention"
  | "margin"
  | "cac"
  | "ltv"
  | "payback"
  | "team"
  /** An amount said with no word for what it measures ("ten thousand dollars"). */
  | "amount";

/** One claim in a founder's turn: "38 paying clinics", "$21K MRR", "20% month over month". */
export interface Claim {
  metric: ClaimMetric;
  value: number;
  unit: "money" | "percent" | "count" | "months";
  period: "week" | "month" | "year" | null;
  /** What was counted, in the founder's words ("paying clinics"), or the metric's name ("MRR"). */
  subject: string;
  /** The claim as the VC quotes it back: "38 paying clinics", "$21K a month". */
  quote: string;
}

/** Words between a count and its noun that belong to the subject ("38 paying dental clinics"). */
const COUNT_ADJECTIVES = new Set(
  "paying active new enterprise monthly daily weekly independent dental small large mid big signed live repeat recurring retail happy local us american european design more".split(
    " ",
  ),
);
const BUYER_NOUNS =
  /^(customers?|clients?|clinics?|practices?|schools?|mills?|restaurants?|stores?|shops?|hospitals?|companies|company|businesses|business|brands?|firms?|agencies|agency|teams?|accounts?|logos?|merchants?|retailers?|factories|factory|farms?|gyms?|salons?|hotels?|dealers(hips?)?|districts?|labs?|pharmacies|pharmacy|carriers?|fleets?|buyers?|subscribers?|sites?|locations?|venues?)$/;
const USER_NOUNS =
  /^(users?|members?|downloads?|signups?|sign|installs?|creators?|developers?|students?|patients?|drivers?)$/;
const TEAM_NOUNS = /^(engineers?|employees?|people|founders?|hires?|staff|developers?)$/;
const NOT_COUNTED =
  /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|times?|percent|dollars?|bucks|x)$/;

const has = (words: readonly string[], ...cues: string[]) =>
  cues.some((cue) => {
    const parts = cue.split(" ");
    return words.some((_, i) => parts.every((part, j) => words[i + j]?.startsWith(part)));
  });

function periodOf(words: readonly string[]): Claim["period"] {
  if (has(words, "a week", "per week", "weekly", "week over week", "wow")) return "week";
  if (
    has(
      words,
      "a month",
      "per month",
      "each month",
      "every month",
      "monthly",
      "month over month",
      "mom",
      "mrr",
    )
  )
    return "month";
  if (
    has(words, "a year", "per year", "each year", "every year", "annual", "yearly", "year over year", "arr")
  )
    return "year";
  return null;
}

const PERIOD_TEXT = { week: " a week", month: " a month", year: " a year" } as const;

function percentClaim(value: number, around: readonly string[]): Claim | null {
  const period = periodOf(around);
  const quote = (name: string) => `${value}% ${name}`;
  if (has(around, "churn", "cancel"))
    return claim("churn", value, "percent", period, "churn", quote("churn"));
  if (has(around, "retention", "retain", "renew", "stay", "still"))
    return claim("retention", value, "percent", period, "retention", quote("retention"));
  if (has(around, "margin"))
    return claim("margin", value, "percent", period, "gross margin", quote("gross margin"));
  if (has(around, "grow", "growth", "growing", "up ", "increase", "over month", "over week", "over year"))
    return claim(
      "growth",
      value,
      "percent",
      period,
      "growth",
      `${value}%${period ? PERIOD_TEXT[period] : ""} growth`,
    );
  return null;
}

/** `explicit`: said as money ("$", "dollars"); a bare large number is an amount only with a money word. */
function moneyClaim(
  value: number,
  before: readonly string[],
  after: readonly string[],
  explicit = true,
): Claim | null {
  const around = [...before, ...after];
  const period = periodOf(around);
  const amount = formatAmount(value);
  if (has(around, "raising", "raise", "round", "seed", "series", "the ask", "seeking", "invest"))
    return claim("raise", value, "money", null, "the raise", `raising ${amount}`);
  if (has(around, "cac", "to acquire", "acquisition cost", "acquire a", "acquire each", "acquire one"))
    return claim("cac", value, "money", null, "acquisition cost", `${amount} to acquire a customer`);
  if (has(around, "ltv", "lifetime"))
    return claim("ltv", value, "money", null, "lifetime value", `${amount} lifetime value`);
  if (has(around, "market", "tam", "addressable", "industry", "spend on", "spent on"))
    return claim("market", value, "money", period, "market", `a ${amount} market`);
  const perUnit = has(
    after,
    "per seat",
    "per user",
    "per clinic",
    "per location",
    "per site",
    "per license",
    "a seat",
    "each",
  );
  const priceCue = has(around, "charge", "price", "pricing", "costs them", "subscription", "plan");
  if (perUnit || priceCue || (value < 1000 && period !== null && !has(around, "revenue", "mrr", "arr")))
    return claim(
      "price",
      value,
      "money",
      period,
      "price",
      `${amount}${perUnit ? ` ${after.slice(0, 2).join(" ")}` : ""}${period ? PERIOD_TEXT[period] : ""}`,
    );
  if (
    has(around, "mrr", "arr", "revenue", "run rate", "sales", "bookings", "billing", "making", "earn") ||
    period
  )
    return claim(
      "revenue",
      value,
      "money",
      period,
      has(around, "arr") ? "ARR" : "revenue",
      `${amount}${period ? PERIOD_TEXT[period] : ""} in revenue`,
    );
  return explicit ? claim("amount", value, "money", null, "amount", amount) : null;
}

/** Words before a number that make it a goal or a plan ("to get to 200 clinics", "hiring four engineers"). */
const PLANNED = [
  "get to",
  "reach",
  "hit",
  "goal",
  "target",
  "aim",
  "want",
  "plan",
  "will",
  "hiring",
  "hire",
  "adding",
];

function countClaim(value: number, before: readonly string[], after: readonly string[]): Claim | null {
  if (has([...before, ...after.slice(0, 2)], "payback") && has(after.slice(0, 1), "month"))
    return claim("payback", value, "months", null, "payback", `a ${value}-month payback`);
  const adjectives: string[] = [];
  let k = 0;
  while (k < after.length && COUNT_ADJECTIVES.has(after[k] ?? "")) adjectives.push(after[k++] ?? "");
  const noun = after[k];
  if (!noun || NOT_COUNTED.test(noun)) return null;
  const subject = [...adjectives, noun].join(" ");
  const quote = `${value.toLocaleString("en-US")} ${subject}`;
  if (has(before.slice(-3), "there are", "there is", "there re"))
    return claim("market", value, "count", null, subject, quote);
  if (/^pilots?$/.test(noun) || has(after.slice(k, k + 3), "in pilot", "on pilot", "piloting"))
    return claim("pilots", value, "count", null, subject, quote);
  if (TEAM_NOUNS.test(noun) && !adjectives.includes("paying"))
    return claim("team", value, "count", null, subject, quote);
  if (USER_NOUNS.test(noun) && !adjectives.includes("paying"))
    return claim("users", value, "count", periodOf(after), subject, quote);
  if (
    BUYER_NOUNS.test(noun) ||
    adjectives.includes("paying") ||
    has(after.slice(k + 1, k + 3), "pay", "paying")
  )
    return claim("customers", value, "count", null, subject, quote);
  return null;
}

function claim(
  metric: ClaimMetric,
  value: number,
  unit: Claim["unit"],
  period: Claim["period"],
  subject: string,
  quote: string,
): Claim {
  return { metric, value, unit, period, subject, quote };
}

/** A year said as a date ("since 2021"), not a quantity. */
const isYear = (n: SpokenNumber, tokens: readonly string[]) =>
  !n.hasScale && n.value >= 1990 && n.value <= 2100 && Number.isInteger(n.value) && tokens[n.start] !== "$";

/**
 * The claims in a founder's words: every number with what it measures, read from the words around it in
 * its sentence. A number whose meaning is unclear ("in 2021", "3 times") makes no claim.
 */
export function findClaims(text: string): Claim[] {
  const claims: Claim[] = [];
  const clauses = text
    .replace(/(\d)\s*%/g, "$1 percent")
    .replace(/(\d)-(?=[a-z])/gi, "$1")
    // "and" joins clauses, except inside a spoken number ("a hundred and thirty", "one and a half").
    .split(
      /(?<=[.!?;])\s+|\n|,\s+|(?<!hundred|thousand|million|billion)\s+(?:and|but|while|whereas)\s+(?!a half\b)/i,
    );
  for (const sentence of clauses) {
    const tokens = tokenize(sentence);
    for (const n of scanNumbers(tokens)) {
      if (isYear(n, tokens) || has(tokens.slice(Math.max(0, n.start - 3), n.start), ...PLANNED)) continue;
      const money = tokens[n.start] === "$" || has(tokens.slice(n.end, n.end + 2), "dollar", "buck", "usd");
      const before = tokens.slice(Math.max(0, n.start - 6), n.start);
      const rawAfter = tokens.slice(n.end, n.end + 6);
      const after =
        rawAfter[0] === "percent" || /^(dollars?|bucks|usd)$/.test(rawAfter[0] ?? "")
          ? rawAfter.slice(1)
          : rawAfter;
      const large = n.hasScale || n.value >= 1000;
      const found =
        rawAfter[0] === "percent"
          ? percentClaim(n.value, [...before, ...after])
          : money
            ? moneyClaim(n.value, before, after)
            : (countClaim(n.value, before, after) ??
              (large ? moneyClaim(n.value, before, after, false) : null));
      if (found) claims.push(found);
    }
  }
  return claims;
}
