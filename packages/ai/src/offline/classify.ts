import { spokenFigures } from "./spoken-numbers.ts";
import { sectionPosterior } from "./section-model.ts";
import type { ContentSectionKey } from "./sections.ts";
import { CURRENCY } from "../currency.ts";

/**
 * Sorts a founder's sentence into the deck section it supports, by weighted keyword patterns. The weights
 * matter only relative to each other: a sentence with "raising $2M seed" scores highest on the ask.
 */

type Rule = readonly [RegExp, number];

/** Places, which are no rivals: "The US and Europe have about 30 million dairy cows". */
const PLACE = String.raw`(?:[Tt]he\s+)?(?:US|USA|UK|EU|Europe|Asia|Africa|America|North America|Latin America|India|China|Japan|Canada|Mexico|Brazil|Germany|France|Australia|Nigeria|Kenya|Indonesia)\b`;
const MONEY = String.raw`${CURRENCY}\s?\d[\d.,]*`;
/**
 * A named rival and its price: "Impulse Labs charges ~$6,000 for its stove", "Lincoln Electric's VRTEX runs
 * over $50k", "Wise charges 1.5% per transfer". The drafter discounts it when the name is the startup's own.
 */
const RIVAL_PRICE = new RegExp(
  String.raw`^(?!(?:We|Our|It|This|That|They|Most|Many|Some|Each|Every)\b)[\p{Lu}][\p{L}\p{N}]+(?:\s[\p{Lu}][\p{L}\p{N}]+)*(?:'s(?:\s[\p{L}\p{N}-]+){1,3})?\s+(?:charges?|costs?|sells? for|runs|wants|is priced at|starts at|quotes?|takes|(?:has|offers|sells) [^.,]{0,40}? at)\s+(?:~|about\s|around\s|over\s|roughly\s|nearly\s|up to\s)?(?:${CURRENCY}\s?\d|\d[\d.]*\s?%)`,
  "u",
);
const RIVAL_PRICE_WEIGHT = 6;

const COUNT = String.raw`\d[\d.,]*\s?(?:k|m)?\+?`;

const RULES: Record<ContentSectionKey, readonly Rule[]> = {
  problem: [
    [/\b(struggl\w*|wast\w*|pain(?:ful|s)?|los(?:e|es|ing|t)|frustrat\w*|broken|tedious)\b/iu, 2],
    [/\b(expensive|costly|manual(?:ly)?|time-consuming|inefficient|error-prone|difficult)\b/iu, 2],
    [/\b(problem|spend hours|still (?:use|rely)|hard|slow|can't|cannot|no way to)\b/iu, 1],
    // The status quo that goes on: "Nurses still chart on paper", "most of it still trades through brokers".
    [/\bstill\s+(?!(?:growing|early|small|in)\b)\p{Ll}+/u, 2],
    // The status quo and its cost: "Today mills find 4% of fabric defective only at final inspection".
    [
      /\b(defect(?:s|ive)?|scrap(?:ped)?|no-shows?|errors?|rework|only at|too late|by the time|miss(?:es|ed)?)\b/iu,
      2,
    ],
    [/^(?:today|currently|right now|at the moment),?\s/iu, 1],
    // What the status quo costs, with its figure: "lose 3 to 5% on the FX spread", "wait up to a week".
    [
      new RegExp(
        String.raw`\b(?:los(?:e|es|ing|t)|wast(?:e|es|ing|ed)|wait(?:s|ing)?|spend(?:s|ing)?)\b[^.]*?(?:${CURRENCY}\s?\d|\d+\s?%|\d+\s+(?:hours|days|weeks|months)|\b(?:a|up to a) (?:day|week|month))`,
        "iu",
      ),
      3,
    ],
    // The harm itself, and the founder's rhetorical question: "Ever tried to close 40 clients' books…?"
    [/\b(fraud\w*|scam\w*|attacks?|breach\w*|burnout|shortage|short of)\b/iu, 2],
    // Harm counted, however big the number: "killed 270 people", "is short 500,000 electricians".
    [/\b(?:killed|kills|die|dies|died|deaths?|injur(?:ed|ies|y)|(?:is|are|runs?|running) short)\b/iu, 3],
    [/^(?:have you )?ever\b[^?]*\?$/iu, 6],
  ],
  solution: [
    [
      /\bwe(?:'re| are)? (?:build|built|building|make|making|created?)\b|\bour (?:solution|platform|app)\b/iu,
      3,
    ],
    [
      /\b(platform|apps?|helps?|helping|lets|allows?|enables?|turns|automates?|builds|develops|offers|provides)\b/iu,
      2,
    ],
    // "An AI tutor for chemistry", "A marketplace that…": the founder saying what the company is.
    [/^(?:an?|the first)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s+(?:for|that|which|to help)\b/iu, 2],
    [/\b(is the first|is an?|solution|software|tool)\b/iu, 1],
    // The company at work: "Veyra is developing a blood test…"; the outcome it brings: "in two days instead of two weeks".
    [/\b(?:is|are) (?:building|developing|making|creating)\b/iu, 3],
    [/\binstead of\b/iu, 2],
    // The company doing something: "Loomwise puts a camera on every loom and flags defects…".
    [
      /^[\p{Lu}][\p{L}\p{N}]+(?:\s[\p{Lu}][\p{L}\p{N}]+)?\s+(?:puts|flags|detects|spots|catches|sends|reminds|schedules|tracks|monitors|predicts|automates|replaces|gives|turns|uses)\b/u,
      3,
    ],
  ],
  whyNow: [
    [
      /\b(recent(?:ly)?|new regulations?|regulations?|for the first time|tipping point|since (?:19|20)\d\d)\b/iu,
      2,
    ],
    [/\b(AI|LLMs?|GPT)\b/u, 1],
    [/\b(now|shift(?:ing)?|cheaper|adoption|pandemic|mandate)\b/iu, 1],
    // A change of state, often a rule taking effect: "became mandatory … in August 2023", "is now legal".
    [
      /\b(?:became|become|becomes|becoming|is now|are now)\s+(?:mandatory|required|compulsory|law|legal|affordable|viable)\b|\b(?:came|comes|went|goes) into (?:force|effect)\b|\btakes? effect\b|\bmak(?:es|ing) [^.]{0,60}\b(?:affordable|possible|viable|practical|workable)\b/iu,
      3,
    ],
    // A rule with its date: "Under Law 33/2014 … the deadline for small businesses is October 2026".
    [
      /\b(?:deadline|law|directive|regulation|mandate|must be (?:certified|registered|compliant|licensed))\b[^.]{0,120}\b20[12]\d\b|^(?:in|since|after) 20[12]\d\b|\b(?:boomed|surged|skyrocketed|exploded)\b/iu,
      2,
    ],
    // What a new rail or rule makes possible: "Stablecoin rails plus SPEI … mean we can settle in minutes".
    [
      /\b(?:means?|meant|made|makes)\s+(?:that\s+)?(?:we|it|you)\s+(?:can|could)\b|\bmakes? it possible\b/iu,
      3,
    ],
    [
      /\b(?:in|since|as of|starting|from)\s+(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?20[12]\d\b/u,
      1,
    ],
  ],
  market: [
    [/\b(TAM|SAM|SOM)\b/u, 3],
    [new RegExp(String.raw`${MONEY}\s?(?:b|bn|billion|trillion)\b`, "iu"), 3],
    [/\b(market|markets|market size|billion|trillion)\b/iu, 2],
    [/\b(industry|segment|households|businesses in)\b/iu, 1],
    // Counting the buyers: "There are 135,000 dental practices in the US, 70% independent".
    [
      /\bthere (?:are|is)\s+(?:over\s+|about\s+|roughly\s+|some\s+)?[\d.,]+\s?(?:k|m|million|thousand|billion)?\s+\p{L}/iu,
      3,
    ],
    [
      /^(?!.*\b(?:we|our|paying|signed|customers|users|short)\b).*\b\d{1,3}(?:,\d{3})+\s+(?:[\p{L}-]+\s+)?\p{L}+s\b/iu,
      3,
    ],
    [/\b\d+%\s+(?:of them\s+)?(?:are\s+)?(?:independent|small|mid-sized|owner-operated)\b/iu, 2],
    [
      /\b(?:in the (?:US|U\.S\.|UK|EU)|worldwide|globally|nationwide|in (?:Europe|North America|India|the world))\b/iu,
      1,
    ],
  ],
  product: [
    [/\b(features?|dashboard|integrat\w*|APIs?|plug-?ins?|extension|workflow|module)\b/iu, 2],
    [/\b(devices?|sensors?|chips?|hardware|prototype|firmware|robot\w*|battery|batteries)\b/iu, 2],
    [/\b(mobile|web app|ios|android|beta|demo|interface|runs on)\b/iu, 1],
    // Where it fits: "We integrate with McLeod, Revenova and Aljex", "It works inside Word", "Supports Postgres".
    [
      /\b(?:integrates? with|works (?:inside|with|in|on|offline)|supports|compatible with|plugs? into|connects? to|built on top of)\b/iu,
      3,
    ],
    // A specification: "1.8 million events per second", "under 3 ms of latency at p99", "4.5 W power draw".
    [
      /\b\d[\d.,]*\s?(?:ms|milliseconds?|fps|frames per second|Hz|kHz|kW|W|mAh|GB|TB|nm|mm)\b|\b(?:per second|latency|p99|p95|throughput|power draw|battery life|fine-tuned on|trained on)\b/u,
      3,
    ],
    // A founder's note with the subject left out is about the product: "Supports Postgres and MySQL today".
    [/^(?:supports|integrates|plugs|connects|runs|works|ships|syncs|exports|imports)\b/iu, 4],
    // The regulatory path still ahead is part of the product's plan: "then go for FDA clearance".
    [
      /\b(?:plan to|will|then|next|before)\b[^.]{0,80}\b(?:FDA|CE mark(?:ing)?|510\(k\)|De Novo|clearance|approval)\b/u,
      3,
    ],
  ],
  businessModel: [
    [/\b(subscriptions?|per seat|commission|take rate|freemium|business model|licen[cs]e fee)\b/iu, 3],
    [
      new RegExp(
        String.raw`${MONEY}\s?(?:k|m)?\s?(?:/|per|a|an)\s?(?:month|mo|year|yr|user|seat|seats|unit|order|transaction)\b`,
        "iu",
      ),
      3,
    ],
    [/\b(pricing|priced?|fees?|charges?|charging|licens\w*|monetiz\w*|monetis\w*)\b/iu, 2],
    // A price per unit per period: "$9 per active patient per month", "€149 per kitchen per month".
    [
      new RegExp(
        String.raw`${MONEY}\s?(?:k|m)?\s+per\s+(?:[\p{L}-]+\s+){1,2}(?:per|a)\s+(?:month|year|week|day)\b`,
        "iu",
      ),
      3,
    ],
    [/\b(SaaS|margin on|markup|per month|per year|annual contract)\b/iu, 1],
    // Deal terms: "$2M upfront and milestones of up to $60M per program", royalties, a revenue share.
    [/\b(?:upfront|milestone payments?|milestones of|royalt(?:y|ies)|revenue share)\b/iu, 2],
    // How the money comes in, without the usual words: "We get paid per parcel", "rent it by the season".
    [
      /\b(?:we get paid|paid per|charge (?:per|by)|rent (?:it|them|out)|by the (?:season|month|year|hour)|we keep|our cut|self-pay)\b/iu,
      3,
    ],
    // Who pays: "the payer can be the insurer instead of the family", "reimbursement", "paid for by the district".
    [
      /\b(?:the payer|payers? (?:is|are|can be|will be)|reimburs\w*|paid (?:for )?by (?:the|their|an?)|who pays)\b/iu,
      3,
    ],
  ],
  traction: [
    [
      new RegExp(
        String.raw`${COUNT}\s+(?:paying\s+|active\s+|monthly\s+|daily\s+|signed\s+)?(?:customers|users|clients|pilots|sign-?ups|downloads|schools|teams|companies|brands|merchants|sellers|buyers|hospitals|farms|restaurants|members)\b`,
        "iu",
      ),
      3,
    ],
    [/\b(MRR|ARR|GMV|LOIs?|letters? of intent|waitlist|wait-list|paying customers)\b/iu, 3],
    // Any buyer who pays: "38 paying clinics", "we work with 12 mills".
    [/\b\d[\d,.]*\s+(?:paying|active|signed|subscribed|returning)\s+\p{L}+/iu, 3],
    [/\bwe (?:have|serve|work with|sell to)\s+\d[\d,.]*\s+\p{L}+/iu, 2],
    [/\b\d+%\s*(?:MoM|WoW|month[- ]over[- ]month|week[- ]over[- ]week|growth)\b/iu, 3],
    [/\b(revenue|pilots?|growth|growing|grew|signed|retention|churn|launched)\b/iu, 1],
    // Units out of the door: "We sold 2,300 units on Kickstarter at $89 each".
    [
      /\b(?:sold|shipped|delivered)\s+[\d,.]+\s?(?:k|m)?\s+\p{L}+|\b(?:kickstarter|pre-?orders?|backers)\b/iu,
      3,
    ],
  ],
  competition: [
    [/\b(vs\.?|versus|competitors?|competition|unlike|incumbents?|rivals?)\b/iu, 3],
    // Two named players doing something: "Weave and Dental Intelligence are built for large groups…".
    [
      new RegExp(
        String.raw`^(?!${PLACE})(?:[\p{Lu}][\p{L}\p{N}]+(?:\s[\p{Lu}][\p{L}\p{N}]+)*)(?:,\s|\s(?:and|or)\s)(?!${PLACE})(?:[\p{Lu}][\p{L}\p{N}]+(?:\s[\p{Lu}][\p{L}\p{N}]+)*)\s+(?:are|charge|cost|target|serve|focus|only|sell|build|have|require)\b`,
        "u",
      ),
      10,
    ],
    [/\b(alternatives?|compared to|existing (?:solutions|tools|players)|differentiat\w*|moat)\b/iu, 2],
    // A sentence that opens against a rival: "Unlike BlackLine and FloQast, we set up in a day".
    [/^(?:[Uu]nlike|[Cc]ompared (?:to|with)|[Vv]ersus|[Vv]s\.?)\s+(?:[\p{L}-]+\s+){0,2}\p{Lu}/u, 4],
    // The field named as such: "Winnow and Leanpath are the big names", "none of them ties spend to revenue".
    [
      /\b(?:(?:is|are) the (?:big|main|only|usual|obvious|established|major|dominant) (?:names?|players?|vendors?|incumbents?|options?|alternatives?)|the (?:big|major|legacy|established) (?:vendors|players|incumbents)|but none of them|the only approved)\b/iu,
      4,
    ],
    [RIVAL_PRICE, RIVAL_PRICE_WEIGHT],
    // The status quo by name: "Most counties run Tyler Technologies or a 20-year-old on-prem system".
    [
      /^(?:[Mm]ost|[Mm]any|[Aa]lmost all|[Nn]early all)\s+[\p{L}-]+\s+(?:still\s+)?(?:run|use|rely on|buy from|are on|license)\s+\p{Lu}[\p{L}\p{N}]+/u,
      4,
    ],
  ],
  team: [
    [/\b(founders?|co-?founders?|founded by|CTO|CEO|COO|CPO|PhDs?)\b/u, 3],
    [/\bex-\p{L}+/iu, 3],
    // Who the founders are: "We are naval architects from DNV and a data scientist from Maersk".
    [
      /\b[Ww]e(?:'re| are)\s+(?:(?:two|three|four|both|all|former|ex|\p{L}+)\s+){0,2}(?:architects?|engineers?|scientists?|researchers?|doctors?|physicians?|nurses?|lawyers?|bankers?|designers?|developers?|chemists?|economists?|farmers?|teachers?|founders?)\b|\b(?:scientist|engineer|architect|researcher|designer|director|head of [\p{L}-]+)s?\s+(?:from|at)\s+\p{Lu}/u,
      3,
    ],
    [/\b\d+\+?\s+years\b|\b(previously|worked at|advisors?|team)\b/iu, 2],
    [/\b(engineers|background|veterans?|alumni)\b/iu, 1],
  ],
  financials: [
    [/\b(burn(?: rate)?|runway|projections?|projected|forecasts?|break-?even|profitab\w*|EBITDA)\b/iu, 3],
    [/\b(gross margins?|unit economics|CAC|LTV|payback)\b/iu, 3],
    [/\bby (?:19|20)\d\d\b/iu, 1],
  ],
  ask: [
    [/\b(raising|raise|fundraising|we are seeking|seeking)\b/iu, 3],
    [/\b(pre-seed|seed|series [a-d]|round|SAFE|use of funds|investors?)\b/iu, 2],
    [new RegExp(String.raw`${MONEY}\s?(?:m|million)\b`, "iu"), 1],
  ],
};

/** Ties go to the section whose words are most specific. */
const PRIORITY: readonly ContentSectionKey[] = [
  "ask",
  "traction",
  "financials",
  "market",
  "businessModel",
  "team",
  "competition",
  "whyNow",
  "problem",
  "solution",
  "product",
];

export function scoreSections(said: string): Map<ContentSectionKey, number> {
  const text = spokenFigures(said);
  const scores = new Map<ContentSectionKey, number>();
  for (const key of PRIORITY) {
    const score = RULES[key].reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    if (score > 0) scores.set(key, score);
  }
  return scores;
}

/** Sections the text supports, best first; empty when it matches nothing. */
export function rankSections(text: string): ContentSectionKey[] {
  const scores = scoreSections(text);
  return PRIORITY.filter((k) => scores.has(k)).sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
}

/** How much the trained model counts beside the rules (a rule hit weighs 1 to 4; this is at most MODEL_WEIGHT). */
const MODEL_WEIGHT = 6;

/** A brief's opening sentence is usually its one-liner: this much more for the solution. */
export const OPENING_BONUS = 2;

/**
 * The drafter's ranking: the keyword rules plus the trained model's belief (section-model.ts), so a
 * sentence no rule recognises ("Nurses still chart on paper at the bedside") still finds its section.
 * Every section the model knows is ranked; financials only when a rule names it.
 */
export function scoreSectionsForDraft(
  text: string,
  opening = false,
  startupName = "",
): Map<ContentSectionKey, number> {
  const scores = scoreSections(text);
  // "Puente costs $49 a month" is the startup's own price, not a rival's.
  const name = startupName.trim().split(/\s+/u)[0] ?? "";
  if (name.length >= 2 && text.startsWith(name) && RIVAL_PRICE.test(text))
    scores.set("competition", (scores.get("competition") ?? 0) - RIVAL_PRICE_WEIGHT);
  if (opening) scores.set("solution", (scores.get("solution") ?? 0) + OPENING_BONUS);
  for (const [key, probability] of sectionPosterior(text)) {
    scores.set(key, (scores.get(key) ?? 0) + MODEL_WEIGHT * probability);
  }
  return scores;
}

/** `scoreSectionsForDraft` as a ranking, best first. */
export function rankSectionsForDraft(text: string, opening = false): ContentSectionKey[] {
  const scores = scoreSectionsForDraft(text, opening);
  return PRIORITY.filter((k) => scores.has(k)).sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
}
