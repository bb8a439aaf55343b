import type { Metric } from "@pds/contracts";

/** What the arithmetic is labelled with on the slide: it comes from the founder's own numbers. */
export const DERIVED_SOURCE = "Derived from your brief";

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const BUYERS =
  /\b(?:there are|there're|about|over|roughly|nearly|some|(?:going after|targeting|target|serving|serve) the)\s+(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million)?\s+((?:[a-z-]+\s+){0,2}?(?:practices|clinics|schools|mills|restaurants|stores|shops|companies|businesses|hospitals|firms|brokerages|farms|gyms|salons|hotels|factories|pharmacies|agencies|dealerships|households|districts|labs|fleets|teams|carriers|retailers|brands))\b([^.]*)/iu;
const SHARE = /(\d{1,3}(?:\.\d+)?)\s*%\s*(?:of them\s+)?(?:are\s+)?([a-z-]+)/iu;
const PRICE =
  /\b(?:we charge|we price at|priced at|our price is|pricing is|pricing starts at|subscription is|costs customers|(?:rent|lease|license)s?\s+(?:it|them)\s+by the (?:month|year|season)\s+at)\s+\$(\d[\d,]*(?:\.\d+)?)\s*(k)?([^.;]*)/iu;
const PERIOD = /\b(?:(?:per|a|an|each|by the)\s+(month|year|season)|(monthly)|(annually|yearly))\b/iu;
const UNIT = /\bper\s+(?!month\b|year\b)([a-z]+(?:\s+(?:line|seat|site))?)/iu;

/** "1,800" with "k" → 1800000: the founder's digits times the scale written after them. */
export const amount = (digits: string, scale?: string) =>
  Number(digits.replace(/,/g, "")) * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);

function money(value: number): string {
  if (value >= 1e9) return `$${+(value / 1e9).toFixed(1)}B`;
  if (value >= 1e6) return `$${+(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `$${+(value / 1e3).toFixed(1)}K`;
  return `$${Math.round(value)}`;
}
const count = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * A bottom-up market from the brief's own numbers only: the buyers it counts ("There are 135,000 dental
 * practices in the US, 70% of them independent") times the price it charges ("We charge $199 per clinic
 * per month") times twelve for a monthly price. The arithmetic is the label, the source says it is derived
 * from the brief; with no count or no price of its own the brief gets no derived market. A per-seat price
 * counts one seat per buyer and says so (a floor).
 */
export function bottomUpMarket(overview: string): Metric | null {
  const buyers = BUYERS.exec(overview);
  const price = PRICE.exec(overview);
  if (!buyers || !price) return null;
  let total = amount(buyers[1] ?? "0", buyers[2]);
  // "the 20,000 mid-sized farms" is a segment; "the 3 farms in our pilot" are customers, not a market.
  if (/^(?:going|target|serv)/iu.test(buyers[0]) && total < 1000) return null;
  const noun = (buyers[3] ?? "").trim();
  const lastNoun = noun.split(/\s+/).at(-1) ?? noun;
  let who = `${count(total)} ${lastNoun}`;
  const share = SHARE.exec(buyers[4] ?? "");
  if (share) {
    const percent = Number(share[1]);
    total = (total * percent) / 100;
    who = `${count(amount(buyers[1] ?? "0", buyers[2]))} ${lastNoun} × ${percent}% ${share[2]}`;
  }
  const each = amount(price[1] ?? "0", price[2]);
  // The period is said with the price ("$199 per clinic per month") or before it ("rent it by the season at").
  const terms = price[3] ?? "";
  const period = PERIOD.exec(terms) ?? PERIOD.exec(price[0]);
  if (total <= 0 || each <= 0 || !period) return null;
  const monthly = Boolean(period[1]?.toLowerCase() === "month" || period[2]);
  // A seasonal price is a market per season: no guess at how many seasons a buyer has in a year.
  const seasonal = period[1]?.toLowerCase() === "season";
  // Priced per something other than the buyer (a seat, a loom line): one each, a floor, and said so.
  const unit = UNIT.exec(terms)?.[1]?.toLowerCase() ?? "";
  const perBuyer =
    !unit ||
    lastNoun.toLowerCase().startsWith(unit.replace(/s$/, "")) ||
    /^(clinic|practice|location|customer|account)$/.test(unit);
  const yearly = total * each * (monthly ? 12 : 1);
  const per = seasonal ? "Per season" : "Per year";
  const rate = monthly ? "/month × 12" : seasonal ? "/season" : "/year";
  const label = `${per}: ${who} × $${count(each)}${rate}${perBuyer ? "" : ` (1 ${unit} each)`}`;
  return { value: money(yearly), label: label.slice(0, 80), source: DERIVED_SOURCE };
}
